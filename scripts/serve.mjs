// `npm run serve`: serve an existing build on $PORT (default 3000), passing signals through.
import { spawn } from 'node:child_process';
import { bin, root } from './lib.mjs';

const port = process.env.PORT || '3000';
const hostname = process.env.HOSTNAME_BIND || '0.0.0.0';
console.info(`\n▶ Serving the shop on http://localhost:${port}/`);
// NextAuth builds its callback URLs from NEXTAUTH_URL; locally it is this server (production must set it).
const nextAuthUrl =
  process.env.NEXTAUTH_URL ||
  (process.env.APP_ENV === 'production' ? undefined : `http://localhost:${port}`);
const child = spawn(bin('next'), ['start', '-p', port, '-H', hostname], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    ...(nextAuthUrl ? { NEXTAUTH_URL: nextAuthUrl } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
