// @ts-check
// The third parties the Content-Security-Policy lets the browser reach, each only when it is
// configured. The switches are the NEXT_PUBLIC_ variables read at build time, so the policy and the
// code that loads each integration always agree. Plain JS so next.config.js can load it directly.

/** @typedef {'script' | 'connect' | 'frame' | 'img' | 'font' | 'media' | 'form'} SourceKind */
/** @typedef {Partial<Record<SourceKind, string[]>>} Sources */
/** @typedef {Record<string, string | undefined>} Env */

/** The origin (scheme, host, port) of a configured URL, or null when it is not a URL. */
function originOf(/** @type {string | undefined} */ url) {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Stripe.js and its card frames (https://docs.stripe.com/security/guide#content-security-policy). */
function stripe(/** @type {Env} */ env) {
  if (!env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY) return {};
  return {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  };
}

function recaptcha(/** @type {Env} */ env) {
  if (!env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY) return {};
  return {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  };
}

const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Google Tag Manager and the Google Analytics 4 tags it runs. Tags that inject inline scripts
 * (custom HTML) stay blocked: the container may only use Google's built-in tag templates.
 */
function tagManager(/** @type {Env} */ env) {
  if (!env.NEXT_PUBLIC_GTM_ID) return {};
  const origin = originOf(env.NEXT_PUBLIC_GTM_ORIGIN) ?? GOOGLE_TAG_ORIGIN;
  if (origin !== GOOGLE_TAG_ORIGIN) return { script: [origin], connect: [origin], img: [origin] };
  const analytics = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
  return {
    script: ['https://*.googletagmanager.com'],
    connect: ['https://*.googletagmanager.com', ...analytics],
    img: ['https://*.googletagmanager.com', ...analytics],
  };
}

/**
 * Flagship: the decision API (or the configured replacement), plus the hosts the SDK reaches
 * whatever it is configured with: account settings on its CDN, hits and consent, usage events.
 */
const FLAGSHIP_HOSTS = [
  // Activations go here even when decisions come from elsewhere.
  'https://decision.flagship.io',
  'https://cdn.flagship.io',
  'https://ariane.abtasty.com',
  'https://events.flagship.io',
  'https://uc-info.flagship.io',
];

function experiments(/** @type {Env} */ env) {
  if (!env.NEXT_PUBLIC_FLAGSHIP_ENV_ID || !env.NEXT_PUBLIC_FLAGSHIP_API_KEY) return {};
  const decisions = originOf(env.NEXT_PUBLIC_FLAGSHIP_DECISION_API_URL);
  return { connect: [...(decisions ? [decisions] : []), ...FLAGSHIP_HOSTS] };
}

/** Sentry sends its envelopes to the host named in the DSN. */
function errorReporting(/** @type {Env} */ env) {
  const ingest = originOf(env.NEXT_PUBLIC_SENTRY_DSN);
  return ingest ? { connect: [ingest] } : {};
}

/** Datadog RUM posts to its site's browser intake, or to the configured proxy. */
function realUserMonitoring(/** @type {Env} */ env) {
  if (!env.NEXT_PUBLIC_DATADOG_APPLICATION_ID || !env.NEXT_PUBLIC_DATADOG_CLIENT_TOKEN) return {};
  const proxy = originOf(env.NEXT_PUBLIC_DATADOG_PROXY_URL);
  if (proxy) return { connect: [proxy] };
  // us3.datadoghq.com → browser-intake-us3-datadoghq.com: every dot but the last becomes a dash.
  const site = env.NEXT_PUBLIC_DATADOG_SITE || 'datadoghq.com';
  return { connect: [`https://browser-intake-${site.replace(/\.(?=[^.]*\.)/g, '-')}`] };
}

// Numbered hosts serving attachments in messages (which one a workspace uses is not documented).
const INTERCOM_ATTACHMENTS = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(
  (n) => `https://*.intercom-attachments-${n}.com`,
);

/**
 * Intercom's messenger, for a US-hosted workspace, after Intercom's "Using Intercom with Content
 * Security Policy" (help article 3894): its loader and app, the API, websockets and uploads
 * (`*.intercom.io` covers api, api-iam, api-ping, via and the nexus websockets;
 * `*.intercom-messenger.com` is the newer messenger's host), images and attachments, fonts, sound,
 * the sheets and reporting frames, and the forms it posts. Video embeds (YouTube, Vimeo, Wistia)
 * are left out: customer care sends links instead.
 */
function chat(/** @type {Env} */ env) {
  if (!env.NEXT_PUBLIC_INTERCOM_APP_ID) return {};
  const standIn = originOf(env.NEXT_PUBLIC_INTERCOM_WIDGET_ORIGIN);
  if (standIn) return { script: [standIn], connect: [standIn], img: [standIn] };
  return {
    script: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connect: [
      'https://*.intercom.io',
      'wss://*.intercom.io',
      'https://*.intercom-messenger.com',
      'wss://*.intercom-messenger.com',
      'https://*.intercomcdn.com',
      'https://uploads.intercomusercontent.com',
    ],
    frame: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
    img: [
      'https://*.intercomcdn.com',
      'https://static.intercomassets.com',
      'https://uploads.intercomusercontent.com',
      'https://messenger-apps.intercom.io',
      ...INTERCOM_ATTACHMENTS,
    ],
    font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    media: ['https://js.intercomcdn.com', 'https://downloads.intercomcdn.com'],
    form: ['https://intercom.help', 'https://api-iam.intercom.io'],
  };
}

const INTEGRATIONS = [
  stripe,
  recaptcha,
  tagManager,
  experiments,
  errorReporting,
  realUserMonitoring,
  chat,
];

/**
 * Every third-party source the configured integrations need, by kind, without duplicates.
 * @param {Env} env
 * @returns {Record<SourceKind, string[]>}
 */
function thirdPartySources(env) {
  /** @type {Record<SourceKind, Set<string>>} */
  const sets = {
    script: new Set(),
    connect: new Set(),
    frame: new Set(),
    img: new Set(),
    font: new Set(),
    media: new Set(),
    form: new Set(),
  };
  for (const integration of INTEGRATIONS) {
    /** @type {Sources} */
    const sources = integration(env);
    for (const [kind, values] of Object.entries(sources)) {
      values.forEach((value) => sets[/** @type {SourceKind} */ (kind)].add(value));
    }
  }
  return {
    script: [...sets.script],
    connect: [...sets.connect],
    frame: [...sets.frame],
    img: [...sets.img],
    font: [...sets.font],
    media: [...sets.media],
    form: [...sets.form],
  };
}

module.exports = { thirdPartySources, originOf };
