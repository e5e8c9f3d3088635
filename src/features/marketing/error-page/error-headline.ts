import type { ErrorPageStatus } from '@/config/constants';

/**
 * An error page's headline, on its own: the page's title needs it in the browser, while the rest
 * of the copy (error-copy) is server HTML (error-view).
 */
export function errorHeadline(status: ErrorPageStatus): string {
  return status === 503 ? 'Under Maintenance' : 'Whoops!';
}
