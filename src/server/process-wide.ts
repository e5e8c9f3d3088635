/**
 * One value per process, however many copies of the calling module the process has loaded.
 *
 * The web server's bundle (esbuild, dist/), Next's page runtime and Next's API runtime each load
 * their own copy of a server module, so module state is per copy. State the copies must share (a
 * cache one copy invalidates and another reads, a registry one counts into and another scrapes,
 * the process's database or job runtime) is made once here, on globalThis under a registered
 * symbol (`Symbol.for('ollie.<name>')`), and every copy gets the same value. It survives the dev
 * server's reloads the same way.
 */
export function processWide<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[Symbol.for(`ollie.${name}`)] ??= create());
}
