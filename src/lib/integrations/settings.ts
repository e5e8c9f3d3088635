import type { IntegrationSettings } from '@/contracts/integrations';

const INTEGRATION_SETTINGS_PATH = '/api/integrations/';

let pending: Promise<IntegrationSettings | null> | null = null;

/**
 * The third parties this deployment runs (GET /api/integrations/), asked once per page load after
 * hydration: they are the server's settings, not the build's, so they cannot be inlined. Null when
 * the answer does not come (maintenance, network): then no third party starts.
 */
export function integrationSettings(): Promise<IntegrationSettings | null> {
  pending ??= fetch(INTEGRATION_SETTINGS_PATH, { credentials: 'omit' })
    .then((response) => (response.ok ? (response.json() as Promise<IntegrationSettings>) : null))
    .catch(() => null);
  return pending;
}

/** Only for tests. */
export function resetIntegrationSettingsForTests(): void {
  pending = null;
}
