/** A generated promo code: 8 characters of A-Z and 0-9. */
export const PROMO_CODE_LENGTH = 8;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** The largest multiple of the alphabet's size below 256: bytes at or above it are drawn again, so every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/**
 * A new promo code from a cryptographic source (the Web Crypto API of browsers and Node alike).
 * Bytes that would favour the first characters of the alphabet are drawn again.
 *
 * @example
 *   generatePromoCode(); // 'Q7K2M9XA'
 */
export function generatePromoCode(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  let code = '';
  while (code.length < PROMO_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(PROMO_CODE_LENGTH * 2))) {
      if (byte < UNBIASED_LIMIT && code.length < PROMO_CODE_LENGTH) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}
