import { handler, reply } from '@/server/api';
import { integrationSettingsOfServer } from '@/server/security/integration-settings';

export const config = { api: { bodyParser: false } };

// Read once per page load after hydration; the settings change only when the server restarts.
const CACHE = { 'Cache-Control': 'public, max-age=300' };

export default handler({
  GET: () => reply(200, integrationSettingsOfServer(), CACHE),
});
