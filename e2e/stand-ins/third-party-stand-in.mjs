// A local stand-in for every third party the shop can be configured with (tag manager, chat
// messenger, experiments decision API, error and RUM intake), so the integrations suite can check
// what loads when, under the real Content-Security-Policy, without reaching the internet.
import { createServer } from 'node:http';

const port = Number(process.env.STAND_IN_PORT ?? 3199);

/** gtm.js: runs every event callback, as the real container does once its tags have fired. */
const TAG_MANAGER = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const handle = (entry) => {
    if (entry && typeof entry.eventCallback === 'function') setTimeout(entry.eventCallback, 10);
  };
  layer.forEach(handle);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    entries.forEach(handle);
    return push(...entries);
  };
  window.__standIn = Object.assign(window.__standIn || {}, { tagManager: true });
})();`;

/** The messenger's widget: takes over the queue stub, records calls, and can fake a new message. */
const MESSENGER = `(() => {
  const queued = (window.Intercom && window.Intercom.q) || [];
  const handlers = { onShow: [], onHide: [], onUnreadCountChange: [] };
  const calls = [];
  const intercom = (command, ...args) => {
    calls.push([command, ...args]);
    if (command in handlers && typeof args[0] === 'function') handlers[command].push(args[0]);
    if (command === 'show') handlers.onShow.forEach((fn) => fn());
    if (command === 'hide') handlers.onHide.forEach((fn) => fn());
  };
  intercom.booted = true;
  window.Intercom = intercom;
  queued.forEach((args) => intercom(...Array.from(args)));
  window.__standIn = Object.assign(window.__standIn || {}, {
    messenger: {
      calls,
      receiveMessage: () => handlers.onUnreadCountChange.forEach((fn) => fn(1)),
    },
  });
})();`;

/** The decision API's answer: one A/B test that turns the app banner on. */
function campaigns(visitorId) {
  return {
    visitorId,
    campaigns: [
      {
        id: 'campaign-app-banner',
        name: 'App banner test',
        slug: 'app-banner-test',
        type: 'ab',
        variationGroupId: 'group-app-banner',
        variationGroupName: 'Everyone',
        variation: {
          id: 'variation-banner-on',
          name: 'Banner on',
          reference: false,
          modifications: { type: 'FLAG', value: { OLLIE_APP_BANNER: true } },
        },
      },
    ],
  };
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

function send(response, status, body, type = 'application/json') {
  response.writeHead(status, { ...CORS, 'content-type': type, 'cache-control': 'no-store' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function readBody(request) {
  return new Promise((resolve) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${port}`);
  if (request.method === 'OPTIONS') return send(response, 204, '');
  if (url.pathname === '/health') return send(response, 200, { ok: true });
  if (url.pathname === '/gtm.js') return send(response, 200, TAG_MANAGER, 'text/javascript');
  if (url.pathname.startsWith('/widget/')) return send(response, 200, MESSENGER, 'text/javascript');
  const body = request.method === 'POST' ? await readBody(request) : '';
  if (url.pathname.includes('/campaigns')) {
    let visitorId = 'visitor';
    try {
      visitorId = JSON.parse(body).visitorId ?? visitorId;
    } catch {
      // Not JSON: answer for an unnamed visitor.
    }
    return send(response, 200, campaigns(visitorId));
  }
  // Hits, activations, error envelopes and RUM batches: accepted and forgotten.
  return send(response, 200, {});
});

server.listen(port, '127.0.0.1', () => {
  console.info(`Third-party stand-in on http://127.0.0.1:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
