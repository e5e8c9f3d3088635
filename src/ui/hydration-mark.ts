/**
 * Until the page has hydrated, the inline loader in the document head (after-paint-scripts.ts)
 * holds a click on a button and a form's native submission; the page calls this once hydrated,
 * and the held click is given back.
 */
export const HYDRATED_CALLBACK = '__shopHydrated';
/** Set on <html> once the page has hydrated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

type WithCallback = { [HYDRATED_CALLBACK]?: () => void };

export function markHydrated(): void {
  (window as WithCallback)[HYDRATED_CALLBACK]?.();
}
