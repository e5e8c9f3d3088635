import { describe, expect, it } from 'vitest';
import {
  addressResolver,
  toAddressBody,
  toAddressFormValues,
  type AddressFormValues,
} from './address-form-values';

const GOOD: AddressFormValues = {
  firstName: 'Maya',
  lastName: 'Stone',
  address: '12 Bark Street',
  apt: 'Apt 4',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  phoneNumber: '503-555-0142',
  smsUpdates: true,
  residentialAddress: false,
};

const resolve = (values: AddressFormValues) =>
  addressResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('address form values', () => {
  it('maps the form names onto the API names (spec section 3)', () => {
    expect(toAddressBody(GOOD)).toEqual({
      first_name: 'Maya',
      last_name: 'Stone',
      address1: '12 Bark Street',
      address2: 'Apt 4',
      city: 'Portland',
      state: 'OR',
      zip_code: '97201',
      phone: '503-555-0142',
      is_sms: true,
      is_residential: false,
    });
  });

  it('round-trips a saved address and shows its phone grouped 3-3-4', () => {
    const values = toAddressFormValues(
      { ...toAddressBody(GOOD), phone: '5035550142' },
      { firstName: 'x', lastName: 'y' },
    );
    expect(values).toEqual(GOOD);
  });

  it('starts from the customer’s name when no address is saved', () => {
    expect(toAddressFormValues(null, { firstName: 'Ada', lastName: 'Byron' }, true)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      address: '',
      smsUpdates: true,
      residentialAddress: true,
    });
  });
});

describe('addressResolver', () => {
  it('accepts a good address', async () => {
    expect((await resolve(GOOD)).errors).toEqual({});
  });

  it.each([
    ['address', { address: '' }, 'Field is required'],
    ['address', { address: 'PO Box 12' }, 'PO boxes'],
    ['zipCode', { zipCode: '9720' }, 'Please enter a 5-digit ZIP code.'],
    ['phoneNumber', { phoneNumber: '555-12' }, 'A valid phone number is required.'],
    ['state', { state: 'HI' }, 'We deliver to the 48 contiguous states'],
    ['city', { city: ' ' }, 'Field is required'],
    ['firstName', { firstName: '' }, 'Field is required'],
  ] as const)('reports %s under the form field name', async (field, change, message) => {
    const { errors } = await resolve({ ...GOOD, ...change });
    expect(errors[field]?.message).toContain(message);
    expect(Object.keys(errors)).toEqual([field]);
  });
});
