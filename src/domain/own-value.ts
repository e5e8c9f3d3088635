/**
 * A lookup by a name that may come from outside (a path segment, a query value, a provider's
 * code): only the map's own entries count, so "constructor", "toString" or "__proto__" find
 * nothing instead of what every object inherits.
 */
export function ownValue<T>(map: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}
