/* eslint-disable no-console -- this module is the one place that replaces the console's methods */
import { format, stripVTControlCharacters } from 'node:util';
import { logger } from './logger';

const LEVEL_OF = {
  debug: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
} as const;
type ConsoleMethod = keyof typeof LEVEL_OF;

/**
 * Makes what the process's libraries print on the console a JSON line of the process's log, so a
 * log shipper parses every line the web process writes. Next prints its own lines (its config
 * load time at start, deprecations, errors it catches) through `console` and has no option to
 * send them elsewhere. Each keeps its text (colours stripped), at the level its method names,
 * marked `source: "console"`. Returns the undo, for tests.
 */
export function routeConsoleToLog(): () => void {
  const originals = new Map<ConsoleMethod, (...args: unknown[]) => void>();
  for (const [method, level] of Object.entries(LEVEL_OF) as Array<
    [ConsoleMethod, (typeof LEVEL_OF)[ConsoleMethod]]
  >) {
    originals.set(method, console[method]);
    console[method] = (...args: unknown[]) =>
      logger()[level]({ source: 'console' }, stripVTControlCharacters(format(...args)));
  }
  return () => {
    for (const [method, original] of originals) console[method] = original;
  };
}
