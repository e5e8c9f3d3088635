import { afterEach, describe, expect, it } from 'vitest';
import { routeConsoleToLog } from './console-to-log';
import { captureLogs, type CapturedLogs } from './logger';

let undo: (() => void) | undefined;
let logs: CapturedLogs | undefined;
afterEach(() => {
  undo?.();
  logs?.restore();
});

describe('routeConsoleToLog', () => {
  it("writes a library's console lines as JSON log lines at their level, colours stripped", () => {
    logs = captureLogs();
    undo = routeConsoleToLog();
    console.info('\u001b[32m✓\u001b[39m Running %s took %dms', 'next.config.js', 18);
    console.warn('⚠ %s is deprecated', 'app.render()');
    console.error(new Error('boom'));
    const lines = logs.lines();
    expect(lines.map(({ level, msg, source }) => ({ level, msg, source }))).toEqual([
      { level: 'info', msg: '✓ Running next.config.js took 18ms', source: 'console' },
      { level: 'warn', msg: '⚠ app.render() is deprecated', source: 'console' },
      { level: 'error', msg: expect.stringMatching(/^Error: boom\n {4}at /), source: 'console' },
    ]);
  });

  it('gives the console back when undone', () => {
    const before = console.info;
    routeConsoleToLog()();
    expect(console.info).toBe(before);
  });
});
