const US_NUMBER = new Intl.NumberFormat('en-US');

/** A number with US thousands separators: 1234567 → '1,234,567', -1076 → '-1,076', -0 → '0'. */
export function groupDigits(value: number): string {
  return US_NUMBER.format(value + 0);
}
