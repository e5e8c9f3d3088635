/**
 * The packing export a third-party warehouse imports: one row per line of a box (each recipe
 * with its tray or bag count, each add-on), the box's ship-to repeated on every row, so a row
 * stands alone and a box is the rows sharing a box_id. RFC 4180: comma separated, CRLF line
 * ends, a header row, fields quoted when they hold a comma, quote or line break (quotes doubled).
 * A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) is prefixed with an apostrophe. Each row also carries the pup's allergies (what the
 * packer must not put in) and whether the box is held (do not ship).
 */
export const PACKING_CSV_COLUMNS = [
  'box_id',
  'order_id',
  'delivery_date',
  'pup_name',
  'ship_to_name',
  'address1',
  'address2',
  'city',
  'state',
  'zip_code',
  'phone',
  'line_type',
  'sku',
  'item_name',
  'unit',
  'quantity',
  'allergies',
  'do_not_ship',
] as const;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvDocument(rows: CsvValue[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export interface PackingBox {
  box_id: string;
  order_id: number;
  delivery_date: string;
  pup_name: string;
  ship_to: {
    first_name: string;
    last_name: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip_code: string;
    phone: string;
  };
  recipes: Array<{ recipe_key: string; recipe_name: string; unit: string; count: number }>;
  addons: Array<{ sku: string; product_name: string; unit: string; quantity: number }>;
  /** The pup's allergies, as labels. */
  allergies?: string[];
  /** Held: refunded in full or held by staff. */
  hold?: { reason: string } | null;
}

export function packingCsvRows(boxes: PackingBox[]): CsvValue[][] {
  const rows: CsvValue[][] = [[...PACKING_CSV_COLUMNS]];
  for (const box of boxes) {
    const to = box.ship_to;
    const head = [
      box.box_id,
      box.order_id,
      box.delivery_date,
      box.pup_name,
      `${to.first_name} ${to.last_name}`.trim(),
      to.address1,
      to.address2,
      to.city,
      to.state,
      to.zip_code,
      to.phone,
    ];
    const tail = [(box.allergies ?? []).join('; '), box.hold ? 'yes' : ''];
    for (const recipe of box.recipes)
      if (recipe.count > 0)
        rows.push([
          ...head,
          'recipe',
          recipe.recipe_key,
          recipe.recipe_name,
          recipe.unit,
          recipe.count,
          ...tail,
        ]);
    for (const addon of box.addons)
      rows.push([
        ...head,
        'addon',
        addon.sku,
        addon.product_name,
        addon.unit,
        addon.quantity,
        ...tail,
      ]);
  }
  return rows;
}
