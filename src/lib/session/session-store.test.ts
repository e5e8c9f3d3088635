import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSnapshot, refreshSession, RENEW_BEFORE_MS, resetSessionStore } from './session-store';

const NOW = Date.UTC(2026, 10, 23, 15);

afterEach(() => {
  resetSessionStore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the session store', () => {
  it('asks the session again shortly before the access token expires, and keeps the fresh one', async () => {
    vi.useFakeTimers({ now: NOW });
    // The server's answers: each token expires an hour after it was handed out.
    const answers = [
      { access_token: 'first', access_token_expires: new Date(NOW + 60 * 60_000) },
      { access_token: 'second', access_token_expires: new Date(NOW + 115 * 60_000) },
    ];
    const fetchMock = vi.fn(async () => Response.json({ user: { id: 7, ...answers.shift()! } }));
    vi.stubGlobal('fetch', fetchMock);
    await refreshSession();
    expect(getSnapshot().user?.access_token).toBe('first');
    await vi.advanceTimersByTimeAsync(60 * 60_000 - RENEW_BEFORE_MS - 1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getSnapshot().user?.access_token).toBe('second');
  });

  it('schedules nothing once signed out', async () => {
    vi.useFakeTimers({ now: NOW });
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    await refreshSession();
    expect(getSnapshot().status).toBe('unauthenticated');
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
