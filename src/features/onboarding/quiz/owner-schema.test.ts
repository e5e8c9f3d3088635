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
    [{ ...good, phone: '503-555-0142' }, [OWNER_MESSAGES.sms]],
  ])('%o → %o', async (value, expected) => {
    expect(await problems(value)).toEqual(expected);
  });
});
