/** Whole numbers as the operator reads them: 1000000 as "1,000,000". */
const count = (n: number) => n.toLocaleString('en-US');

/**
 * The texts of the operator's settings' ranges: the 400 a value out of range answers (naming the
 * setting and its range) and the hint System Configuration shows beside each field.
 */
export const SettingsCopy = {
  numberOutOfRange: (key: string, min: number, max: number) =>
    `${key} must be a whole number from ${count(min)} to ${count(max)}.`,
  notBoolean: (key: string) => `${key} must be true or false.`,
  textTooLong: (key: string, maxLength: number) => `${key} must be text of at most ${count(maxLength)} characters.`,
  numberHint: (min: number, max: number) => `A whole number from ${count(min)} to ${count(max)}`,
  textHint: (maxLength: number) => `At most ${count(maxLength)} characters`,
} as const;
