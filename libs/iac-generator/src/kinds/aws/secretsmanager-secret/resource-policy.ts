/**
 * "a resource policy letting account 111122223333 call GetSecretValue": a secret's resource policy is
 * the secret's own (aws_secretsmanager_secret_policy / AWS::SecretsManager::ResourcePolicy), never an
 * IAM policy, and the accounts it names are its principals. Read while planning (untracked); written
 * only when the request names an account to grant, since a policy for nobody grants nothing.
 */
import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';

interface SecretPolicy {
  accounts: string[];
  actions: string[];
}

const RESOURCE_POLICY = /\b(?:resource[-\s]+(?:based\s+)?|secret(?:'s)?\s+)polic(?:y|ies)\b/i;
// An account id said on its own, not one inside an ARN ("arn:aws:lambda:us-east-1:123456789012:...").
const ACCOUNT = /(?<![:\d/])\b(\d{12})\b(?![:\d])/g;
const ACCOUNT_WORDS = /\b(?:(?:our|the|their|your|my)\s+)?(?:[a-z]+\s+)?accounts?\b(?:\s*\(?\s*\d{12}\s*\)?)?/gi;
// Secrets Manager actions said by their API names ("GetSecretValue", "DescribeSecret").
const ACTION =
  /\b(GetSecretValue|DescribeSecret|PutSecretValue|ListSecretVersionIds|GetResourcePolicy|UpdateSecret|RotateSecret)\b/g;

/** Records the resource policy the request asks of the secret, with the words it read. */
export function secretPolicy(c: Component, plan: Planner): void {
  const at = plan.phrases.findIndex((p) => RESOURCE_POLICY.test(p));
  if (at < 0) return;
  const accounts = new Set<string>();
  const actions = new Set<string>();
  plan.phrases.forEach((p, i) => {
    for (const m of p.matchAll(ACCOUNT)) {
      accounts.add(m[1]);
      plan.wired(i, m[1]);
      // The account's own words ("our reporting account (…)", "from our account") said who is granted.
      for (const w of p.matchAll(ACCOUNT_WORDS)) plan.wired(i, w[0]);
    }
    for (const m of p.matchAll(ACTION)) {
      actions.add(`secretsmanager:${m[1]}`);
      plan.wired(i, m[0]);
    }
  });
  if (!accounts.size) return;
  // The policy's words and what they grant ("a resource policy letting the reporting account call GetSecretValue").
  const said = new RegExp(
    `${RESOURCE_POLICY.source}(?:\\s+(?:letting|allowing|that\\s+lets|so\\s+that|for|granting)\\b[^.;]*)?`,
    'i',
  );
  plan.wired(at, said.exec(plan.phrases[at])![0]);
  c.config.resourcePolicy = {
    accounts: [...accounts],
    actions: actions.size ? [...actions] : ['secretsmanager:GetSecretValue'],
  } satisfies SecretPolicy;
}

/** The resource policy recorded for the secret, if any. */
export const secretPolicyOf = (c: Component) => c.config.resourcePolicy as SecretPolicy | undefined;

/** The policy document: the named accounts may do the said actions on this secret. */
export const policyDocument = (p: SecretPolicy, principal: (account: string) => unknown) => ({
  Version: '2012-10-17',
  Statement: [
    {
      Sid: 'NamedAccountsRead',
      Effect: 'Allow',
      Principal: { AWS: p.accounts.map(principal) },
      Action: p.actions.length === 1 ? p.actions[0] : p.actions,
      Resource: '*',
    },
  ],
});
