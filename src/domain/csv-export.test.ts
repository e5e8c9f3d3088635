import { describe, expect, it } from 'vitest';
import { csvLine, EXPORT_COLUMNS, EXPORT_KINDS, exportFileName } from './csv-export';

describe('csvLine', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 555', `'+1 555`],
    ['-2', `'-2`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `"'\rcmd"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['plain', 'plain'],
  ])('writes %j safely as %s', (value, cell) => {
    expect(csvLine([value])).toBe(`${cell}\r\n`);
  });

  it('leaves numbers (a negative amount too) as numbers, empty for null', () => {
    expect(csvLine([-250, 0, null, undefined, 'x'])).toBe('-250,0,,,x\r\n');
  });
});

describe('export columns', () => {
  it.each(EXPORT_KINDS)('%s has an id column first and no card or secret column', (kind) => {
    expect(EXPORT_COLUMNS[kind][0]).toMatch(/_id$/);
    expect(EXPORT_COLUMNS[kind].join(',')).not.toMatch(/card|last4|password|token|secret/);
  });
  it('names the file after the list and the day', () => {
    expect(exportFileName('claims', '2031-03-04')).toBe('claims-2031-03-04.csv');
  });
});
