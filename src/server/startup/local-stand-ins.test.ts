import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseServerEnv, resetServerEnvForTests, type AppEnv } from '@/env/server';
import { openConfiguredDatabase } from '@/server/db/client';
import { configuredTransport } from '@/server/email/delivery';
import { newPhotoKey, photoStore } from '@/server/services/claims/photos/photo-store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
  resetServerEnvForTests();
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stand-ins-'));
  dirs.push(dir);
  return dir;
}

/**
 * A deployment's environment as it would look had its validation been bypassed: nothing shared
 * configured. parseServerEnv refuses it; these are the checks behind that one.
 */
function unvalidated(appEnv: AppEnv, dir: string) {
  return {
    ...parseServerEnv({
      APP_ENV: 'test',
      PGLITE_DIR: join(dir, 'pglite'),
      CLAIMS_UPLOAD_DIR: join(dir, 'uploads'),
    }),
    appEnv,
  };
}

describe.each(['staging', 'production'] as const)('with APP_ENV=%s', (appEnv) => {
  it('refuses to open the embedded database, before touching its directory', () => {
    const dir = scratch();
    expect(() => openConfiguredDatabase(unvalidated(appEnv, dir))).toThrow(
      `Refusing the embedded database (PGlite) with APP_ENV=${appEnv}: it is for local and test only; set DATABASE_URL.`,
    );
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
  });

  it('refuses to keep claim photos on local disk', () => {
    const dir = scratch();
    expect(() => photoStore(unvalidated(appEnv, dir))).toThrow(
      new RegExp(`^Refusing claim photos on local disk with APP_ENV=${appEnv}: .* set CLAIMS_S3_`),
    );
  });

  it('refuses to write emails to the log', () => {
    expect(() => configuredTransport(unvalidated(appEnv, scratch()))).toThrow(
      `Refusing writing emails to the log with APP_ENV=${appEnv}: it is for local and test only; set SMTP_URL.`,
    );
  });

  it('uses PostgreSQL, the bucket and SMTP once they are configured', async () => {
    const env = {
      ...unvalidated(appEnv, scratch()),
      databaseUrl: 'postgresql://shop@127.0.0.1:1/shop',
      smtpUrl: 'smtp://127.0.0.1:1',
      claimsS3: {
        endpoint: 'https://s3.example.test',
        bucket: 'claims',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        region: 'us-east-1',
      },
    };
    // Nothing connects until it is used.
    const handle = openConfiguredDatabase(env);
    expect(handle.driver).toBe('pg');
    await handle.close();
    expect(typeof photoStore(env).put).toBe('function');
    expect(typeof configuredTransport(env)).toBe('function');
  });

  it('is refused earlier still, by the environment check, when nothing is configured', () => {
    vi.stubEnv('APP_ENV', appEnv);
    vi.stubEnv('DATABASE_URL', undefined);
    resetServerEnvForTests();
    expect(() => openConfiguredDatabase()).toThrow(
      /DATABASE_URL \(postgresql:\/\/\.\.\.\) is required/,
    );
  });
});

describe.each(['local', 'test'] as const)('with APP_ENV=%s', (appEnv) => {
  it('keeps claim photos on local disk and emails in the log, with nothing configured', async () => {
    const dir = scratch();
    const env = unvalidated(appEnv, dir);
    const key = newPhotoKey(7, 'png');
    await photoStore(env).put(key, Buffer.from('photo'), 'image/png');
    expect(existsSync(join(dir, 'uploads', key))).toBe(true);
    const log = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await configuredTransport(env)({
      id: 1,
      to: 'pat@example.com',
      subject: 'Hello',
      text: 'Body',
    } as Parameters<ReturnType<typeof configuredTransport>>[0]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Body'));
  });
});
