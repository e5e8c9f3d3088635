// A customer's side of the shop over HTTP, as a browser's calls reach it: NextAuth's form posts
// with a cookie jar, then the /api/v3 calls with the session's bearer token. Used by the release
// and cluster tests, which talk to real processes (through nginx or to one instance directly).

const FORM = 'application/x-www-form-urlencoded';
export const PASSWORD = 'long walks in the rain';

export const SHIPPING = {
  first_name: 'Maya',
  last_name: 'Stone',
  address1: '12 Bark Street',
  address2: '',
  city: 'Portland',
  state: 'OR',
  zip_code: '97201',
  phone: '5035550142',
  is_sms: false,
  is_residential: true,
};

const PUP = {
  name: 'Biscuit',
  weight: 30,
  activity_level: 'normal',
  is_neutered: true,
  birth_year: 2020,
  birth_month: 5,
  allergies: [],
};

export class HttpError extends Error {
  constructor(method, url, status, body) {
    super(`${method} ${url} answered ${status}: ${body.slice(0, 300)}`);
    this.status = status;
  }
}

/** One browser: a cookie jar and, once signed in, the session's customer id and access token. */
export function shopClient(base, { forwardedFor } = {}) {
  const jar = new Map();
  const state = { base, customerId: undefined, token: undefined };
  const remember = (headers) => {
    for (const cookie of headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  async function raw(method, path, { body, form, headers = {} } = {}) {
    const response = await fetch(`${state.base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(jar.size ? { cookie: cookie() } : {}),
        ...(state.token ? { authorization: `Bearer ${state.token}` } : {}),
        ...(form ? { 'content-type': FORM } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        ...headers,
      },
      body: form
        ? new URLSearchParams(form).toString()
        : body === undefined
          ? undefined
          : JSON.stringify(body),
    });
    remember(response.headers);
    const text = await response.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  async function call(method, path, options) {
    const response = await raw(method, path, options);
    if (response.status >= 400) throw new HttpError(method, path, response.status, response.text);
    return response.json;
  }

  async function nextAuth(provider, fields) {
    const { csrfToken } = await call('GET', '/api/auth/csrf/');
    return raw('POST', `/api/auth/callback/${provider}/`, {
      form: { ...fields, csrfToken, callbackUrl: `${state.base}/account/`, json: 'true' },
    });
  }

  async function readSession() {
    const session = await call('GET', '/api/auth/session/');
    if (!session?.user?.access_token) throw new Error('No session after signing in');
    state.customerId = session.user.id;
    state.token = session.user.access_token;
    return session;
  }

  return {
    state,
    raw,
    call,
    /** Switches the instance this browser talks to (its cookies and token go along). */
    useBase(next) {
      state.base = next;
    },
    async register(email) {
      const response = await nextAuth('register', {
        email,
        first_name: 'Maya',
        customer_group_id: '1',
      });
      if (response.status >= 400)
        throw new HttpError('POST', 'register', response.status, response.text);
      await readSession();
      await call('PUT', '/api/v3/auth/create-password/', {
        body: { password: PASSWORD, confirm_password: PASSWORD },
      });
    },
    /** A login attempt; resolves with the callback's status and the error NextAuth names. */
    async login(email, password) {
      const response = await nextAuth('login', { email, password });
      const url = response.json?.url ?? response.headers.get('location') ?? '';
      const error = new URL(url, state.base).searchParams.get('error');
      if (!error && response.status < 400) await readSession();
      return { status: response.status, error };
    },
    readSession,
    /** Address, pup and that pup's recommended plan in the cart; resolves with the cart. */
    async fillCart() {
      const id = state.customerId;
      await call('POST', `/api/v3/customers/${id}/address/`, { body: SHIPPING });
      const pet = await call('POST', `/api/v3/customers/${id}/pets/`, { body: PUP });
      const plans = await call('GET', `/api/v3/product-recommendations/?pet_id=${pet.id}`);
      const fresh = plans.find((plan) => plan.recommended) ?? plans[0];
      const sku = fresh.recommended.subscription_sku;
      return call('PUT', `/api/v3/customers/${id}/cart/`, {
        body: { subscriptions: { [String(pet.id)]: { sku, addons: [] } }, line_items: [] },
      });
    },
    /** A saved test card and a payment intent for the cart, held (authorized) with that card. */
    async holdPayment(cart, card = 'pm_card_visa') {
      const id = state.customerId;
      const method = await call('POST', `/api/v3/customers/${id}/payment_methods/`, {
        body: { card_token: card },
      });
      const intent = await call('POST', '/api/v3/payments/initiate/', {
        body: { cart_id: cart.cart_id, payment_method_id: method.id },
      });
      await call('POST', `/api/v3/payments/${intent.transaction_id}/confirm/`, {
        body: { payment_method_id: method.id },
      });
      return intent;
    },
    /** The checkout call itself, unchecked: concurrent calls expect one success. */
    checkout(intent) {
      return raw('POST', `/api/v3/customers/${state.customerId}/checkout/`, {
        body: { transaction_ids: [intent.transaction_id], renewal_terms_accepted: true },
      });
    },
  };
}

/** Register, fill the cart, hold the payment and check out: one whole purchase. */
export async function purchase(base, email) {
  const client = shopClient(base);
  await client.register(email);
  const cart = await client.fillCart();
  const intent = await client.holdPayment(cart);
  const placed = await client.checkout(intent);
  if (placed.status !== 200) throw new HttpError('POST', 'checkout', placed.status, placed.text);
  return { client, order: placed.json, cart };
}
