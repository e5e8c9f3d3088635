import { describe, expect, it } from 'vitest';
import { carrierFrom, orderNumberFrom, parseCsvRecords, readTrackingCsv } from './carrier-csv';

const UPS = '1Z999AA10123456784';
const USPS = '9400100000000000000000';

describe('parseCsvRecords', () => {
  it('reads quoted fields, doubled quotes, CRLF and blank lines, with line numbers', () => {
    const { records } = parseCsvRecords(
      'a,"b,c","say ""hi"""\r\n\r\n1,"two\nlines",3\n\r\n4,"a\r\nb",c',
    ) as { records: unknown[] };
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b,c', 'say "hi"'] },
      { line: 3, cells: ['1', 'two\nlines', '3'] },
      { line: 6, cells: ['4', 'a\r\nb', 'c'] },
    ]);
  });
  it('drops a byte-order mark and reads a last line without a newline', () => {
    expect(parseCsvRecords('\uFEFF1,ups,x')).toEqual({
      ok: true,
      records: [{ line: 1, cells: ['1', 'ups', 'x'] }],
    });
  });
  it('keeps a stray quote inside a field as text', () => {
    expect(parseCsvRecords('1,a"b,"c"d\n')).toEqual({
      ok: true,
      records: [{ line: 1, cells: ['1', 'a"b', '"c"d'] }],
    });
  });
});

describe('carrier and order number cells', () => {
  it.each([
    ['UPS', 'ups'],
    [' FedEx ', 'fedex'],
    ['usps', 'usps'],
    ['United States Postal Service', 'usps'],
    ['DHL', null],
  ])('carrier %s is %s', (cell, expected) => expect(carrierFrom(cell)).toBe(expected));
  it.each([
    ['1042', 1042],
    ['#1042', 1042],
    [' 7 ', 7],
    ['10a', null],
    ['', null],
    ['-3', null],
  ])('order number %s is %s', (cell, expected) => expect(orderNumberFrom(cell)).toBe(expected));
});

describe('readTrackingCsv', () => {
  it('skips a header and returns the valid rows with normalised numbers and tracking pages', () => {
    const result = readTrackingCsv(
      `order_number,carrier,tracking_number\n#12,UPS,${UPS.toLowerCase()}\n13,usps,${USPS}\n`,
    );
    expect(result).toEqual({
      ok: true,
      errors: [],
      rows: [
        {
          line: 2,
          orderId: 12,
          carrier: 'ups',
          trackingNumber: UPS,
          trackingUrl: `https://www.ups.com/track?tracknum=${UPS}`,
        },
        expect.objectContaining({ line: 3, orderId: 13, carrier: 'usps', trackingNumber: USPS }),
      ],
    });
  });

  it('names every bad row with its line number and keeps the good ones', () => {
    const result = readTrackingCsv(
      [
        'order,carrier,tracking',
        `12,ups,${UPS}`,
        `abc,ups,${UPS}`,
        `14,dhl,${UPS}`,
        '15,fedex,123',
        '16,ups',
        '17,other,AB-12345',
        '18,ups,',
      ].join('\n'),
    );
    if (!result.ok) throw new Error('expected rows');
    expect(result.rows.map((row) => row.line)).toEqual([2]);
    expect(result.errors.map((error) => error.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(result.errors[0]!.message).toContain('“abc” is not an order number');
    expect(result.errors[1]!.message).toContain('Unknown carrier “dhl”');
    expect(result.errors[2]!.message).toContain('not a FedEx tracking number');
    expect(result.errors[3]!.message).toContain('Expected 3 columns');
    expect(result.errors[4]!.message).toContain('https address');
    expect(result.errors[5]!.message).toContain('missing');
  });

  it('accepts another carrier with its tracking page in a fourth column', () => {
    const result = readTrackingCsv('20,other,ab-12345,https://track.example.com/AB-12345');
    expect(result.ok && result.rows[0]).toMatchObject({
      carrier: 'other',
      trackingNumber: 'AB-12345',
      trackingUrl: 'https://track.example.com/AB-12345',
    });
  });

  it('keeps one row per order: an exact repeat is ignored, a different number is an error', () => {
    const result = readTrackingCsv(`12,ups,${UPS}\n12,UPS,${UPS}\n12,usps,${USPS}`);
    if (!result.ok) throw new Error('expected rows');
    expect(result.rows).toHaveLength(1);
    expect(result.errors).toEqual([
      { line: 3, message: 'Order #12 is already on line 1 with another tracking number.' },
    ]);
  });

  it('refuses an empty file and a file over the row limit as a whole', () => {
    expect(readTrackingCsv('order,carrier,tracking\n\n')).toMatchObject({
      ok: false,
      reason: 'empty',
    });
    const rows = Array.from({ length: 4 }, (_, index) => `${index + 1},ups,${UPS}`).join('\n');
    expect(readTrackingCsv(rows, 3)).toMatchObject({ ok: false, reason: 'too_many_rows' });
    expect(readTrackingCsv(rows, 4).ok).toBe(true);
  });

  it('refuses a file whose quoted field is never closed, instead of reading it as one cell', () => {
    expect(readTrackingCsv(`1,ups,"${UPS}\n2,ups,${UPS}\n`)).toEqual({
      ok: false,
      reason: 'malformed',
      detail: 'A quoted field is never closed: check the file’s quotation marks.',
    });
  });
});
