import styled from 'styled-components';
import { formatCents } from '@/domain/format/money';
import {
  ADDON_FREQUENCY_LABELS,
  ADDON_MAX_QUANTITY,
  ADDON_MIN_QUANTITY,
  DEFAULT_ADDON_FREQUENCY,
  DEFAULT_ADDON_QUANTITY,
} from '@/domain/addon-limits';
import { allergenNotices, allergenTag, type AllergicPup } from '@/domain/allergens';
import { CheckboxField, SelectField } from '@/ui/forms';
import type { AddonDraft } from '../quiz/quiz-state';
import { AllergenWarnings, TaggedLabel } from './allergen-warnings';
import { PupPlanCard } from './plan-styles';

export interface AddonOption {
  sku: string;
  name: string;
  size: string;
  priceCents: number;
  productType: 'TR' | 'SP';
  /** Allergy keys from its ingredients. */
  allergens: string[];
}

const Item = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.palette.line};
`;

const Settings = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(90px, 140px) minmax(160px, 220px);
  padding-left: 34px;
`;

const QUANTITIES = Array.from({ length: ADDON_MAX_QUANTITY - ADDON_MIN_QUANTITY + 1 }, (_, index) =>
  String(ADDON_MIN_QUANTITY + index),
).map((value) => ({ value, label: value }));
const FREQUENCIES = ([1, 2] as const).map((value) => ({
  value: String(value),
  label: ADDON_FREQUENCY_LABELS[value],
}));

/**
 * Treats and supplements for the box: quantity 1–6, every box or every other box. One with a pup's
 * allergen is flagged, and once chosen it needs the owner's acknowledgement.
 */
export function AddonsPicker({
  options,
  value,
  onSet,
  onRemove,
  intro = 'They ship with the food; change or remove them any time.',
  pups = [],
  acknowledged = [],
  onAcknowledge = () => undefined,
  warnFor = value.map((addon) => addon.sku),
}: {
  options: AddonOption[];
  value: AddonDraft[];
  onSet: (addon: AddonDraft) => void;
  onRemove: (sku: string) => void;
  intro?: string;
  /** The pups these extras are for, with their allergies. */
  pups?: readonly AllergicPup[];
  acknowledged?: readonly string[];
  onAcknowledge?: (sku: string, yes: boolean) => void;
  /** The chosen extras to warn about (all of them unless some were agreed to before). */
  warnFor?: readonly string[];
}) {
  const items = options.map((option) => ({ ...option, key: option.sku }));
  return (
    <PupPlanCard aria-labelledby="addons-title">
      <h2 id="addons-title">Add treats and supplements</h2>
      <p>{intro}</p>
      {options.map((option) => {
        const chosen = value.find((addon) => addon.sku === option.sku);
        const set = (changes: Partial<{ quantity: number; frequency: 1 | 2 }>) =>
          onSet({
            sku: option.sku,
            quantity: chosen?.quantity ?? DEFAULT_ADDON_QUANTITY,
            frequency: chosen?.frequency ?? DEFAULT_ADDON_FREQUENCY,
            ...changes,
          });
        const tag = allergenTag(option, pups);
        return (
          <Item key={option.sku}>
            <CheckboxField
              label={
                <TaggedLabel
                  text={`${option.name} (${option.size}), ${formatCents(option.priceCents)} each`}
                  tag={tag}
                />
              }
              checked={Boolean(chosen)}
              onChange={(event) => (event.target.checked ? set({}) : onRemove(option.sku))}
            />
            {chosen ? (
              <Settings>
                <SelectField
                  label={`Quantity of ${option.name}`}
                  options={QUANTITIES}
                  value={String(chosen.quantity)}
                  onChange={(event) => set({ quantity: Number(event.target.value) })}
                />
                <SelectField
                  label={`How often for ${option.name}`}
                  options={FREQUENCIES}
                  value={String(chosen.frequency)}
                  onChange={(event) => set({ frequency: Number(event.target.value) as 1 | 2 })}
                />
              </Settings>
            ) : null}
          </Item>
        );
      })}
      <AllergenWarnings
        notices={allergenNotices(items, warnFor, pups)}
        acknowledged={acknowledged}
        onAcknowledge={onAcknowledge}
      />
    </PupPlanCard>
  );
}
