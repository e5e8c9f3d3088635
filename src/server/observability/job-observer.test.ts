import { afterEach, describe, expect, it } from 'vitest';
import { observeJob } from './job-observer';
import { captureLogs, type CapturedLogs } from './logger';
import { metrics } from './metrics';

let logs: CapturedLogs | undefined;
afterEach(() => logs?.restore());

const counted = async (queue: string, outcome: string) =>
  (await metrics().jobs.get()).values.find(
    (value) => value.labels.queue === queue && value.labels.outcome === outcome,
  )?.value ?? 0;

function ticking(step: number) {
  let time = 1000;
  return () => (time += step);
}

describe('observeJob', () => {
  it('passes the result through, logs the job and counts it as completed', async () => {
    logs = captureLogs();
    const before = await counted('email-delivery', 'completed');
    const result = await observeJob(
      'email-delivery',
      { id: 'c3f1d9a2-0000-4000-8000-000000000001' },
      async () => 'sent',
      { now: ticking(40) },
    );
    expect(result).toBe('sent');
    expect(logs.lines()).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'job',
        queue: 'email-delivery',
        job_id: 'c3f1d9a2-0000-4000-8000-000000000001',
        outcome: 'completed',
        duration_ms: 40,
      }),
    ]);
    expect(await counted('email-delivery', 'completed')).toBe(before + 1);
  });

  it('rethrows a failure (the queue retries it), logging and counting it as failed', async () => {
    logs = captureLogs();
    const before = await counted('renewals', 'failed');
    const completedBefore = await counted('renewals', 'completed');
    const failure = new Error('provider timed out');
    await expect(
      observeJob('renewals', { id: 'job-2', retryCount: 1 }, () => Promise.reject(failure), {
        now: ticking(5),
      }),
    ).rejects.toBe(failure);
    expect(logs.lines()).toEqual([
      expect.objectContaining({
        level: 'error',
        queue: 'renewals',
        job_id: 'job-2',
        outcome: 'failed',
        retry_count: 1,
        duration_ms: 5,
        err: expect.objectContaining({ message: 'provider timed out' }),
      }),
    ]);
    expect(await counted('renewals', 'failed')).toBe(before + 1);
    expect(await counted('renewals', 'completed')).toBe(completedBefore);
  });

  it('records how long jobs take per queue and outcome', async () => {
    const durations = async () =>
      (await metrics().jobDuration.get()).values.find(
        (value) =>
          value.metricName === 'shop_job_duration_seconds_sum' &&
          value.labels.queue === 'card-expiry-warnings',
      )?.value ?? 0;
    const before = await durations();
    await observeJob('card-expiry-warnings', { id: 'job-3' }, async () => undefined, {
      now: ticking(250),
    });
    expect(await durations()).toBeCloseTo(before + 0.25);
  });
});
