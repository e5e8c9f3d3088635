import { afterEach, describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '@/env/server';
import type { Database } from '@/server/db/client';
import { DEPLOYMENT_SERVICES_ENV } from '../../../tests/helpers/deployment-env';
import { getPaymentProvider } from './index';

const NAMES = [
  'APP_ENV',
  'STRIPE_SECRET_KEY',
  'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  ...(Object.keys(DEPLOYMENT_SERVICES_ENV) as Array<keyof typeof DEPLOYMENT_SERVICES_ENV>),
] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
const db = {} as Database;

function setEnv(values: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, values);
  resetServerEnvForTests();
}

describe('getPaymentProvider reads the server env', () => {
  afterEach(() => {
    for (const name of NAMES)
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    resetServerEnvForTests();
  });

  it('is offline in tests without Stripe keys', () => {
    setEnv({ APP_ENV: 'test' });
    expect(getPaymentProvider(db).name).toBe('offline');
  });

  it('is Stripe once both keys are set (no request is made to build it)', () => {
    setEnv({
      ...DEPLOYMENT_SERVICES_ENV,
      APP_ENV: 'staging',
      STRIPE_SECRET_KEY: 'sk_test_123',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    });
    expect(getPaymentProvider(db).name).toBe('stripe');
  });

  it('refuses to run production without Stripe', () => {
    setEnv({ APP_ENV: 'production' });
    expect(() => getPaymentProvider(db)).toThrow(
      /offline payment and tax providers are refused in production/,
    );
  });
});
