// What a Norwegian organisation number is, apart from any text: nine digits, the last a modulus-11
// check digit over the first eight (Brønnøysundregistrene's rule, weights 3 2 7 6 5 4 3 2).
// Every weight is a unit modulo 11, so a single wrong digit or two swapped neighbours always fail
// the check: a number that fails it is mistyped or made up.

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** The check digit the first eight digits call for, or null when none can be (remainder 1). */
export function expectedCheckDigit(digits) {
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

/** Whether nine digits pass the modulus-11 check. */
export function hasValidCheckDigit(digits) {
  return digits.length === 9 && expectedCheckDigit(digits) === Number(digits[8]);
}

/** How many of the nine positions differ (a swap of two neighbours counts two). */
export function differingDigits(a, b) {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}

/** `923609016` → `923 609 016`, the grouping the register prints. */
export function grouped(digits) {
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}
