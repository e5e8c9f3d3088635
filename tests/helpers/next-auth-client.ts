import type { useRoute } from './call-route';

/**
 * A browser's view of a NextAuth route (the shop's at /api/auth, the console's at
 * /api/admin/auth): its own cookie jar, the CSRF token, and form posts as NextAuth takes them.
 */
export function nextAuthFormClient(
  call: ReturnType<typeof useRoute>,
  options: { basePath: string; callbackUrl: string },
) {
  const jar = new Map<string, string>();
  const remember = (headers: Headers) => {
    for (const cookie of headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const request = async (method: string, parts: string[], form?: Record<string, string>) => {
    const response = await call({
      method,
      url: `${options.basePath}/${parts.join('/')}/`,
      params: { nextauth: parts },
      headers: {
        cookie: cookie(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    remember(response.headers);
    return response;
  };
  const post = async (parts: string[], fields: Record<string, string>) => {
    const { json } = await request('GET', ['csrf']);
    return request('POST', parts, {
      ...fields,
      csrfToken: String(json.csrfToken),
      callbackUrl: options.callbackUrl,
      json: 'true',
    });
  };
  return { jar, request, post, session: () => request('GET', ['session']) };
}
