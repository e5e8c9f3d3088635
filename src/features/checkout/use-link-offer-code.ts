import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { invalidOfferCodes, markOfferCodeInvalid } from '@/features/cart/offer-code';
import { browserApiClient } from '@/lib/session/api-client';
import { getCoupon, updateCart, type Cart } from '@/lib/api-client/shop';
import { browserStore } from '@/lib/visit/visit-params';
import { applyLinkOfferCode } from './link-offer-code';

/**
 * Applies the checkout link's `?offer_code=` once per code (applyLinkOfferCode) and gives the
 * message to show when it is not applied.
 */
export function useLinkOfferCode({
  customerId,
  cart,
  hasActiveSubscription,
  onCartChange,
}: {
  customerId: number;
  cart: Cart;
  hasActiveSubscription: boolean;
  onCartChange: (cart: Cart) => void;
}): string | null {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const tried = useRef<string | null>(null);
  const raw = router.isReady ? router.query.offer_code : undefined;
  const linkCode = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  useEffect(() => {
    if (!linkCode || tried.current === linkCode) return;
    tried.current = linkCode;
    const store = browserStore();
    void applyLinkOfferCode(
      linkCode,
      { cart, hasActiveSubscription, invalid: invalidOfferCodes(store) },
      {
        getCoupon: (code) => getCoupon(browserApiClient(), code),
        applyCode: (code) => updateCart(browserApiClient(), customerId, { coupon_code: code }),
        refuse: (code) => markOfferCodeInvalid(store, code),
      },
    ).then((outcome) => {
      if (outcome.cart) onCartChange(outcome.cart);
      setMessage(outcome.message);
    });
    // Once per code in the link: the cart changing (by this very code) must not apply it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkCode]);
  return message;
}
