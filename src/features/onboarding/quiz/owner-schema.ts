import { boolean, object, string } from 'yup';
import { isValidUsPhone, phoneDigits } from '@/domain/format/phone';
import { isEmailAddress } from '@/domain/email-format';
import { EMAIL_REQUIRED, FIELD_REQUIRED, PHONE_REQUIRED } from '@/domain/field-messages';

/**
 * The quiz's last step (spec section 5's messages). The phone and consent to texts are both
 * optional and separate. `sms` is the spec's text for a flow that sends results only by text,
 * which this quiz does not have.
 */
export const OWNER_MESSAGES = {
  firstName: FIELD_REQUIRED,
  email: EMAIL_REQUIRED,
  phone: PHONE_REQUIRED,
  sms: 'You must check the box to agree to the SMS terms to get results via text.',
} as const;

export const ownerSchema = object({
  firstName: string().trim().required(OWNER_MESSAGES.firstName).max(100),
  email: string()
    .trim()
    .default('')
    .test('email', OWNER_MESSAGES.email, (value = '') => isEmailAddress(value)),
  phone: string()
    .default('')
    .test('phone', OWNER_MESSAGES.phone, (value, context) => {
      const digits = phoneDigits(value ?? '');
      // Texts need a number to go to; without them the phone is optional.
      if (digits.length === 0) return context.parent.smsConsent !== true;
      return isValidUsPhone(digits);
    }),
  // Consent to texts is its own choice, never forced by typing a phone number: it is not a
  // condition of purchase (see the footer's text-message blurb).
  smsConsent: boolean().default(false),
});
