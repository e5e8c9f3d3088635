import { useState, type FormEvent } from 'react';
import { browserApiClient } from '@/features/auth/session/api-client';
import { markOfferCodeInvalid } from '@/features/cart/offer-code';
import { browserStore } from '@/features/onboarding/visit/visit-params';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { toApiError, toUserMessage, updateCart, type Cart } from '@/lib/api-client';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { FIELD_REQUIRED } from '@/server/domain/field-messages';

/** The promo code box at checkout (SHOW_PROMO_CODE_CHECKOUT). A refused code is remembered. */
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
  if (!enabled) return null;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!wanted) return setError(FIELD_REQUIRED);
    setApplying(true);
    try {
      onCartChange(await updateCart(browserApiClient(), customerId, { coupon_code: wanted }));
      setError(undefined);
      setCode('');
    } catch (failure) {
      const apiError = toApiError(failure);
      markOfferCodeInvalid(browserStore(), wanted);
      setError(apiError.fieldErrors.coupon_code?.[0] ?? toUserMessage(apiError).message);
    }
    setApplying(false);
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
    </form>
  );
}
