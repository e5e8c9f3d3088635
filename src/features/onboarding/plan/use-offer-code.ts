import { useState } from 'react';
import useSWR from 'swr';
import { browserApiClient } from '@/lib/session/api-client';
import {
  chooseOfferCode,
  invalidOfferCodes,
  markOfferCodeInvalid,
  mayApplyAutomatically,
} from '@/features/cart/offer-code';
import { DEFAULT_OFFER_CODE } from '@/config/constants';
import { getCoupon } from '@/lib/api-client/shop';
import { swrKeys } from '@/lib/resources/keys';
import { browserStore, queryOfferCode } from '@/lib/visit/visit-params';

/**
 * The offer for the plan step (spec section 4): the URL's code, then the cart's, then the default;
 * a code that fails its lookup (or may not be applied automatically) is remembered as invalid and
 * the next one tried. Codes the cart's record holds as failed are skipped too.
 */
export function useOfferCode(
  cartCode: string | null | undefined,
  /** Undefined while the customer's status is loading: no offer is tried before it is known. */
  activeSubscription: boolean | undefined,
  /** The codes the cart's own record holds as failed (the server's half of the record). */
  cartInvalidCodes: readonly string[] = [],
) {
  const store = browserStore();
  const [invalid, setInvalid] = useState(() => invalidOfferCodes(store));
  const known = activeSubscription !== undefined;
  const hasActiveSubscription = activeSubscription === true;
  const code = known
    ? chooseOfferCode(
        {
          queryCode: store ? queryOfferCode(store) : null,
          cartCode,
          defaultCode: DEFAULT_OFFER_CODE,
        },
        [...invalid, ...cartInvalidCodes],
      )
    : null;
  const refuse = (failed: string) => {
    markOfferCodeInvalid(store, failed);
    setInvalid((codes) => [...codes, failed]);
  };
  const coupon = useSWR(
    code ? swrKeys.coupon(code) : null,
    () => getCoupon(browserApiClient(), code!),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      onSuccess: (offer) => {
        if (!mayApplyAutomatically(offer, { hasActiveSubscription })) refuse(offer.code);
      },
      onError: () => {
        if (code) refuse(code);
      },
    },
  );
  const usable = coupon.data && mayApplyAutomatically(coupon.data, { hasActiveSubscription });
  return {
    code: usable ? coupon.data!.code : null,
    offer: usable ? coupon.data! : null,
    loading: !known || (Boolean(code) && !coupon.data && !coupon.error),
  };
}
