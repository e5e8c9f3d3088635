import { contentSecurityPolicy } from '../../../security-headers.js';
import { thirdPartyEnv } from '@/env/server';

/**
 * The production Content-Security-Policy, from the third parties configured when the server
 * starts (not when the build ran), so one build serves every configuration. The web server
 * (src/server/startup/shop-web-server.ts) sets it on every response it hands to Next: pages,
 * prerendered or not, their data, files and API answers. `next dev` still gets it from next.config.js, which reads its
 * environment when the development server starts.
 */
export function productionContentSecurityPolicy(
  source: Record<string, string | undefined>,
): string {
  return contentSecurityPolicy(false, thirdPartyEnv(source));
}
