import type { Allergen } from '@/domain/allergens';

/** Treats (TR) and supplements (SP) sold as add-ons, with the spec's keys and stock codes. */
export interface AddonData {
  key: string;
  sku: string;
  name: string;
  productType: 'TR' | 'SP';
  container: 'bag' | 'jar';
  description: string;
  priceCents: number;
  /** What one bag or jar holds, for the label. */
  size: string;
  /**
   * Allergy keys, from the ingredients the product is made of (named in its description). Dental
   * chews and the supplements' soft-chew bases name no further ingredients: none are declared.
   */
  allergens: Allergen[];
}

export const ADDONS: AddonData[] = [
  {
    key: 'beefjerky',
    sku: 'JERKYSTRIPS-BE',
    name: 'Beef Jerky Strips',
    productType: 'TR',
    container: 'bag',
    description: 'Single-ingredient beef strips, slow-dried.',
    priceCents: 1199,
    size: '5 oz bag',
    allergens: ['beef'],
  },
  {
    key: 'chickenjerky',
    sku: 'JERKYSTRIPS-CH',
    name: 'Chicken Jerky Strips',
    productType: 'TR',
    container: 'bag',
    description: 'Single-ingredient chicken strips, slow-dried.',
    priceCents: 1099,
    size: '5 oz bag',
    allergens: ['chicken'],
  },
  {
    key: 'turkeyjerky',
    sku: 'JERKYSTRIPS-TU',
    name: 'Turkey Jerky Strips',
    productType: 'TR',
    container: 'bag',
    description: 'Single-ingredient turkey strips, slow-dried.',
    priceCents: 1099,
    size: '5 oz bag',
    allergens: ['turkey'],
  },
  {
    key: 'sweetpotatoes',
    sku: 'SWEETPOTATOSLICES1',
    name: 'Sweet Potato Slices',
    productType: 'TR',
    container: 'bag',
    description: 'Chewy dehydrated sweet potato: a plant-based treat.',
    priceCents: 899,
    size: '6 oz bag',
    // Sweet potato counts as potato, as in the recipes.
    allergens: ['potato'],
  },
  {
    key: 'dentalchews-xs',
    sku: 'DENTALCHEWS-XS',
    name: 'Dental Chews (Extra Small)',
    productType: 'TR',
    container: 'bag',
    description: 'Daily chews for dogs up to 10 lb.',
    priceCents: 1299,
    size: '30 chews',
    allergens: [],
  },
  {
    key: 'dentalchews-s',
    sku: 'DENTALCHEWS-S',
    name: 'Dental Chews (Small)',
    productType: 'TR',
    container: 'bag',
    description: 'Daily chews for dogs 10–25 lb.',
    priceCents: 1399,
    size: '30 chews',
    allergens: [],
  },
  {
    key: 'dentalchews-m',
    sku: 'DENTALCHEWS-M',
    name: 'Dental Chews (Medium)',
    productType: 'TR',
    container: 'bag',
    description: 'Daily chews for dogs 25–50 lb.',
    priceCents: 1499,
    size: '30 chews',
    allergens: [],
  },
  {
    key: 'dentalchews-l',
    sku: 'DENTALCHEWS-L',
    name: 'Dental Chews (Large)',
    productType: 'TR',
    container: 'bag',
    description: 'Daily chews for dogs over 50 lb.',
    priceCents: 1599,
    size: '30 chews',
    allergens: [],
  },
  {
    key: 'zoomies',
    sku: 'ZOOMIES01',
    name: 'Zoomies Hip & Joint',
    productType: 'SP',
    container: 'jar',
    description: 'Glucosamine, chondroitin and green-lipped mussel for active joints.',
    priceCents: 2499,
    size: '60 soft chews',
    // Green-lipped mussel is a shellfish (glucosamine is usually made from shells too).
    allergens: ['shellfish'],
  },
  {
    key: 'bellyrubs',
    sku: 'BELLYRUBS01',
    name: 'Belly Rubs Probiotic',
    productType: 'SP',
    container: 'jar',
    description: 'Probiotics and pumpkin for a settled stomach.',
    priceCents: 2299,
    size: '60 soft chews',
    allergens: [],
  },
  {
    key: 'chillpills',
    sku: 'CHILLPILLS01',
    name: 'Chill Pills Calming',
    productType: 'SP',
    container: 'jar',
    description: 'Chamomile and L-theanine for calmer car rides and storms.',
    priceCents: 2299,
    size: '60 soft chews',
    allergens: [],
  },
];
