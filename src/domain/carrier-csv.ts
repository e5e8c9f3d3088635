import { CsvError, parse } from 'csv-parse/sync';
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
  | { ok: false; reason: 'too_many_rows' | 'empty' | 'malformed'; detail: string };

/**
 * RFC 4180 records (quoted fields may hold commas, doubled quotes and line breaks), each with the
 * line it starts on; rows with nothing in them are left out. A stray quote inside a field is
 * kept as text, as a spreadsheet would; a quote never closed refuses the file.
 */
export function parseCsvRecords(
  text: string,
): { ok: true; records: { line: number; cells: string[] }[] } | { ok: false; detail: string } {
  const records: { line: number; cells: string[] }[] = [];
  try {
    parse(text, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      // Collected here with their lines (the sync API's result carries no line numbers).
      on_record: (cells, { lines }) => {
        if (cells.some((value) => value.trim() !== ''))
          // `lines` is the line the record ends on; each quoted line break moves its start back.
          records.push({ line: lines - cells.join('').replace(/[^\r\n]/g, '').length, cells });
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return {
      ok: false,
      detail:
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'A quoted field is never closed: check the file’s quotation marks.'
          : `The file cannot be read as CSV: ${error.message}`,
    };
  }
  return { ok: true, records };
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
  const parsed = parseCsvRecords(text);
  if (!parsed.ok) return { ok: false, reason: 'malformed', detail: parsed.detail };
  const { records } = parsed;
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
