// The consent banner as the server renders it: nothing in the browser's build (see SiteConsentBanner).
export { ConsentBanner as default } from './consent-banner';
