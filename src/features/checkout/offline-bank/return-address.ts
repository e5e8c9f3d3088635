/** Only back to this shop's own pages: the address comes in the link, which anyone can make. */
export function sameOriginReturn(returnUrl: string | undefined, origin: string): URL | null {
  if (!returnUrl) return null;
  try {
    const url = new URL(returnUrl, origin);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}
