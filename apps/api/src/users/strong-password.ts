import { passwordProblem } from './passwords';

interface NewAccountBody {
  email: string;
  password: string;
  fullName?: string;
}
interface IssueSink {
  addIssue(issue: { code: 'custom'; path: string[]; message: string }): void;
}

/**
 * The password rules only the server checks (it holds the lists and the strength estimator), for
 * every body that sets a new account's password: not common, not easy to guess, not the account's
 * own email or name. Used as `Schema.superRefine(requireStrongPassword, ONCE_THE_FIELDS_ARE_VALID)`.
 */
export function requireStrongPassword(body: NewAccountBody, context: IssueSink): void {
  const problem = passwordProblem(body.password, { email: body.email, fullName: body.fullName });
  if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem });
}

/**
 * Runs the strength check only once the body has passed the contract's own rules (the fields are
 * then strings), so a problem is named once.
 */
export const ONCE_THE_FIELDS_ARE_VALID = { when: ({ issues }: { issues: readonly unknown[] }) => issues.length === 0 };
