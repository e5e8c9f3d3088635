import { describe, expect, it } from 'vitest';
import { EnvError, parseServerEnv } from '@/env/server';

/** What staging and production need beyond secrets: the shared services. */
const SHARED_SERVICES = {
  DATABASE_URL: 'postgresql://shop@db:5432/shop',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  CLAIMS_S3_ENDPOINT: 'https://s3.example.com',
  CLAIMS_S3_BUCKET: 'claims',
  CLAIMS_S3_ACCESS_KEY_ID: 'AKIA123',
  CLAIMS_S3_SECRET_ACCESS_KEY: 'secret',
  STAFF_TOTP_KEY: '5f0c1e9a7b3d42e8a6c4f1b09d7e3a2c8b5f6d1e',
};

const STAGING = { APP_ENV: 'staging', ...SHARED_SERVICES };

const PRODUCTION = {
  ...SHARED_SERVICES,
  APP_ENV: 'production',
  NEXTAUTH_SECRET: 'q8Vt2mZr5Lw9Xc1Nb7Hj4Kd6Fs3Pg0Ay',
  NEXTAUTH_URL: 'https://shop.example.com',
  NEXT_PUBLIC_SITE_URL: 'https://shop.example.com',
  STRIPE_SECRET_KEY: 'sk_live_123',
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  RECAPTCHA_SECRET_KEY: 'captcha',
  JOBS_SECRET: '5e0f1a9c7b3d2e8f6a4c1b0d9e7f3a2c',
};

describe('parseServerEnv', () => {
  it('needs nothing locally', () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({
      appEnv: 'local',
      isProduction: false,
      port: 3000,
      pgliteDir: '.data/pglite',
    });
    expect(env.databaseUrl).toBeUndefined();
  });

  it.each([
    [{}, 'http://localhost:3000'],
    [{ PORT: '3107' }, 'http://localhost:3107'],
    [{ PORT: '3107', NEXTAUTH_URL: 'http://127.0.0.1:3107' }, 'http://127.0.0.1:3107'],
    [
      { PORT: '3107', NEXT_PUBLIC_SITE_URL: 'https://shop.example.com' },
      'https://shop.example.com',
    ],
  ])('derives the public origin locally from the served port: %o → %s', (source, siteUrl) => {
    expect(parseServerEnv(source).siteUrl).toBe(siteUrl);
  });

  it('accepts a complete production environment', () => {
    expect(parseServerEnv(PRODUCTION).isProduction).toBe(true);
  });

  it.each([
    ['NEXT_PUBLIC_APP_ENV', 'moon', 'must be one of local, test, staging, production, got "moon"'],
    ['NEXT_PUBLIC_ALLOW_INDEXING', 'maybe', 'must be true or false, got "maybe"'],
  ])("refuses the browser's %s=%s at the server's start", (name, value, problem) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(`${name} ${problem}`);
  });

  it.each([
    'NEXTAUTH_SECRET',
    'NEXT_PUBLIC_SITE_URL',
    'STRIPE_SECRET_KEY',
    'RECAPTCHA_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'JOBS_SECRET',
  ])('refuses production without %s', (name) => {
    const source: Record<string, string | undefined> = { ...PRODUCTION, [name]: undefined };
    if (name === 'STRIPE_SECRET_KEY') source.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = undefined;
    expect(() => parseServerEnv(source)).toThrow(new RegExp(name));
  });

  it.each([
    ['JOBS_SECRET', 'x', /JOBS_SECRET must be at least 32 characters/],
    ['JOBS_SECRET', 'changeme', /JOBS_SECRET holds the placeholder "changeme"/],
    ['NEXTAUTH_SECRET', 'a'.repeat(40), /NEXTAUTH_SECRET repeats one short part/],
    ['METRICS_TOKEN', 'your-metrics-token-secret-goes-here', /METRICS_TOKEN holds the placeholder/],
    ['JOBS_SECRET', 'e2e-jobs-secret-for-browser-journeys', /JOBS_SECRET holds the placeholder/],
    ['STAFF_TOTP_KEY', 'k'.repeat(40), /STAFF_TOTP_KEY repeats one short part/],
  ])('refuses a weak %s (%s) in staging and production', (name, value, message) => {
    expect(() => parseServerEnv({ ...PRODUCTION, [name]: value })).toThrow(message);
    expect(() => parseServerEnv({ ...STAGING, [name]: value })).toThrow(message);
    expect(parseServerEnv({ APP_ENV: 'local', [name]: value.padEnd(32, 'z') })).toBeTruthy();
  });

  it('refuses a short production secret', () => {
    expect(() => parseServerEnv({ ...PRODUCTION, NEXTAUTH_SECRET: 'short' })).toThrow(
      /at least 32/,
    );
  });

  it('reports every bad value at once', () => {
    try {
      parseServerEnv({
        APP_ENV: 'moon',
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        MAINTENANCE_MODE: 'maybe',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems).toHaveLength(4);
    }
  });

  it('reads booleans and the database URL', () => {
    const env = parseServerEnv({
      MAINTENANCE_MODE: 'on',
      DATABASE_URL: 'postgresql://u@db:5432/shop',
    });
    expect(env.maintenanceMode).toBe(true);
    expect(env.databaseUrl).toBe('postgresql://u@db:5432/shop');
  });

  it('reads the trusted proxies: off and one by default, a count up to 10', () => {
    expect(parseServerEnv({})).toMatchObject({ trustProxy: false, trustedProxyCount: 1 });
    expect(parseServerEnv({ TRUST_PROXY: 'true', TRUSTED_PROXY_COUNT: '2' })).toMatchObject({
      trustProxy: true,
      trustedProxyCount: 2,
    });
    for (const bad of ['0', '11', '1.5', 'two'])
      expect(() => parseServerEnv({ TRUSTED_PROXY_COUNT: bad }), bad).toThrow(
        /TRUSTED_PROXY_COUNT/,
      );
  });

  it('takes the fulfilment test clock only under APP_ENV=test, never in production', () => {
    expect(parseServerEnv({}).fulfilmentClockOffsetDays).toBe(0);
    expect(
      parseServerEnv({ APP_ENV: 'test', FULFILMENT_CLOCK_OFFSET_DAYS: '7' })
        .fulfilmentClockOffsetDays,
    ).toBe(7);
    for (const appEnv of ['local', 'staging'])
      expect(() => parseServerEnv({ APP_ENV: appEnv, FULFILMENT_CLOCK_OFFSET_DAYS: '7' })).toThrow(
        /FULFILMENT_CLOCK_OFFSET_DAYS/,
      );
    expect(() => parseServerEnv({ ...PRODUCTION, FULFILMENT_CLOCK_OFFSET_DAYS: '7' })).toThrow(
      /only allowed with APP_ENV=test/,
    );
    expect(() => parseServerEnv({ APP_ENV: 'test', FULFILMENT_CLOCK_OFFSET_DAYS: '-3' })).toThrow(
      /whole number/,
    );
  });

  it('takes the journeys’ test routes only under APP_ENV=test: staging and production refuse them', () => {
    expect(parseServerEnv({ APP_ENV: 'test', E2E_TEST_ROUTES: '1' }).e2eTestRoutes).toBe(true);
    expect(parseServerEnv({ APP_ENV: 'staging', ...SHARED_SERVICES }).e2eTestRoutes).toBe(false);
    for (const source of [{ APP_ENV: 'local' }, { ...STAGING }, { ...PRODUCTION }] as Array<
      Record<string, string>
    >)
      expect(() => parseServerEnv({ ...source, E2E_TEST_ROUTES: '1' }), source.APP_ENV).toThrow(
        /E2E_TEST_ROUTES is for the browser journeys: only allowed with APP_ENV=test/,
      );
  });

  it.each(['local', 'test'])(
    'needs nothing with APP_ENV=%s: embedded database, disk, log',
    (appEnv) => {
      const env = parseServerEnv({ APP_ENV: appEnv });
      expect(env).toMatchObject({ appEnv, claimsS3: null, claimsUploadDir: '.data/uploads' });
      expect(env.databaseUrl).toBeUndefined();
      expect(env.smtpUrl).toBeUndefined();
    },
  );

  it('accepts staging with the shared services and no payment or captcha secrets', () => {
    const env = parseServerEnv(STAGING);
    expect(env).toMatchObject({ appEnv: 'staging', isProduction: false });
    expect(env.stripeSecretKey).toBeUndefined();
  });

  const problemsOf = (source: Record<string, string | undefined>): string[] => {
    try {
      parseServerEnv(source);
    } catch (error) {
      if (error instanceof EnvError) return error.problems;
      throw error;
    }
    return [];
  };

  const BUCKET_NAMES = [
    'CLAIMS_S3_ENDPOINT',
    'CLAIMS_S3_BUCKET',
    'CLAIMS_S3_ACCESS_KEY_ID',
    'CLAIMS_S3_SECRET_ACCESS_KEY',
  ];
  const withoutBucket = (source: Record<string, string>) =>
    Object.fromEntries(Object.entries(source).filter(([name]) => !BUCKET_NAMES.includes(name)));

  describe.each([
    ['staging', STAGING],
    ['production', PRODUCTION],
  ] as const)('APP_ENV=%s refuses to run on the local stand-ins', (appEnv, complete) => {
    it.each([
      [
        'DATABASE_URL',
        `DATABASE_URL (postgresql://...) is required when APP_ENV=${appEnv}: the embedded database is for local and test only`,
      ],
      [
        'SMTP_URL',
        `SMTP_URL is required when APP_ENV=${appEnv}: without it emails, links included, would be written to the log`,
      ],
    ])('without %s: one line that says why', (name, message) => {
      expect(problemsOf({ ...complete, [name]: undefined })).toEqual([message]);
      expect(problemsOf({ ...complete, [name]: '  ' })).toEqual([message]);
    });

    it('without the photo bucket: one line naming its four variables', () => {
      expect(problemsOf(withoutBucket(complete))).toEqual([
        `CLAIMS_S3_ENDPOINT, CLAIMS_S3_BUCKET, CLAIMS_S3_ACCESS_KEY_ID and CLAIMS_S3_SECRET_ACCESS_KEY are required when APP_ENV=${appEnv}: claim photos must not stay on one machine's disk`,
      ]);
    });

    it.each(BUCKET_NAMES)('with the bucket but not %s: one line naming what is missing', (name) => {
      expect(problemsOf({ ...complete, [name]: undefined })).toEqual([
        `CLAIMS_S3_ENDPOINT, CLAIMS_S3_BUCKET, CLAIMS_S3_ACCESS_KEY_ID and CLAIMS_S3_SECRET_ACCESS_KEY go together: ${name} missing`,
      ]);
    });

    it('refuses a database URL that is not PostgreSQL', () => {
      expect(problemsOf({ ...complete, DATABASE_URL: 'file:///srv/shop.db' })).toEqual([
        'DATABASE_URL must use postgres: or postgresql:, got "file:"',
      ]);
    });

    it('lists every missing service at once, one line each', () => {
      const problems = problemsOf({
        ...withoutBucket(complete),
        DATABASE_URL: undefined,
        SMTP_URL: undefined,
      });
      expect(problems.map((line) => line.split(' ')[0])).toEqual([
        'DATABASE_URL',
        'SMTP_URL',
        'CLAIMS_S3_ENDPOINT,',
      ]);
      for (const line of problems) expect(line).not.toContain('\n');
    });
  });

  it('keeps the payment, captcha, auth and jobs secrets to production', () => {
    const secrets = [
      'NEXTAUTH_SECRET',
      'NEXTAUTH_URL',
      'NEXT_PUBLIC_SITE_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'RECAPTCHA_SECRET_KEY',
      'JOBS_SECRET',
    ];
    expect(problemsOf(STAGING)).toEqual([]);
    const bare = problemsOf({ ...SHARED_SERVICES, APP_ENV: 'production' });
    expect(bare).toHaveLength(secrets.length);
    secrets.forEach((name, index) => expect(bare[index]).toMatch(new RegExp(`^${name}\\b`)));
  });

  it('takes the job concurrency as a whole number, 6 unless set', () => {
    expect(parseServerEnv({}).jobConcurrency).toBe(6);
    expect(parseServerEnv({ JOB_CONCURRENCY: '4' }).jobConcurrency).toBe(4);
    for (const bad of ['0', '-1', '2.5', 'many', '101'])
      expect(() => parseServerEnv({ JOB_CONCURRENCY: bad })).toThrow(/JOB_CONCURRENCY/);
  });

  it('takes the offline provider latency with 20% jitter by default, never in production', () => {
    expect(parseServerEnv({}).offlineProviderLatency).toBeNull();
    expect(parseServerEnv({ OFFLINE_PROVIDER_LATENCY_MS: '300' }).offlineProviderLatency).toEqual({
      latencyMs: 300,
      jitterMs: 60,
    });
    expect(
      parseServerEnv({
        APP_ENV: 'test',
        OFFLINE_PROVIDER_LATENCY_MS: '300',
        OFFLINE_PROVIDER_LATENCY_JITTER_MS: '0',
      }).offlineProviderLatency,
    ).toEqual({ latencyMs: 300, jitterMs: 0 });
    expect(parseServerEnv({ OFFLINE_PROVIDER_LATENCY_MS: '0' }).offlineProviderLatency).toBeNull();
    expect(() => parseServerEnv({ OFFLINE_PROVIDER_LATENCY_MS: 'slow' })).toThrow(/milliseconds/);
    expect(() =>
      parseServerEnv({
        OFFLINE_PROVIDER_LATENCY_MS: '100',
        OFFLINE_PROVIDER_LATENCY_JITTER_MS: '200',
      }),
    ).toThrow(/must not be more/);
    expect(() => parseServerEnv({ ...PRODUCTION, OFFLINE_PROVIDER_LATENCY_MS: '300' })).toThrow(
      /refused in production/,
    );
  });

  it('needs a staff TOTP key of its own in staging and production, a local default elsewhere', () => {
    for (const appEnv of ['staging', 'production'])
      expect(problemsOf({ ...PRODUCTION, STAFF_TOTP_KEY: undefined, APP_ENV: appEnv })).toEqual([
        `STAFF_TOTP_KEY is required when APP_ENV=${appEnv}: it encrypts staff authenticator secrets`,
      ]);
    expect(parseServerEnv({ APP_ENV: 'test' }).staffTotpKey).toBeUndefined();
    expect(problemsOf({ ...STAGING, STAFF_TOTP_KEY: 'short' })).toEqual([
      'STAFF_TOTP_KEY must be at least 32 characters',
    ]);
    expect(problemsOf({ ...PRODUCTION, STAFF_TOTP_KEY: PRODUCTION.NEXTAUTH_SECRET })).toEqual([
      'STAFF_TOTP_KEY must not be NEXTAUTH_SECRET: each is rotated on its own',
    ]);
    const rotating = parseServerEnv({
      ...STAGING,
      STAFF_TOTP_KEY_PREVIOUS: ` ${'p'.repeat(40)} , ${'q'.repeat(40)} `,
    });
    expect(rotating.staffTotpKeyPrevious).toEqual(['p'.repeat(40), 'q'.repeat(40)]);
  });
});
