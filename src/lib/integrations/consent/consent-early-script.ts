import { CONSENT_CHOSEN_ATTRIBUTE, CONSENT_COOKIE } from './consent-store';

export { CONSENT_CHOSEN_ATTRIBUTE };

/**
 * The consent banner is part of the server-rendered page, so a first visit paints it with the
 * page instead of after hydration (a late banner became the largest paint of short pages). A
 * visitor who has already chosen must not see it flash: this script, inline at the top of every
 * page, marks <html> before the body paints, and the banner's early copy hides under that mark
 * until the app takes over. security-headers.js allows exactly this script by its hash.
 */
/** Marks the banner rendered before the browser knows the choice (server and hydration). */
export const CONSENT_EARLY_ATTRIBUTE = 'data-consent-early';

export const CONSENT_EARLY_SCRIPT = `try{if(/(?:^|;\\s*)${CONSENT_COOKIE}=(?:granted|denied)(?:;|$)/.test(document.cookie))document.documentElement.setAttribute('${CONSENT_CHOSEN_ATTRIBUTE}','')}catch(e){}`;

/** Without scripts the banner's buttons cannot work, and nothing would track anyway. */
export const CONSENT_NOSCRIPT_STYLE = `<style>[${CONSENT_EARLY_ATTRIBUTE}]{display:none}</style>`;
