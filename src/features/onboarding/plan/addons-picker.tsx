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

const Owners = styled.fieldset`
  display: grid;
  gap: ${spacing(2.5)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${spacing(2)};
    padding: 0;
  }
`;

type Owner = { petId: number; name: string };

/** The ticked extra's quantity and how often it ships; labels name the pup when there are several. */
function AddonSettings({
  option,
  chosen,
  owner,
  set,
}: {
  option: AddonOption;
  chosen: AddonDraft;
  owner?: Owner;
  set: (changes: Partial<{ quantity: number; frequency: 1 | 2 }>) => void;
}) {
  return (
    <Settings>
      <QuantityStepper
        item={owner ? `${option.name} for ${owner.name}` : option.name}
        value={chosen.quantity}
        min={ADDON_MIN_QUANTITY}
        max={ADDON_MAX_QUANTITY}
        onChange={(quantity) => set({ quantity })}
      />
      <SelectField
        label={
          owner ? `How often for ${owner.name}’s ${option.name}` : `How often for ${option.name}`
        }
        options={FREQUENCIES}
        value={String(chosen.frequency)}
        onChange={(event) => set({ frequency: Number(event.target.value) as 1 | 2 })}
      />
    </Settings>
  );
}

/**
 * Treats and supplements for the box: quantity 1–6, every box or every other box. One with a pup's
 * allergen is flagged, and once chosen it needs the owner's acknowledgement. With several pups an
 * extra is ticked for each pup it is for, each with its own quantity and frequency: it ships in
 * that pup's box.
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
  /** The ticked extras; with several owners, each names its pup (`pet_id`). */
  value: AddonDraft[];
  onSet: (addon: AddonDraft) => void;
  onRemove: (sku: string, petId?: number) => void;
  intro?: string;
  /** The pups these extras are for, with their allergies. */
  pups?: readonly AllergicPup[];
  acknowledged?: readonly string[];
  onAcknowledge?: (sku: string, yes: boolean) => void;
  /** The chosen extras to warn about (all of them unless some were agreed to before). */
  warnFor?: readonly string[];
  /** Keeps the heading's id apart when several pups' pickers share a page. */
  idPrefix?: string;
  /** The pups an extra can be for: with several, the owner ticks it for each pup it is for. */
  owners?: ReadonlyArray<Owner>;
}) {
  const several = owners.length > 1;
  // Each warning sits in its item's card: the grid can be taller than a screen.
  const notices = allergenNotices(
    options.map((option) => ({ ...option, key: option.sku })),
    warnFor,
    pups,
  );
  return (
    <PupPlanCard aria-labelledby={`${idPrefix}addons-title`}>
      <h2 id={`${idPrefix}addons-title`}>Add treats and supplements</h2>
      <p>{intro}</p>
      <Grid>
        {options.map((option) => {
          const setter =
            (chosen: AddonDraft | undefined, petId?: number) =>
            (changes: Partial<{ quantity: number; frequency: 1 | 2 }>) =>
              onSet({
                sku: option.sku,
                quantity: chosen?.quantity ?? DEFAULT_ADDON_QUANTITY,
                frequency: chosen?.frequency ?? DEFAULT_ADDON_FREQUENCY,
                ...(petId === undefined ? {} : { pet_id: petId }),
                ...changes,
              });
          const tag = allergenTag(option, pups);
          const notice = notices.find((item) => item.key === option.sku);
          const label = (
            <TaggedLabel
              text={`${option.name} (${option.size}), ${formatCents(option.priceCents)} each`}
              tag={tag}
            />
          );
          const chosen = several ? undefined : value.find((addon) => addon.sku === option.sku);
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
              {several ? (
                <Owners>
                  <legend>{label}</legend>
                  {owners.map((owner) => {
                    const mine = value.find(
                      (addon) => addon.sku === option.sku && addon.pet_id === owner.petId,
                    );
                    const set = setter(mine, owner.petId);
                    return (
                      <Settings key={owner.petId}>
                        <CheckboxField
                          label={`For ${owner.name}`}
                          checked={Boolean(mine)}
                          onChange={(event) =>
                            event.target.checked ? set({}) : onRemove(option.sku, owner.petId)
                          }
                        />
                        {mine ? (
                          <AddonSettings option={option} chosen={mine} owner={owner} set={set} />
                        ) : null}
                      </Settings>
                    );
                  })}
                </Owners>
              ) : (
                <>
                  <CheckboxField
                    label={label}
                    checked={Boolean(chosen)}
                    onChange={(event) =>
                      event.target.checked ? setter(chosen)({}) : onRemove(option.sku)
                    }
                  />
                  {chosen ? (
                    <AddonSettings option={option} chosen={chosen} set={setter(chosen)} />
                  ) : null}
                </>
              )}
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
