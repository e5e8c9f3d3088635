import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { testServerPort } from './e2e/free-port';
import {
  INTEGRATIONS_PORT,
  STAND_IN,
  STAND_IN_PORT,
  integrationsEnv,
} from './e2e/stand-ins/integrations-env.mjs';

/**
 * The integrations suite: the main suite's build, served with every third party configured
 * against a local stand-in (run-time settings: `integrationsEnv`), checking what loads before and
 * after consent under the real Content-Security-Policy (`npm run test:e2e:integrations`).
 */
const port = testServerPort('E2E_INTEGRATIONS_PORT', INTEGRATIONS_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  ...baseConfig,
  testDir: './e2e/integrations',
  testIgnore: [],
  use: { ...baseConfig.use, baseURL },
  projects: [{ name: 'integrations', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'node e2e/stand-ins/third-party-stand-in.mjs',
      url: `${STAND_IN}/health`,
      reuseExistingServer: false,
      env: { STAND_IN_PORT: String(STAND_IN_PORT) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/v3/health/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...integrationsEnv,
        PORT: String(port),
        E2E_DATA_NAME: 'e2e-integrations',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
