/**
 * Where to send someone after login or logout: only ever a path inside the shop. Anything else
 * (another host, a protocol-relative '//evil', a javascript: URL, garbage) falls back.
 */
export function safeRedirect(value: unknown, fallback = '/account/'): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return fallback;
  if (
    !raw.startsWith('/') ||
    raw.startsWith('//') ||
    raw.startsWith('/\\') ||
    /[\u0000-\u001f]/.test(raw)
  )
    return fallback;
  try {
    const url = new URL(raw, 'http://shop.invalid');
    if (url.origin !== 'http://shop.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
