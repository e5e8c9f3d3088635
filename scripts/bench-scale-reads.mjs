// The reads `npm run bench -- --large` compares (bench-scale.mjs), from bench-setup.ts's fixture:
// the measured customer's own reads and the console's lists, each with the token of someone
// allowed to read it and how many rows its answer holds (printed, so both sides show a full page).
const bearer = (token) => ({ authorization: `Bearer ${token}` });
const length = (key) => (body) => (key ? body[key] : body).length;

export function readsOf(fixture) {
  const customer = bearer(fixture.token);
  const support = bearer(fixture.tokens.support);
  const packer = bearer(fixture.tokens.fulfilment);
  const owner = bearer(fixture.tokens.owner);
  const id = fixture.customerId;
  const box = `/api/admin/fulfilment/dates/${fixture.boxDate}`;
  return [
    {
      name: 'cart',
      path: `/api/v3/customers/${id}/cart/`,
      headers: customer,
      count: (b) => b.lines?.length ?? Object.keys(b.subscriptions ?? {}).length,
    },
    { name: 'plans', path: '/api/v3/subscriptions/', headers: customer, count: length() },
    {
      name: 'order history',
      path: `/api/v3/customers/${id}/orders/`,
      headers: customer,
      count: length(),
    },
    {
      name: 'recommendations (pup)',
      path: `/api/v3/product-recommendations/?pet_id=${fixture.petId}`,
      headers: customer,
      count: length(),
    },
    {
      name: 'console: search by name',
      path: '/api/admin/customers/?q=stone',
      headers: support,
      count: length('results'),
    },
    {
      name: 'console: search by email',
      path: `/api/admin/customers/?q=${encodeURIComponent(fixture.email)}`,
      headers: support,
      count: length('results'),
    },
    {
      name: 'console: customer (orders)',
      path: `/api/admin/customers/${id}/`,
      headers: support,
      count: (b) => b.orders.length,
    },
    {
      name: 'console: failed payments',
      path: '/api/admin/payments/failed/',
      headers: support,
      count: length('results'),
    },
    {
      name: 'console: claims',
      path: '/api/admin/claims/',
      headers: support,
      count: length('results'),
    },
    {
      name: 'console: audit log',
      path: '/api/admin/audit/',
      headers: owner,
      count: length('results'),
    },
    {
      name: 'fulfilment: dates',
      path: '/api/admin/fulfilment/dates/',
      headers: packer,
      count: length('results'),
    },
    { name: 'fulfilment: one date', path: `${box}/`, headers: packer, count: () => 1 },
    { name: 'fulfilment: boxes', path: `${box}/boxes/`, headers: packer, count: length('results') },
    {
      name: 'fulfilment: forecast',
      path: `/api/admin/fulfilment/dates/${fixture.forecastDate}/forecast/`,
      headers: packer,
      count: length('results'),
    },
    {
      name: 'fulfilment: pick list',
      path: `${box}/pick-list/`,
      headers: packer,
      count: (b) => b.recipes.length + b.addons.length,
    },
  ];
}
