/** Counts as requests write them: digits or words ("three", "a"), for the patterns of settings. */

/** The counting words every reader of a count takes: "a", "one" ... "ten". */
export const ONE_TO_TEN: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...ONE_TO_TEN,
  zero: 0,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};
export const N = '(\\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)';
export const num = (s: string | undefined): number => (s === undefined ? NaN : (NUMBER_WORDS[s] ?? Number(s)));
