import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jobsRoute from '@/pages/api/v3/jobs';
import renewalsRoute from '@/pages/api/v3/jobs/renewals';
import { resetServerEnvForTests } from '@/env/server';
import { BEARER_FAILURE_LIMIT, BEARER_WINDOW_SECONDS } from '@/server/auth/bearer-throttle';
import { clockNow, setClockForTests } from '@/server/clock';
import { metricsRoute } from '@/server/observability/metrics-route';
import { useRoute } from '../helpers/call-route';
import { atShopDate } from '../helpers/clock';
import { useTestDatabase } from '../helpers/test-db';

const JOBS_SECRET = '5e0f1a9c7b3d2e8f6a4c1b0d9e7f3a2c';
const METRICS_TOKEN = 'c4b2e9f07a1d3e5c8b6a0f2d4e7c9a1b';

/** Guesses at the operators' bearer tokens, counted per client address (issue 51, item 3). */
describe('guessing the jobs and metrics tokens', () => {
  useTestDatabase();
  atShopDate('2027-11-17');
  const jobs = useRoute(jobsRoute);
  const renewals = useRoute(renewalsRoute);
  const metrics = useRoute(metricsRoute);
  beforeAll(() => {
    Object.assign(process.env, { JOBS_SECRET, METRICS_TOKEN, TRUST_PROXY: 'true' });
    resetServerEnvForTests();
  });
  afterAll(() => {
    for (const name of ['JOBS_SECRET', 'METRICS_TOKEN', 'TRUST_PROXY']) delete process.env[name];
    resetServerEnvForTests();
  });

  const from = (address: string, token: string) => ({
    'x-forwarded-for': address,
    authorization: `Bearer ${token}`,
  });

  it('answers 429 with Retry-After once an address has guessed too often, even the right token', async () => {
    const guesser = '203.0.113.7';
    for (let guess = 1; guess < BEARER_FAILURE_LIMIT; guess += 1) {
      const call = guess % 2 ? jobs : metrics;
      const url = guess % 2 ? '/api/v3/jobs/' : '/api/metrics/';
      const wrong = await call({ url, headers: from(guesser, `guess-${guess}`) });
      expect(wrong.status, `guess ${guess}`).toBe(guess % 2 ? 403 : 401);
    }
    const last = await metrics({ url: '/api/metrics/', headers: from(guesser, 'guess-last') });
    expect(last.status).toBe(429);
    expect(last.json).toMatchObject({ code: 'throttled' });
    // Until the window that began with the first guess ends (the clock runs on meanwhile).
    const retryAfter = Number(last.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(BEARER_WINDOW_SECONDS - 120);
    expect(retryAfter).toBeLessThanOrEqual(BEARER_WINDOW_SECONDS);

    // Right or wrong, nothing from that address is compared now: the answer says nothing.
    const right = await renewals({
      method: 'POST',
      url: '/api/v3/jobs/renewals/',
      headers: from(guesser, JOBS_SECRET),
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await metrics({ url: '/api/metrics/', headers: from(guesser, METRICS_TOKEN) })).status,
    ).toBe(429);

    // Another address (the scheduler, Prometheus) is not held back by it.
    const scraper = await metrics({
      url: '/api/metrics/',
      headers: from('10.0.0.9', METRICS_TOKEN),
    });
    expect(scraper.status).toBe(200);

    // Once the window has passed, the address may try again.
    setClockForTests(new Date(clockNow().getTime() + BEARER_WINDOW_SECONDS * 1000 + 1000));
    const later = await metrics({ url: '/api/metrics/', headers: from(guesser, METRICS_TOKEN) });
    expect(later.status).toBe(200);
  });

  it('does not count a call without a token, or with the right one', async () => {
    const caller = '198.51.100.4';
    for (let call = 0; call < BEARER_FAILURE_LIMIT + 2; call += 1) {
      expect(
        (await metrics({ url: '/api/metrics/', headers: { 'x-forwarded-for': caller } })).status,
      ).toBe(401);
      expect(
        (await metrics({ url: '/api/metrics/', headers: from(caller, METRICS_TOKEN) })).status,
      ).toBe(200);
    }
  });
});
