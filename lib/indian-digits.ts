/**
 * `5,000`, `1,25,000`: a whole number in Indian digit groups, as `toLocaleString('en-IN')` writes
 * it, without Intl. For labels the browser renders while the page starts (the listing's price
 * slider), where the first Intl call would load ICU's locale data on the main thread. A module of
 * its own so that slider's JavaScript does not carry the money formatting it never uses.
 */
export function indianDigits(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return value <= -1 ? `-${grouped}` : grouped;
}
