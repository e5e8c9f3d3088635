import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv, type ServerEnv } from '@/env/server';
import { sendProblem } from '@/server/api';
import { DomainError } from '@/server/errors';
import carrierAdvance from './routes/carrier-advance';
import clock from './routes/clock';
import offlineBankMode from './routes/offline-bank-mode';
import priceNotice from './routes/price-notice';
import renewalReminder from './routes/renewal-reminder';
import renewalRun from './routes/renewal-run';
import shipOrder from './routes/ship-order';
import staff from './routes/staff';

/**
 * The browser journeys' test routes, by name under /api/e2e/. They are not Next pages: only the
 * journeys' server entry (scripts/e2e-web.ts) imports this module, so `npm run build` (Next's
 * output and dist/) holds none of them and a release answers 404 whatever its environment.
 */
const ROUTES: Record<string, (req: NextApiRequest, res: NextApiResponse) => Promise<void>> = {
  'carrier-advance': carrierAdvance,
  clock,
  'offline-bank-mode': offlineBankMode,
  'price-notice': priceNotice,
  'renewal-reminder': renewalReminder,
  'renewal-run': renewalRun,
  'ship-order': shipOrder,
  staff,
};

const PREFIX = /^\/api\/e2e(?:\/|$)/;

/** Only a test server with the flag (which every other APP_ENV refuses at start, src/env/server). */
export function e2eRoutesOn(env: Pick<ServerEnv, 'appEnv' | 'e2eTestRoutes'>): boolean {
  return env.e2eTestRoutes && env.appEnv === 'test';
}

/**
 * Answers a request under /api/e2e/ (true) or leaves it to Next (false), where no such page
 * exists (404). The same handler, validation and error responder as every API route.
 */
export async function serveE2eRoute(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = new URL(req.url ?? '/', 'http://shop.invalid').pathname;
  if (!PREFIX.test(path) || !e2eRoutesOn(serverEnv())) return false;
  const name = path.replace(PREFIX, '').replace(/\/$/, '');
  const route = Object.hasOwn(ROUTES, name) ? ROUTES[name] : undefined;
  if (!route) sendProblem(res, new DomainError('not_found'));
  else await route(req as NextApiRequest, res as NextApiResponse);
  return true;
}
