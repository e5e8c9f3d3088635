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
  },
];
