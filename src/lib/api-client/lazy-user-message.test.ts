import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { loadAuthErrorMessage, loadUserMessage } from './lazy-user-message';
import { MESSAGES } from './messages';

// In the browser each mapping module is a chunk loaded with the first error; a dropped connection
// makes that load fail, which a throwing factory stands in for (it runs again on the next import).
const chunks = vi.hoisted(() => ({ fail: false }));
vi.mock('./user-message', async (importOriginal) => {
  if (chunks.fail) throw new Error('Loading chunk 1 failed.');
  return importOriginal();
});
vi.mock('./auth-error-message', async (importOriginal) => {
  if (chunks.fail) throw new Error('Loading chunk 2 failed.');
  return importOriginal();
});

beforeEach(() => {
  chunks.fail = false;
});

describe('the error copy loaded with the error', () => {
  it('falls back on the spec’s generic load and submit messages when the mapping cannot load', async () => {
    chunks.fail = true;
    const conflict = new ApiError('conflict');
    await expect(loadUserMessage(conflict, { action: 'load' })).resolves.toEqual({
      message: MESSAGES.refreshAndRetry,
    });
    await expect(loadUserMessage(conflict, { action: 'submit' })).resolves.toEqual({
      message: MESSAGES.submitAgain,
    });
    await expect(loadAuthErrorMessage('TooManyFailedLoginAttempts')).resolves.toBe(
      MESSAGES.submitAgain,
    );
  });

  it.each([
    [new ApiError('conflict'), { action: 'submit' as const }],
    [new ApiError('server'), { action: 'load' as const }],
    [new ApiError('client', { detail: 'That link has expired.' }), {}],
    [new ApiError('tooManyLogins'), {}],
  ])('gives what toUserMessage gives once loaded: %o', async (error, options) => {
    const { toUserMessage } =
      await vi.importActual<typeof import('./user-message')>('./user-message');
    await expect(loadUserMessage(error, options)).resolves.toEqual(toUserMessage(error, options));
  });

  it.each([
    ['TooManyFailedLoginAttempts', 'Too many failed login attempts.'],
    ['CustomerExists', 'An account with this email already exists.'],
    ['InvalidEmail', 'That email address doesn’t look right.'],
    ['SomethingElse', MESSAGES.submitAgain],
  ])('maps the NextAuth code %s', async (code, start) => {
    expect(await loadAuthErrorMessage(code)).toMatch(
      new RegExp(`^${start.replace(/[.?]/g, '\\$&')}`),
    );
  });
});
