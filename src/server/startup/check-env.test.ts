import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a stand-in process entry with exactly this environment (inheriting only PATH). */
function runEntry(processName: string, env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join('node_modules', '.bin', 'tsx'),
      ['tests/fixtures/check-env-entry.ts', processName],
      { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The messages of the JSON lines a refused process wrote (each must be one JSON object). */
const messages = (stderr: string) =>
  stderr
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: string; service: string; msg: string })
    .map(({ level, service, msg }) => {
      expect({ level, service }).toEqual({ level: 'fatal', service: expect.any(String) });
      return msg;
    });

describe('checkEnvOrExit', () => {
  it('stops a staging process with exit 1 and one line per missing setting', async () => {
    const outcome = await runEntry('worker', { APP_ENV: 'staging' });
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toBe('');
    const lines = messages(outcome.stderr);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^worker refuses to start: DATABASE_URL \(postgresql:\/\/\.\.\.\) is required when APP_ENV=staging: /,
    );
    expect(lines[1]).toMatch(
      /^worker refuses to start: SMTP_URL is required when APP_ENV=staging: /,
    );
    expect(lines[2]).toMatch(
      /^worker refuses to start: CLAIMS_S3_ENDPOINT, CLAIMS_S3_BUCKET, CLAIMS_S3_ACCESS_KEY_ID and CLAIMS_S3_SECRET_ACCESS_KEY are required when APP_ENV=staging: /,
    );
    expect(lines[3]).toMatch(
      /^worker refuses to start: STAFF_TOTP_KEY is required when APP_ENV=staging: /,
    );
  });

  it('names every production problem on its own line, secrets and services alike', async () => {
    const outcome = await runEntry('web', {
      APP_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com',
      PORT: 'eighty',
    });
    expect(outcome.code).toBe(1);
    const lines = messages(outcome.stderr);
    for (const line of lines) expect(line).toMatch(/^web refuses to start: [A-Z]/);
    const named = lines.map((line) => line.replace('web refuses to start: ', '').split(/[ ,]/)[0]);
    expect(named).toEqual([
      'PORT',
      'DATABASE_URL',
      'CLAIMS_S3_ENDPOINT',
      'STAFF_TOTP_KEY',
      'NEXTAUTH_SECRET',
      'NEXTAUTH_URL',
      'NEXT_PUBLIC_SITE_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'RECAPTCHA_SECRET_KEY',
      'JOBS_SECRET',
    ]);
  });

  it.each(['local', 'test'])('lets APP_ENV=%s start with nothing else set', async (appEnv) => {
    const outcome = await runEntry('db:migrate', { APP_ENV: appEnv });
    expect(outcome).toEqual({ code: 0, stdout: `started (${appEnv})\n`, stderr: '' });
  });
});
