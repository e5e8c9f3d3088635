import { CARRIER_CODES, checkTracking, type Carrier } from './tracking-numbers';

/**
 * A carrier's tracking export read into shipments: one row per order (order number, carrier,
 * tracking number, and for a carrier we cannot build links for, its tracking page). Every row is
 * checked and every error named with its line number, so staff fix the file once.
 */
export const MAX_IMPORT_ROWS = 5000;

export interface TrackingImportRow {
  /** The file's line number (1 is the first line, the header if there is one). */
  line: number;
  orderId: number;
  carrier: Carrier;
  trackingNumber: string;
  trackingUrl: string;
}

export interface RowError {
  line: number;
  message: string;
}

export type TrackingCsv =
  | { ok: true; rows: TrackingImportRow[]; errors: RowError[] }
  | { ok: false; reason: 'too_many_rows' | 'empty'; detail: string };

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      cells.push(cell);
      records.push({ line: startLine, cells });
      cells = [];
      cell = '';
      line += 1;
      startLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: startLine, cells });
  }
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

const CARRIER_ALIASES: Record<string, Carrier> = {
  usps: 'usps',
  'us postal service': 'usps',
  'united states postal service': 'usps',
  ups: 'ups',
  fedex: 'fedex',
  'fed ex': 'fedex',
  other: 'other',
};

export function carrierFrom(value: string): Carrier | null {
  const key = value.trim().toLowerCase();
  return CARRIER_ALIASES[key] ?? null;
}

/** '#1042', '1042' or ' 1042 ' is order 1042; anything else is not an order number. */
export function orderNumberFrom(value: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(value.trim());
  return match ? Number(match[1]) : null;
}

const looksLikeHeader = (cells: string[]) =>
  orderNumberFrom(cells[0] ?? '') === null && /order/i.test(cells[0] ?? '');

function checkRow(line: number, cells: string[]): TrackingImportRow | RowError {
  if (cells.length < 3 || cells.length > 4)
    return {
      line,
      message:
        'Expected 3 columns (order number, carrier, tracking number) and an optional tracking page.',
    };
  const [orderCell, carrierCell, numberCell, urlCell] = cells as [string, string, string, string?];
  const orderId = orderNumberFrom(orderCell);
  if (orderId === null) return { line, message: `“${orderCell.trim()}” is not an order number.` };
  const carrier = carrierFrom(carrierCell);
  if (!carrier)
    return {
      line,
      message: `Unknown carrier “${carrierCell.trim()}”: use ${CARRIER_CODES.join(', ')}.`,
    };
  if (!numberCell.trim()) return { line, message: 'The tracking number is missing.' };
  const check = checkTracking(carrier, numberCell, urlCell);
  if (!check.ok)
    return {
      line,
      message: [check.errors.tracking_number, check.errors.tracking_url].filter(Boolean).join(' '),
    };
  return {
    line,
    orderId,
    carrier,
    trackingNumber: check.tracking_number,
    trackingUrl: check.tracking_url,
  };
}

/**
 * The file's rows checked one by one. A second row for an order already in the file is an error
 * unless it repeats the first exactly (a carrier exporting a parcel twice); over
 * MAX_IMPORT_ROWS rows the whole file is refused before anything is checked.
 */
export function readTrackingCsv(text: string, maxRows = MAX_IMPORT_ROWS): TrackingCsv {
  const records = parseCsvRecords(text);
  const data =
    records.length > 0 && looksLikeHeader(records[0]!.cells) ? records.slice(1) : records;
  if (data.length === 0)
    return { ok: false, reason: 'empty', detail: 'The file holds no tracking numbers.' };
  if (data.length > maxRows)
    return {
      ok: false,
      reason: 'too_many_rows',
      detail: `The file has ${data.length} rows; import at most ${maxRows} at a time.`,
    };
  const rows: TrackingImportRow[] = [];
  const errors: RowError[] = [];
  const seen = new Map<number, TrackingImportRow>();
  for (const record of data) {
    const checked = checkRow(record.line, record.cells);
    if ('message' in checked) {
      errors.push(checked);
      continue;
    }
    const earlier = seen.get(checked.orderId);
    if (earlier) {
      if (earlier.carrier !== checked.carrier || earlier.trackingNumber !== checked.trackingNumber)
        errors.push({
          line: checked.line,
          message: `Order #${checked.orderId} is already on line ${earlier.line} with another tracking number.`,
        });
      continue;
    }
    seen.set(checked.orderId, checked);
    rows.push(checked);
  }
  return { ok: true, rows, errors };
}
