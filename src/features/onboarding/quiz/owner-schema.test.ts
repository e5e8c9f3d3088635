import { describe, expect, it } from 'vitest';
import { OWNER_MESSAGES, ownerSchema } from './owner-schema';

const good = { firstName: 'Ada', email: 'ada@example.test', phone: '', smsConsent: false };
const problems = (value: object) =>
  ownerSchema
    .validate(value, { abortEarly: false })
    .then(() => [])
    .catch((error: { errors: string[] }) => error.errors);

describe('ownerSchema', () => {
  it.each([
    [good, []],
    [{ ...good, phone: '503-555-0142', smsConsent: true }, []],
    [{ ...good, email: 'ada@' }, [OWNER_MESSAGES.email]],
    [{ ...good, email: '' }, [OWNER_MESSAGES.email]],
    [{ ...good, firstName: ' ' }, [OWNER_MESSAGES.firstName]],
    [{ ...good, phone: '555-0142', smsConsent: true }, [OWNER_MESSAGES.phone]],
    // Texts are optional and separate from the phone: consent is not a condition of purchase.
    [{ ...good, phone: '503-555-0142' }, []],
    [{ ...good, phone: '503-555-0142', smsConsent: false }, []],
    // Texts need a number to go to.
    [{ ...good, phone: '', smsConsent: true }, [OWNER_MESSAGES.phone]],
  ])('%o → %o', async (value, expected) => {
    expect(await problems(value)).toEqual(expected);
  });
});
