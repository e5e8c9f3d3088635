import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { generate } from 'otplib';

/**
 * Time in browser journeys comes from the server's clock (GET /api/e2e/clock/), never from the
 * machine: the e2e server may run on a set day (SHOP_CLOCK_AT, docs/testing.md), and the browser
 * is given the same day (e2e/fixtures/test.ts).
 */
export async function serverClock(
  request: APIRequestContext,
): Promise<{ now: Date; today: string }> {
  const response = await request.get('/api/e2e/clock/');
  if (!response.ok()) throw new Error(`GET /api/e2e/clock/ answered ${response.status()}`);
  const body = (await response.json()) as { now: string; today: string };
  return { now: new Date(body.now), today: body.today };
}

/**
 * The browser starts on the server's now and time flows on from there (Playwright's clock), so
 * what a page works out from its own clock (the delivery-date picker, a change-by countdown)
 * agrees with what the server says, whatever day the machine thinks it is.
 */
export async function followServerClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: (await serverClock(context.request)).now });
}

/** The authenticator code for now on the server's clock, or `stepsAhead` 30-second steps later. */
export async function serverTotp(
  request: APIRequestContext,
  secret: string,
  stepsAhead = 0,
): Promise<string> {
  const { now } = await serverClock(request);
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) + 30 * stepsAhead });
}

/** A tag no other test run shares, for email addresses and codes (not a time: the day is set). */
export const uniqueTag = (): string => randomBytes(6).toString('hex');
