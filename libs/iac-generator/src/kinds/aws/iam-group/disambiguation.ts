import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.iam_group',
    when: (x) => x.has('aws.chime_voice_connector'),
    then: 'aws.chime_voice_connector_group',
    why: 'Beside a Chime voice connector, a group is a voice connector group.',
    example: 'A Chime voice connector with a group',
  },
];
