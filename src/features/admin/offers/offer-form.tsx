import { useState, type FormEvent } from 'react';
import {
  OFFER_APPLIES_TO,
  OFFER_CATEGORY_VALUES,
  OFFER_TYPE_VALUES,
  type AdminOfferView,
  type OfferInput,
} from '@/contracts/admin/offers';
import { SelectField, TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { fromShopInput, SHOP_ZONE_LABEL, toShopInput } from '@/domain/shop-time';
import { FormRow } from '../components/admin-styles';
import { TextFields, type TextFieldSpec } from '../components/text-fields';

const options = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

const TYPE_LABELS = {
  DOLLAR_AMOUNT: 'Dollars off',
  PERCENT_AMOUNT: 'Percent off',
  CATEGORY_PERCENT_AMOUNT: 'Percent off one product category',
};
const APPLIES_LABELS = { FIRST_BOX: 'First box only', EVERY_BOX: 'Every box' };
const CATEGORY_LABELS = {
  FR: 'Fresh (FR)',
  DY: 'Baked (DY)',
  MX: 'Mixed (MX)',
  TR: 'Treats (TR)',
  SP: 'Supplements (SP)',
};

/** When a code works and how often: each may be left empty. */
const LIMIT_FIELDS: TextFieldSpec[] = [
  {
    label: `Starts (${SHOP_ZONE_LABEL})`,
    name: 'starts_at',
    type: 'datetime-local',
    hint: 'Empty: at once.',
  },
  {
    label: `Ends (${SHOP_ZONE_LABEL})`,
    name: 'expires_at',
    type: 'datetime-local',
    hint: 'Empty: never.',
  },
  { label: 'Uses in all', name: 'max_uses', type: 'number', min: '1', hint: 'Empty: no limit.' },
  {
    label: 'Uses per customer',
    name: 'max_uses_per_customer',
    type: 'number',
    min: '1',
    hint: 'Empty: no limit.',
  },
];

/**
 * `datetime-local` has no zone: the fields are read and filled on the shop's clock, whatever the
 * browser's zone, and the API takes ISO instants.
 */
const toLocalInput = toShopInput;
const fromLocalInput = (value: FormDataEntryValue | null) =>
  value ? fromShopInput(String(value)) : null;
const optionalCount = (value: FormDataEntryValue | null) => (value ? Number(value) : null);

export interface OfferFormProps {
  /** The code being edited; a new code when absent. */
  offer?: AdminOfferView;
  errors: Record<string, string[]>;
  onSubmit: (input: OfferInput) => Promise<void>;
  onCancel?: () => void;
}

/** Create or edit a code: its discount, window, limits and which boxes it applies to. */
export function OfferForm({ offer, errors, onSubmit, onCancel }: OfferFormProps) {
  const [busy, setBusy] = useState(false);
  const error = (field: string) => errors[field]?.[0];
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await onSubmit({
        code: offer?.code ?? String(form.get('code') ?? ''),
        category: String(form.get('category')) as OfferInput['category'],
        type: String(form.get('type')) as OfferInput['type'],
        amount: Number(form.get('amount')),
        product_category: form.get('product_category')
          ? String(form.get('product_category'))
          : null,
        starts_at: fromLocalInput(form.get('starts_at')),
        expires_at: fromLocalInput(form.get('expires_at')),
        max_uses: optionalCount(form.get('max_uses')),
        max_uses_per_customer: optionalCount(form.get('max_uses_per_customer')),
        applies_to: String(form.get('applies_to')) as OfferInput['applies_to'],
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={offer ? `Edit ${offer.code}` : 'New offer code'}>
      <FormRow>
        {offer ? null : <TextField label="Code" name="code" error={error('code')} required />}
        <SelectField
          label="Category"
          name="category"
          options={options(OFFER_CATEGORY_VALUES)}
          defaultValue={offer?.category ?? 'MARKETING'}
          error={error('category')}
        />
        <SelectField
          label="Discount"
          name="type"
          options={options(OFFER_TYPE_VALUES, TYPE_LABELS)}
          defaultValue={offer?.type ?? 'PERCENT_AMOUNT'}
          error={error('type')}
        />
        <TextField
          label="Amount (dollars or percent)"
          name="amount"
          type="number"
          step="0.01"
          min="0"
          defaultValue={offer?.amount}
          error={error('amount')}
          required
        />
        <SelectField
          label="Product category"
          name="product_category"
          placeholder="Any (not category-only)"
          options={options(['FR', 'DY', 'MX', 'TR', 'SP'], CATEGORY_LABELS)}
          defaultValue={offer?.product_category ?? ''}
          error={error('product_category')}
        />
      </FormRow>
      <FormRow>
        <TextFields
          fields={LIMIT_FIELDS}
          values={{
            starts_at: toLocalInput(offer?.starts_at ?? null),
            expires_at: toLocalInput(offer?.expires_at ?? null),
            max_uses: offer?.max_uses,
            max_uses_per_customer: offer?.max_uses_per_customer,
          }}
          errors={errors}
        />
        <SelectField
          label="Applies to"
          name="applies_to"
          options={options(OFFER_APPLIES_TO, APPLIES_LABELS)}
          defaultValue={offer?.applies_to ?? 'FIRST_BOX'}
          error={error('applies_to')}
        />
      </FormRow>
      <FormRow>
        <Button type="submit" loading={busy}>
          {offer ? 'Save changes' : 'Create code'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </FormRow>
    </form>
  );
}
