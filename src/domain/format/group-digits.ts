/**
 * A whole number with US thousands separators: 1234567 → '1,234,567', -1076 → '-1,076'.
 *
 * What `toLocaleString('en-US')` gives for whole numbers, without Intl: a page's first use of
 * Intl loads the browser's locale data, measured at 65-155 ms of main thread on the phone profile
 * (4x CPU slowdown), and the recipe and meal plans pages paid it while hydrating (issue 31).
 * Anything but a safe integer (fractions, NaN, 1e21) still goes through Intl, as before; -0 is '0'.
 */
export function groupDigits(whole: number): string {
  if (!Number.isSafeInteger(whole)) return whole.toLocaleString('en-US');
  const digits = String(Math.abs(whole));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3)
    grouped += `,${digits.slice(at, at + 3)}`;
  return whole < 0 ? `-${grouped}` : grouped;
}
