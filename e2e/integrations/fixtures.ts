import { test as base } from '../fixtures/test';

export { expect } from '../fixtures/test';

/**
 * The Flagship SDK reaches some of its hosts whatever its decision API is set to (activations,
 * account settings on its CDN, hits and usage events). Here they are answered locally, as the stand-in does for the
 * rest; requests to them still go through the page's Content-Security-Policy first.
 */
const FLAGSHIP_FIXED_HOSTS =
  /^https:\/\/(decision|cdn|events|uc-info)\.flagship\.io\/|^https:\/\/ariane\.abtasty\.com\//;

export const test = base.extend<{ flagshipHosts: string[] }>({
  flagshipHosts: [
    async ({ context }, provide) => {
      const seen: string[] = [];
      await context.route(FLAGSHIP_FIXED_HOSTS, (route) => {
        seen.push(route.request().url());
        return route.fulfill({ status: 200, json: { accountSettings: {} } });
      });
      await provide(seen);
    },
    { auto: true },
  ],
});
