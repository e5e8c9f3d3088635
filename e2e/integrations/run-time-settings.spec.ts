import { STAND_IN } from '../stand-ins/integrations-env.mjs';
import { expect, test } from './fixtures';

// This suite serves the main suite's build: what turns the third parties on is the environment
// the server was started with, for the policy and for the browser alike.
const scriptSources = (policy: string | undefined) =>
  /(?:^|; )script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? [];

test('a prerendered page carries the policy of the server’s configuration', async ({ request }) => {
  for (const path of ['/', '/onboarding/', '/api/v3/health/']) {
    const response = await request.get(path);
    expect(response.ok()).toBe(true);
    const sources = scriptSources(response.headers()['content-security-policy']);
    expect(sources, path).toContain(STAND_IN);
    expect(sources, path).not.toContain("'unsafe-inline'");
  }
});

test('the browser is told the configured third parties at run time', async ({ request }) => {
  const response = await request.get('/api/integrations/');
  expect(await response.json()).toMatchObject({
    app_env: 'test',
    gtm: { container_id: 'GTM-STANDIN', origin: STAND_IN },
    intercom: { app_id: 'standin', widget_origin: STAND_IN },
    flagship: { env_id: 'standinenv', decision_api_url: `${STAND_IN}/v2/` },
  });
});
