import { useEffect } from 'react';
import { loadTagManager } from './analytics/load-tag-manager';
import { usePageViews } from './analytics/use-page-views';
import { useChat } from './chat/use-chat';
import { useExperiments } from './experiments/use-experiments';
import { loadMonitoring } from './monitoring/load-monitoring';
import { loadRum } from './monitoring/load-rum';
import { useRumUser } from './monitoring/use-rum-user';

/**
 * Starts every third party the shop is configured for, once, from _app. Each loader returns at
 * once when its integration is not configured, waits for consent where consent applies, and
 * imports its SDK lazily, so none of them weighs on a page's first load.
 */
export function useIntegrations(): void {
  useEffect(loadMonitoring, []);
  useEffect(() => loadRum(), []);
  useRumUser();
  useEffect(() => loadTagManager(), []);
  usePageViews();
  useExperiments();
  useChat();
}
