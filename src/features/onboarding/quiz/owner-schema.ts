import { boolean, object, string } from 'yup';
import { phoneDigits } from '@/lib/format/phone';
import { FIELD_REQUIRED } from '@/server/domain/field-messages';

/** The quiz's last step (spec section 5's messages). The phone is optional; texts need consent. */
export const OWNER_MESSAGES = {
  firstName: FIELD_REQUIRED,
  email: 'A valid email address is required to proceed.',
  phone: 'A valid phone number is required.',
  sms: 'You must check the box to agree to the SMS terms to get results via text.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const ownerSchema = object({
  firstName: string().trim().required(OWNER_MESSAGES.firstName).max(100),
  email: string()
    .trim()
    .default('')
    .test('email', OWNER_MESSAGES.email, (value = '') => value.length <= 254 && EMAIL.test(value)),
  phone: string()
    .default('')
    .test('phone', OWNER_MESSAGES.phone, (value) => {
      const digits = phoneDigits(value ?? '');
      return digits.length === 0 || /^[2-9]\d{2}[2-9]\d{6}$/.test(digits);
    }),
  smsConsent: boolean()
    .default(false)
    .test('sms', OWNER_MESSAGES.sms, (checked, context) =>
      phoneDigits((context.parent.phone as string | undefined) ?? '').length === 0
        ? true
        : checked === true,
    ),
});
