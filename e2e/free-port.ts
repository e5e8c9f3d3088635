import { execFileSync } from 'node:child_process';

// Runs in a child process because Playwright loads its config synchronously; it answers the
// preferred port when nothing listens there, otherwise one the system hands out.
const PROBE = `
const net = require('node:net');
const preferred = Number(process.argv[1]);
const answer = (server) => { console.log(server.address().port); server.close(); };
const first = net.createServer();
first.once('error', () => {
  const fallback = net.createServer();
  fallback.listen(0, () => answer(fallback));
});
first.listen(preferred, () => answer(first));
`;

/**
 * The port a test server should use: `envName` when it is set, else `preferred` when free, else a
 * free one. The choice is written back to `envName`, so Playwright's workers (which load the
 * config again, with the runner's environment) agree with the runner on the same port.
 */
export function testServerPort(envName: string, preferred: number): number {
  const fixed = Number(process.env[envName]);
  if (Number.isInteger(fixed) && fixed > 0) return fixed;
  const port = Number(execFileSync(process.execPath, ['-e', PROBE, String(preferred)]).toString());
  process.env[envName] = String(port);
  return port;
}
