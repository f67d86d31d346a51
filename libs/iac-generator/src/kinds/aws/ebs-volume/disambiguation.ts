import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.ebs_volume',
    when: (x) =>
      !!x.mention &&
      /\broot\s+(?:ebs\s+)?(?:disk|volume|device)/.test(x.phrase) &&
      ['aws.instance', 'aws.launch_template', 'aws.autoscaling_group'].some(x.has),
    then: null,
    why: '"A 30 GB root volume" of an instance is its root disk, not a separate EBS volume.',
    example: 'An EC2 instance with a 30 GB root disk volume',
  },
];
