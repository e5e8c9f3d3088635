import { mixed, number, object, string, type InferType } from 'yup';
import { CLAIM_STATUSES, type ClaimStatus } from '@/domain/claim-rules';
import type { ClaimView } from '../claims';

/** GET /api/admin/claims/?status=&page=&customer=: a page of claims, newest first. */
export const claimListQuerySchema = object({
  status: mixed<ClaimStatus>()
    .oneOf([...CLAIM_STATUSES], 'Choose pending, approved or declined.')
    .optional(),
  page: number().integer().min(1).max(10000).default(1),
  /** One customer's claims (the customer page links here). */
  customer: number().integer().min(1).optional(),
});

export interface AdminClaimView extends ClaimView {
  customer_id: number;
  customer_email: string;
  customer_name: string;
  order_delivery_date: string;
  decided_by: number | null;
}

export interface AdminClaimPage {
  results: AdminClaimView[];
  count: number;
  page: number;
  page_size: number;
}

/** POST /api/admin/claims/{id}/decision/. */
export const claimDecisionSchema = object({
  decision: mixed<'approve' | 'decline'>()
    .oneOf(['approve', 'decline'], 'Choose approve or decline.')
    .required('Choose approve or decline.'),
  reason: string()
    .trim()
    .max(500)
    .when('decision', {
      is: 'decline',
      then: (schema) => schema.required('Please give the customer a reason.'),
      otherwise: (schema) => schema.default(''),
    }),
});
export type ClaimDecisionInput = InferType<typeof claimDecisionSchema>;

/** GET and PUT /api/admin/claims/settings/: the operator's limits (owners change them). */
const whole = (label: string, max: number) =>
  number()
    .typeError(`${label} must be a number.`)
    .integer(`${label} must be a whole number.`)
    .min(0, `${label} must be 0 or more.`)
    .max(max, `${label} must be at most ${max}.`)
    .required(`${label} is required.`);

export const claimSettingsSchema = object({
  max_claims: whole('Claims per period', 100),
  max_remedy: whole('Remedy per period (cents)', 10_000_000),
  period_days: whole('Period (days)', 3650).min(1, 'Period (days) must be 1 or more.'),
  window_days: whole('Days to report', 365).min(1, 'Days to report must be 1 or more.'),
});
export type ClaimSettingsInput = InferType<typeof claimSettingsSchema>;

export interface ClaimSettingsView extends ClaimSettingsInput {
  updated_at: string;
  updated_by: number | null;
}
