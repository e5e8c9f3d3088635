import type { ErrorPageStatus } from '@/config/constants';
import { errorHeadline } from './error-headline';

export interface ErrorCopy {
  headline: string;
  body: string;
  showHomeButton: boolean;
}

const MISSING_PAGE = "This page doesn't exist, or a puppy made a meal out of it.";

/** What each error page says (spec section 2, "Error page"). */
export function errorCopy(status: ErrorPageStatus): ErrorCopy {
  switch (status) {
    case 400:
      return {
        headline: errorHeadline(status),
        body: "We couldn't handle that request. Please check the address and try again.",
        showHomeButton: true,
      };
    case 404:
    case 500:
      return { headline: errorHeadline(status), body: MISSING_PAGE, showHomeButton: true };
    case 503:
      return {
        headline: errorHeadline(status),
        body: "We're in the middle of some scheduled maintenance. Please check back a little later, or call our customer experience team at",
        showHomeButton: false,
      };
  }
}

/** Which of the four error pages a status code gets. */
export function errorPageStatus(status: number | undefined): ErrorPageStatus {
  if (status === 404 || status === 400 || status === 503) return status;
  if (status && status >= 400 && status < 500) return 400;
  return 500;
}
