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
import { CheckboxField, QuantityStepper, SelectField } from '@/ui/forms';
import type { AddonDraft } from '../quiz/quiz-state';
import { AllergenWarning, TaggedLabel } from './allergen-warnings';
import { PupPlanCard } from './plan-styles';
import { color, mediaUp, spacing } from '@/ui/theme';

export interface AddonOption {
  sku: string;
  name: string;
  size: string;
  priceCents: number;
  productType: 'TR' | 'SP';
  /** Allergy keys from its ingredients. */
  allergens: string[];
  container: 'bag' | 'jar';
  /** Its packshot (see features/catalog/product-art). */
  image: string;
  imageAlt: string;
}

// Two to a row on a phone (eleven extras one per row made the step several screens tall).
const Grid = styled.ul`
  display: grid;
  gap: ${spacing(2)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 148px), 1fr));
  ${mediaUp('tabletSmall')} {
    gap: ${spacing(3)};
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  align-content: start;
  gap: ${spacing(2.5)};
  padding: ${spacing(3)};
  border: 2px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${color.lightest};
  &:has(input[type='checkbox']:checked) {
    border-color: ${({ theme }) => theme.palette.kale};
    background: ${({ theme }) => theme.palette.bone};
  }
  img {
    width: 100%;
    height: auto;
    max-height: 96px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.small};
  }
  ${mediaUp('tabletSmall')} {
    img {
      max-height: none;
    }
  }
`;

const Settings = styled.div`
  display: grid;
  gap: ${spacing(3)};
`;

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
  idPrefix = '',
  owners = [],
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
  /** Keeps the heading's id apart when several pups' pickers share a page. */
  idPrefix?: string;
  /**
   * The pups an extra can be for: with several, each chosen extra names its pup (its box carries
   * it), the first pup until the owner chooses another.
   */
  owners?: ReadonlyArray<{ petId: number; name: string }>;
}) {
  const several = owners.length > 1;
  const ownerOptions = owners.map((owner) => ({ value: String(owner.petId), label: owner.name }));
  // Each warning sits in its item's card: the grid can be taller than a screen.
  const notices = allergenNotices(
    options.map((option) => ({ ...option, key: option.sku })),
    warnFor,
    pups,
  );
  // An extra for a pup no longer in the plan goes back to the first pup.
  const ownerOf = (petId: number | null | undefined) =>
    owners.find((owner) => owner.petId === petId)?.petId ?? owners[0]!.petId;
  return (
    <PupPlanCard aria-labelledby={`${idPrefix}addons-title`}>
      <h2 id={`${idPrefix}addons-title`}>Add treats and supplements</h2>
      <p>{intro}</p>
      <Grid>
        {options.map((option) => {
          const chosen = value.find((addon) => addon.sku === option.sku);
          const set = (changes: Partial<{ quantity: number; frequency: 1 | 2; pet_id: number }>) =>
            onSet({
              sku: option.sku,
              quantity: chosen?.quantity ?? DEFAULT_ADDON_QUANTITY,
              frequency: chosen?.frequency ?? DEFAULT_ADDON_FREQUENCY,
              ...(several ? { pet_id: ownerOf(chosen?.pet_id) } : {}),
              ...changes,
            });
          const tag = allergenTag(option, pups);
          const notice = notices.find((item) => item.key === option.sku);
          return (
            <Item key={option.sku}>
              <img
                src={option.image}
                alt={option.imageAlt}
                width={280}
                height={210}
                loading="lazy"
                decoding="async"
              />
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
                  <QuantityStepper
                    item={option.name}
                    value={chosen.quantity}
                    min={ADDON_MIN_QUANTITY}
                    max={ADDON_MAX_QUANTITY}
                    onChange={(quantity) => set({ quantity })}
                  />
                  {several ? (
                    <SelectField
                      label={`Which pup is ${option.name} for?`}
                      options={ownerOptions}
                      value={String(ownerOf(chosen.pet_id))}
                      onChange={(event) => set({ pet_id: Number(event.target.value) })}
                    />
                  ) : null}
                  <SelectField
                    label={`How often for ${option.name}`}
                    options={FREQUENCIES}
                    value={String(chosen.frequency)}
                    onChange={(event) => set({ frequency: Number(event.target.value) as 1 | 2 })}
                  />
                </Settings>
              ) : null}
              {notice ? (
                <AllergenWarning
                  notice={notice}
                  acknowledged={acknowledged.includes(notice.key)}
                  onAcknowledge={onAcknowledge}
                />
              ) : null}
            </Item>
          );
        })}
      </Grid>
    </PupPlanCard>
  );
}
