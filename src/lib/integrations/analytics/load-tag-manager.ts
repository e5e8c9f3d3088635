import { whenConsented } from '../consent/consent-store';
import { markTagManagerRunning } from './track';

const SCRIPT_ID = 'ollie-tag-manager';

export const tagManagerScriptUrl = (origin: string, containerId: string) =>
  `${origin.replace(/\/$/, '')}/gtm.js?id=${encodeURIComponent(containerId)}`;

/**
 * Google Tag Manager, only when a container id is configured and only after consent. The script
 * element is created from our own bundle (no inline snippet), so the CSP needs no 'unsafe-inline'
 * and no nonce; a blocked or failing script only loses the tags, never the page.
 */
export function loadTagManager(containerId: string | undefined, origin: string): () => void {
  if (!containerId) return () => undefined;
  return whenConsented(() => {
    if (document.getElementById(SCRIPT_ID)) return;
    window.dataLayer ??= [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = tagManagerScriptUrl(origin, containerId);
    script.onload = () => markTagManagerRunning();
    script.onerror = () => console.warn('The tag manager could not load');
    document.head.appendChild(script);
  });
}
