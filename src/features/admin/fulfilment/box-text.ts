import type { FulfilmentBox } from '@/lib/api-client/admin/fulfilment';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "Fresh Chicken: 12 trays" */
export const recipeLine = (recipe: { recipe_name: string; unit: string; count: number }) =>
  `${recipe.recipe_name}: ${plural(recipe.count, recipe.unit)}`;

/** "Crunchy Bites × 2 bags" */
export const addonLine = (addon: { product_name: string; unit: string; quantity: number }) =>
  `${addon.product_name} × ${plural(addon.quantity, addon.unit)}`;

export const shipToLines = (to: FulfilmentBox['ship_to']) =>
  [
    `${to.first_name} ${to.last_name}`.trim(),
    to.address1,
    to.address2,
    `${to.city}, ${to.state} ${to.zip_code}`,
  ].filter(Boolean);

export const STATUS_LABELS: Record<FulfilmentBox['status'], string> = {
  pending: 'To pack',
  packed: 'Packed',
  shipped: 'Shipped',
};

export const CARRIER_OPTIONS = [
  { value: 'usps', label: 'USPS' },
  { value: 'ups', label: 'UPS' },
  { value: 'fedex', label: 'FedEx' },
  { value: 'other', label: 'Other carrier' },
] as const;

/** "Allergies: Chicken, Dairy": what the packer keeps out of the box. */
export const allergyText = (allergies: readonly string[]) =>
  allergies.length ? `Allergies: ${allergies.join(', ')}` : 'No known allergies';

/** Why a held box must not be packed or shipped. */
export const holdText = (hold: NonNullable<FulfilmentBox['hold']>) =>
  hold.reason === 'refunded'
    ? 'Do not ship: this box was refunded in full.'
    : `Do not ship: held by staff${hold.note ? ` (${hold.note})` : ''}.`;
