// HTTP from a chosen loopback address (fetch cannot pick its source address): the throttling
// check calls nginx as one client machine would, so the address nginx forwards is its own.
import { request } from 'node:http';

export function httpFrom(localAddress, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolveResponse, reject) => {
    const req = request(url, { method, headers, localAddress }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolveResponse({ status: res.statusCode, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** A NextAuth login attempt from `localAddress`, with a made-up first hop in X-Forwarded-For. */
export async function loginFrom(localAddress, base, email, password, madeUpHop) {
  const spoof = { 'x-forwarded-for': madeUpHop };
  const csrf = await httpFrom(localAddress, `${base}/api/auth/csrf/`, { headers: spoof });
  const cookie = (csrf.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  const form = new URLSearchParams({
    email,
    password,
    csrfToken: csrf.json.csrfToken,
    callbackUrl: `${base}/account/`,
    json: 'true',
  }).toString();
  const response = await httpFrom(localAddress, `${base}/api/auth/callback/login/`, {
    method: 'POST',
    headers: { ...spoof, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const url = response.json?.url ?? response.headers.location ?? '';
  return { status: response.status, error: new URL(url, base).searchParams.get('error') };
}
