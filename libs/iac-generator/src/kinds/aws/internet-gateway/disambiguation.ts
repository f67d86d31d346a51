import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.internet_gateway',
    when: (x) =>
      !/gateway|igw/.test(x.text) &&
      /\bprivate\b/.test(x.phrase) &&
      !x.intent.mentions.some((m) => m.kind === 'aws.internet_gateway' && /gateway|igw/.test(m.text ?? '')),
    then: 'aws.nat_gateway',
    why: '"Internet access" for private subnets is outbound only: a NAT gateway, never an internet route on them.',
    example: 'A VPC with private subnets that have internet access',
  },
];
