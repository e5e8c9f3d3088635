// The web process of the browser journeys only (scripts/e2e-server.mjs compiles and starts it):
// the shop as `npm run serve` runs it, plus the test routes under /api/e2e/ answered in process
// before Next (src/server/e2e/router.ts). Never part of `npm run build`: no release holds it.
import { serveE2eRoute } from '@/server/e2e/router';
import { serveShop } from '@/server/startup/shop-web-server';
import { prepareWebEnv } from './web-env';

await serveShop(prepareWebEnv(), { intercept: serveE2eRoute });
