import { useEffect, useState, type FormEvent } from 'react';
import { browserApiClient } from '@/features/auth/session/api-client';
import {
  markOfferCodeInvalid,
  OFFER_NOTICE_KEY,
  readOfferNotice,
  type OfferNoticeView,
} from '@/features/cart/offer-code';
import { browserStore } from '@/features/onboarding/visit/visit-params';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { toApiError, toUserMessage, updateCart, type Cart } from '@/lib/api-client';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { FIELD_REQUIRED } from '@/domain/field-messages';

const sessionStore = () => (typeof window === 'undefined' ? null : window.sessionStorage);

/**
 * The promo code box at checkout (SHOW_PROMO_CODE_CHECKOUT). A refused code is remembered. A code
 * that saves less than the offer already applied is not taken: the box says which offer applies
 * and why, and the customer may still choose the other code.
 */
export function PromoCodeField({
  customerId,
  cart,
  onCartChange,
}: {
  customerId: number;
  cart: Cart;
  onCartChange: (cart: Cart) => void;
}) {
  const enabled = useFlag('SHOW_PROMO_CODE_CHECKOUT');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [applying, setApplying] = useState(false);
  // The plan step leaves one when the link's code lost to the cart's better offer.
  const [notice, setNotice] = useState<OfferNoticeView | null>(() =>
    readOfferNotice(sessionStore()),
  );
  useEffect(() => sessionStore()?.removeItem(OFFER_NOTICE_KEY), []);
  if (!enabled) return null;

  const send = async (wanted: string, replace: boolean) => {
    setApplying(true);
    try {
      const { offer_notice: refused, ...next } = await updateCart(browserApiClient(), customerId, {
        coupon_code: wanted,
        ...(replace ? { replace_offer: true } : {}),
      });
      onCartChange(next);
      setNotice(refused ?? null);
      setError(undefined);
      setCode('');
    } catch (failure) {
      const apiError = toApiError(failure);
      markOfferCodeInvalid(browserStore(), wanted);
      setError(apiError.fieldErrors.coupon_code?.[0] ?? toUserMessage(apiError).message);
    }
    setApplying(false);
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!wanted) return setError(FIELD_REQUIRED);
    await send(wanted, false);
  };

  return (
    <form onSubmit={apply} noValidate aria-label="Apply a promo code">
      <TextField
        label="Promo code"
        value={code}
        autoComplete="off"
        hint={cart.offer ? `${cart.offer.code} is applied.` : undefined}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={applying}>
        Apply
      </Button>
      {notice && cart.offer?.code === notice.kept ? (
        <div role="status">
          <p>{notice.message}</p>
          <Button
            type="button"
            variant="cancel"
            size="small"
            disabled={applying}
            onClick={() => void send(notice.code, true)}
          >
            Use {notice.code} instead
          </Button>
        </div>
      ) : null}
    </form>
  );
}
