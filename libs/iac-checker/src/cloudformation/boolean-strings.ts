/**
 * The strings CloudFormation reads as a boolean where one is expected: true and false in lower case,
 * capitalised or upper case. cfn-lint's default (non-strict) type check takes exactly these
 * (cfnlint/helpers.py BOOLEAN_STRINGS, "TRUE"/"FALSE" added in aws-cloudformation/cfn-lint#3953 after
 * templates deployed with them, e.g. AWS partner Quick Starts' `"DisableApiTermination": "FALSE"`);
 * mixed case such as `tRUE` is not among them.
 */
const BOOLEAN_STRINGS = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE']);

/** True when the scalar `value` (a boolean, or its text) is a boolean CloudFormation accepts. */
export function isBooleanValue(value: unknown): boolean {
  return typeof value === 'boolean' || (typeof value === 'string' && BOOLEAN_STRINGS.has(value));
}
