import type { IncomingMessage } from 'node:http';
import { clientAddressOf } from '@/server/auth/client-address';
import type { ConsentEvidence } from '@/server/db/schema';
import { TERMS_VERSION } from '@/domain/renewal-terms';
import { clockNow } from '@/server/clock';

const MAX_USER_AGENT = 512;

/**
 * Who agreed, when and from where, taken from the request that carried the tick: the address by
 * the same rule as login throttling (TRUST_PROXY, TRUSTED_PROXY_COUNT), so a client cannot write
 * someone else's address into its own consent record.
 */
export function consentEvidence(req: IncomingMessage, now = clockNow()): ConsentEvidence {
  const agent = req.headers['user-agent'];
  return {
    terms_version: TERMS_VERSION,
    accepted_at: now.toISOString(),
    ip_address: clientAddressOf(req),
    user_agent: (Array.isArray(agent) ? agent.join(' ') : (agent ?? '')).slice(0, MAX_USER_AGENT),
  };
}
