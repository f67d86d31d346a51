/**
 * The `denies` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { ORG_POLICY } from './service-words';
import { guardrailsIn } from '../guardrails';
import { iamActionsIn, withoutIamActions } from '../values';

export const DENIES_SERVICE: Rule[] = [
  // Where an organization policy is attached: the root, an OU or an account.
  {
    re: /\battach(?:ed|es)?\s+(?:it\s+)?to\s+(?:the\s+|an?\s+|our\s+)?(?:organization(?:'s)?\s+|org\s+)?(root|ou|organizational unit|account)\b/g,
    when: ORG_POLICY,
    read: (m) => ({
      label: 'policy target',
      values: { policyTarget: m[1] === 'root' ? 'root' : m[1] === 'account' ? 'account' : 'ou' },
      family: 'denies',
    }),
    examples: {
      reads: { 'a service control policy attached to the organization root': { policyTarget: 'root' } },
      leaves: ['an iam policy attached to the role'],
    },
  },
  // What an organization policy denies, by meaning: "deny leaving the organization", "blocks
  // disabling CloudTrail". The actions come from a table of common guardrails, and an action
  // written as AWS spells it ("denies s3:DeleteBucket", "iam:*") is that action, its words no guardrail.
  {
    re: /\b(?:den(?:y|ies|ying)|block(?:s|ing)?|prevent(?:s|ing)?|forbid(?:s|ding)?|stop(?:s|ping)?|disallow(?:s|ing)?|restrict(?:s|ing)?)\b[^.;\n]{3,120}?(?=\s*,?\s*(?:and\s+)?(?:it\s+is\s+|is\s+)?attach|[.;\n]|$)/g,
    when: ORG_POLICY,
    read: (m) => {
      const denies = [...new Set([...guardrailsIn(withoutIamActions(m[0])), ...iamActionsIn(m[0])])];
      return denies.length ? { label: 'denied actions', values: { denies }, family: 'denies' } : undefined;
    },
    examples: {
      reads: {
        'an scp that denies leaving the organization': { denies: ['organizations:LeaveOrganization'] },
        'an scp that denies s3:deletebucket and iam:*': { denies: ['s3:deletebucket', 'iam:*'] },
      },
      leaves: ['a network security group that denies rdp'],
    },
  },
];
