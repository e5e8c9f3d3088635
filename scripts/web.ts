// `npm run serve`: the web process over the existing build (`npm run build`) on $PORT (default
// 3000) and $HOSTNAME_BIND (default 0.0.0.0); see src/server/startup/shop-web-server.ts. It
// imports none of the browser journeys' test routes (scripts/e2e-web.ts does), so no build holds
// them.
import { serveShop } from '@/server/startup/shop-web-server';
import { prepareWebEnv } from './web-env';

await serveShop(prepareWebEnv());
