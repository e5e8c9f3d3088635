import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAuthErrorMessage } from './load-auth-error-message';
import { MESSAGES } from './messages';

// In the browser the mapping is a chunk loaded with the first error; a dropped connection makes
// that load fail, which a throwing factory stands in for (it runs again on the next import).
const chunk = vi.hoisted(() => ({ fails: false }));
vi.mock('./auth-error-message', async (importOriginal) => {
  if (chunk.fails) throw new Error('Loading chunk 2 failed.');
  return importOriginal();
});

beforeEach(() => {
  chunk.fails = false;
});

describe('loadAuthErrorMessage', () => {
  it('falls back on the spec’s generic submit message when the mapping cannot load', async () => {
    chunk.fails = true;
    await expect(loadAuthErrorMessage('TooManyFailedLoginAttempts')).resolves.toBe(
      MESSAGES.submitAgain,
    );
  });

  it.each([
    ['TooManyFailedLoginAttempts', 'Too many failed login attempts. Please wait a few minutes'],
    ['CustomerExists', 'An account with this email already exists. Please log in instead.'],
    ['InvalidEmail', 'That email address doesn’t look right.'],
    ['NetworkError', MESSAGES.submitAgain],
  ])('maps the NextAuth code %s once the mapping has loaded', async (code, start) => {
    expect((await loadAuthErrorMessage(code)).startsWith(start)).toBe(true);
  });
});
