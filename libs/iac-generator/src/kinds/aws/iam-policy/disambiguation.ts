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
];
