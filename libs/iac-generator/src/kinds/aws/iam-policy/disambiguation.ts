import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.iam_policy',
    when: (x) => /^access polic/.test(x.text) && x.has('aws.eks_cluster'),
    then: 'aws.eks_access_policy_association',
    why: '"An access policy" of an EKS cluster is an EKS access policy, not an IAM policy.',
    example: 'An EKS cluster with an access policy for the admins',
  },
  {
    reads: 'aws.iam_policy',
    when: (x) => x.has('aws.secretsmanager_secret') && /\bresource[-\s]+(?:based\s+)?polic/.test(x.phrase),
    then: null,
    why: "A secret's resource policy is the secret's own (written with it), not an IAM policy.",
    example: 'A Secrets Manager secret with a resource policy letting account 123456789012 read it',
  },
];
