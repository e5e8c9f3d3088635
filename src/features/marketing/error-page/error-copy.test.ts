import { describe, expect, it } from 'vitest';
import { errorCopy, errorPageStatus } from './error-copy';

describe('error page copy', () => {
  it.each([400, 404, 500] as const)('%i says Whoops! and offers the way home', (status) => {
    expect(errorCopy(status)).toMatchObject({ headline: 'Whoops!', showHomeButton: true });
  });

  it('404 and 500 blame a hungry puppy', () => {
    expect(errorCopy(404).body).toMatch(/doesn't exist, or a puppy made a meal out of it/);
    expect(errorCopy(500).body).toBe(errorCopy(404).body);
  });

  it('503 is Under Maintenance without the way home', () => {
    expect(errorCopy(503)).toMatchObject({ headline: 'Under Maintenance', showHomeButton: false });
    expect(errorCopy(503).body).toMatch(/scheduled maintenance/);
  });

  it.each([
    [404, 404],
    [400, 400],
    [503, 503],
    [500, 500],
    [401, 400],
    [418, 400],
    [502, 500],
    [undefined, 500],
  ])('status %s gets the %i page', (status, page) => {
    expect(errorPageStatus(status)).toBe(page);
  });
});
