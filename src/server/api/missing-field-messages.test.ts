import { describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import { addressSchema, customerUpdateSchema } from '@/contracts/customers';
import { missingFieldMessage } from '@/domain/field-messages';
import { PET_MESSAGES } from '@/domain/pet-messages';
import { ValidationError } from '@/server/errors';
import { validate } from './validation';

async function fieldsOf(schema: Parameters<typeof validate>[0], input: unknown) {
  try {
    await validate(schema, input);
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('missingFieldMessage', () => {
  it.each([
    [
      'Field is required',
      'zip_code',
      '5-digit ZIP code',
      'Field is required (zip_code: 5-digit ZIP code)',
    ],
    [PET_MESSAGES.name, 'name', undefined, `${PET_MESSAGES.name} (name)`],
    [
      'Field is required',
      'line_items[0].sku',
      'product code',
      'Field is required (line_items[0].sku: product code)',
    ],
  ])('%s, %s, %s → %s', (message, path, info, expected) => {
    expect(missingFieldMessage(message, path, info)).toBe(expected);
  });
});

describe('validate: 400 bodies for missing fields (spec section 5)', () => {
  it('appends each missing field’s path and what it holds', async () => {
    const fields = await fieldsOf(addressSchema, { address2: '' });
    expect(fields).toMatchObject({
      first_name: ['Field is required (first_name: first name of the person receiving the box)'],
      address1: ['Field is required (address1: street address)'],
      state: ['Field is required (state: two-letter code of one of the 48 contiguous states)'],
      zip_code: ['Field is required (zip_code: 5-digit ZIP code, or ZIP+4)'],
      phone: ['A valid phone number is required. (phone: 10-digit US phone number)'],
    });
  });

  it('does so for a blank name sent to the customer', async () => {
    expect(await fieldsOf(customerUpdateSchema, { first_name: ' ' })).toEqual({
      first_name: ['Field is required (first_name: the customer’s first name)'],
    });
  });

  it('leaves other messages as they are', async () => {
    expect(await fieldsOf(addressSchema, { ...VALID, zip_code: '9720' })).toEqual({
      zip_code: ['Please enter a 5-digit ZIP code.'],
    });
  });

  it('names nested paths, and fields without a label by their path alone', async () => {
    const schema = object({ pet: object({ weight: number().required('Weight is required.') }) });
    expect(await fieldsOf(schema, { pet: {} })).toEqual({
      'pet.weight': ['Weight is required. (pet.weight)'],
    });
    expect(await fieldsOf(object({ code: string().required('Field is required') }), {})).toEqual({
      code: ['Field is required (code)'],
    });
  });
});

const VALID = {
  first_name: 'Maya',
  last_name: 'Stone',
  address1: '12 Bark Street',
  city: 'Portland',
  state: 'OR',
  zip_code: '97201',
  phone: '503-555-0142',
};
