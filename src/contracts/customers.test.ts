import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { addressSchema, customerUpdateSchema, INVALID_EMAIL } from './customers';

const ADDRESS = {
  first_name: 'Maya',
  last_name: 'Stone',
  address1: '12 Bark Street',
  address2: '',
  city: 'Portland',
  state: 'OR',
  zip_code: '97201',
  phone: '503-555-0142',
};

/** Every message per field, as the form and the API both see them. */
async function problems(schema: typeof addressSchema | typeof customerUpdateSchema, value: object) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string[]> = {};
    for (const issue of error.inner) (fields[issue.path ?? ''] ??= []).push(issue.message);
    return fields;
  }
}

describe('INVALID_EMAIL', () => {
  it('shows an example format instead of a {email} placeholder, keeping the spec’s text', () => {
    expect(INVALID_EMAIL).toBe(
      'Invalid email address. Please check your email and  try again. Your email must follow the format name@example.com.',
    );
  });
});

describe('addressSchema', () => {
  it.each([
    ['an empty state', { state: '' }, { state: ['Field is required'] }],
    ['a missing state', { state: undefined }, { state: ['Field is required'] }],
    ['ZIP 00000', { zip_code: '00000' }, { zip_code: ['Please enter a valid US ZIP code.'] }],
    [
      'ZIP 10001 (New York) with Texas',
      { zip_code: '10001', state: 'TX' },
      { zip_code: ['This ZIP code is not in Texas. Please check the ZIP code and state.'] },
    ],
    [
      'an Alaskan ZIP with a contiguous state',
      { zip_code: '99501', state: 'WA' },
      { zip_code: ['This ZIP code is not in Washington. Please check the ZIP code and state.'] },
    ],
    ['11 digits', { zip_code: '97201123456' }, { zip_code: ['Please enter a 5-digit ZIP code.'] }],
    ['ZIP 10001 with New York', { zip_code: '10001', state: 'NY' }, {}],
    ['ZIP+4 78701-1234 with Texas', { zip_code: '78701-1234', state: 'TX' }, {}],
    ['a lowercase state', { zip_code: '78701', state: 'tx' }, {}],
  ])('%s', async (_name, change, expected) => {
    expect(await problems(addressSchema, { ...ADDRESS, ...change })).toEqual(expected);
  });
});

describe('customerUpdateSchema', () => {
  it.each([
    ['a blank first name', { first_name: '  ' }, { first_name: ['Field is required'] }],
    ['an empty first name', { first_name: '' }, { first_name: ['Field is required'] }],
    ['a bad email', { email: 'ada@' }, { email: [INVALID_EMAIL] }],
    ['only an email (first name not sent)', { email: 'ada@example.com' }, {}],
    ['a name without a last name', { first_name: 'Ada', last_name: '' }, {}],
  ])('%s', async (_name, value, expected) => {
    expect(await problems(customerUpdateSchema, value)).toEqual(expected);
  });
});
