import { object, string } from 'yup';
import type { CancelOffer } from '@/domain/cancel-offers';
import { CANCEL_REASONS, type CancelReason } from '@/domain/cancel-reasons';

/** GET and POST /api/v3/subscriptions/{id}/cancel_offer/. */
const REASON = string()
  .oneOf([...CANCEL_REASONS], 'Please choose a reason.')
  .required('Please choose a reason.');

export const cancelOfferQuerySchema = object({ reason: REASON });
export const acceptOfferSchema = object({
  reason: REASON,
  offer_key: string().trim().max(200).required('Please choose the offer to accept.'),
  details: string().trim().max(500).default(''),
});

export interface CancelOfferView {
  reason: CancelReason;
  offer: (CancelOffer & { key: string }) | null;
}
