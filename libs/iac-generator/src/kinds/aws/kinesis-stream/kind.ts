import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.kinesis_stream',
  label: 'events',
  title: 'Kinesis data stream',
};
