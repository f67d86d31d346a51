/**
 * The password a secret generates, as the request stated it: its length and the characters it
 * leaves out ("24 characters, excluding quotes and backslashes"). Shared by the Terraform writer
 * (a random_password) and the CloudFormation writer (GenerateSecretString).
 */
import { type Component } from '../../model/types';

// Punctuation a generated password may use when nothing else is stated: safe in URLs and shells.
export const SPECIALS = '!#%*()-_=+[]{}<>:?';

/** The stated length, within what Secrets Manager generates (1 to 4096); 32 when none is stated. */
export const passwordLength = (c: Component) => Math.min(4096, Math.max(1, c.attrs.passwordLength ?? 32));

/** A random_password's arguments: the stated length, and its punctuation without the excluded characters. */
export function passwordOptions(c: Component): { length: number; special: boolean; override_special: string } {
  const left = [...SPECIALS].filter((ch) => !c.attrs.excludeCharacters?.includes(ch)).join('');
  return { length: passwordLength(c), special: left.length > 0, override_special: left || SPECIALS };
}
