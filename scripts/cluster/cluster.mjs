// The shop as it runs when it outgrows one machine: two web instances (WORKER=off) and two
// workers from one pruned release, behind nginx, over one PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startNginx } from './nginx.mjs';
import { freePort, runScript, startProcess, waitFor, waitUntilReady } from './processes.mjs';
import { scriptCommand } from './release.mjs';

/** The environment of a staging deployment: everything production demands but Stripe's keys. */
export function stagingEnv({ databaseUrl, smtpUrl, siteUrl }) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    APP_ENV: 'staging',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '8',
    SMTP_URL: smtpUrl,
    EMAIL_FROM: 'Ollie <hello@ollie.example>',
    CLAIMS_S3_ENDPOINT: 'http://127.0.0.1:9/claims',
    CLAIMS_S3_BUCKET: 'claims',
    CLAIMS_S3_ACCESS_KEY_ID: 'cluster-test',
    CLAIMS_S3_SECRET_ACCESS_KEY: 'cluster-test-secret',
    NEXTAUTH_SECRET: randomBytes(32).toString('hex'),
    STAFF_TOTP_KEY: randomBytes(32).toString('hex'),
    NEXTAUTH_URL: siteUrl,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    JOBS_SECRET: randomBytes(16).toString('hex'),
    METRICS_TOKEN: randomBytes(16).toString('hex'),
    TRUST_PROXY: 'true',
    TRUSTED_PROXY_COUNT: '1',
    WORKER: 'off',
  };
}

export async function startCluster({ release, workDir, databaseUrl, smtpUrl, workerEnv = {} }) {
  const logDir = join(workDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const [balancerPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${balancerPort}`;
  const env = stagingEnv({ databaseUrl, smtpUrl, siteUrl });

  console.info('▶ Release step: npm run db:migrate, db:seed (catalogue)');
  await runScript(release, 'db:migrate', env, logDir);
  await runScript(release, 'db:seed', env, logDir);

  const serve = scriptCommand(release, 'serve');
  const work = scriptCommand(release, 'worker');
  const webs = new Map();
  const startWeb = (name, port) => {
    const web = startProcess({
      name,
      cwd: release,
      ...serve,
      env: { ...env, PORT: String(port), HOSTNAME_BIND: '127.0.0.1' },
      logDir,
    });
    webs.set(name, { ...web, port, base: `http://127.0.0.1:${port}` });
    return webs.get(name);
  };
  const workers = new Map();
  const startWorker = async (name, extraEnv = {}) => {
    // Each worker serves /health, /ready and /metrics on a port of its own (WORKER_PORT).
    const port = await freePort();
    const worker = startProcess({
      name,
      cwd: release,
      ...work,
      env: {
        ...env,
        ...workerEnv,
        ...extraEnv,
        WORKER_PORT: String(port),
        HOSTNAME_BIND: '127.0.0.1',
      },
      logDir,
    });
    workers.set(name, { ...worker, port, base: `http://127.0.0.1:${port}` });
    return workers.get(name);
  };

  console.info('▶ Two web instances, two workers');
  startWeb('web-a', portA);
  startWeb('web-b', portB);
  await startWorker('worker-1');
  await startWorker('worker-2');
  await Promise.all([
    ...[...webs.values()].map(({ base }) => waitUntilReady(base)),
    ...[...workers.values()].map(({ base }) => waitUntilReady(base, 180_000, '/ready')),
  ]);
  const nginx = await startNginx({
    prefix: join(workDir, 'nginx'),
    port: balancerPort,
    upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
  });
  console.info(`▶ nginx on ${nginx.base} → :${portA}, :${portB}`);

  const accessLog = () => readFileSync(join(workDir, 'nginx', 'access.log'), 'utf8').split('\n');
  return {
    env,
    nginx,
    webs,
    workers,
    logDir,
    /**
     * SIGTERM, wait for a clean exit, start again on the same port, wait until ready. Resolves
     * with the exit and the seconds from the start to readiness.
     */
    async restartWeb(name) {
      const old = webs.get(name);
      const ended = await old.stop('SIGTERM');
      const fresh = startWeb(name, old.port);
      const startedAt = Date.now();
      await waitUntilReady(fresh.base);
      const readyAfterSeconds = (Date.now() - startedAt) / 1000;
      // As an operator waits for the balancer's checks: nginx's are passive, so the instance is
      // back once nginx has passed it a request again (it retries a failed one after 2 s).
      const address = `127.0.0.1:${old.port}`;
      const from = accessLog().length;
      await waitFor(
        `nginx to route to ${name} again`,
        async () => {
          await fetch(`${nginx.base}/api/v3/health/`);
          return accessLog()
            .slice(from)
            .some((line) => line.endsWith(` 200 ${address}`));
        },
        { timeoutMs: 30_000, everyMs: 200 },
      );
      return { ended, readyAfterSeconds };
    },
    startWorker,
    /** The instances nginx passed requests for `path` to (from its access log). */
    nginxUpstreamsFor(path) {
      const lines = accessLog();
      const served = new Set();
      for (const line of lines) {
        const [, uri, , upstream] = line.split(' ');
        if (uri === path && upstream) upstream.split(', ').forEach((one) => served.add(one));
      }
      return served;
    },
    /** Everything every process wrote. */
    logs: () =>
      [...webs.values(), ...workers.values()].map((process) => process.output()).join('\n'),
    /** What each process wrote, by its name (a restarted instance's lines follow its first run's). */
    logsByProcess: () =>
      new Map([...webs.values(), ...workers.values()].map((one) => [one.name, one.output()])),
    async stop() {
      await nginx.stop();
      await Promise.all(
        [...webs.values(), ...workers.values()].map((process) => process.stop('SIGTERM')),
      );
    },
  };
}
