import { PROVIDER_FAILURE_MESSAGE, PROVIDER_FAILURE_TITLE } from '@/contracts/errors';
import {
  PASSWORD_RESET_EMAIL_SENT,
  RECOVERY_INSTRUCTIONS,
  REFRESH_AND_RETRY,
  SUBMIT_AGAIN,
} from '@/domain/generic-messages';

/** The spec's user-facing texts (section 8), in one place. */
export const MESSAGES = {
  refreshAndRetry: REFRESH_AND_RETRY,
  submitAgain: SUBMIT_AGAIN,
  changesSaved: 'Changes saved',
  passwordResetEmailSent: PASSWORD_RESET_EMAIL_SENT,
  recoveryInstructions: RECOVERY_INSTRUCTIONS,
  paymentFieldsLoad:
    'There was an error loading the payment fields. Please refresh your browser or reach out to Canine Care to complete your signup.',
  stripeProviderTitle: PROVIDER_FAILURE_TITLE,
  stripeProviderMessage: PROVIDER_FAILURE_MESSAGE,
  stripeNotLoaded: 'stripe or elements has not yet loaded',
} as const;
