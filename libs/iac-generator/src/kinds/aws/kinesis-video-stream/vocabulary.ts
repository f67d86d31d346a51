import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.kinesis_video_stream',
  settings: ['retention', 'shards'],
  concepts: [{ phrases: ['video stream', 'kinesis video stream', 'kinesis video'], aws: 'aws.kinesis_video_stream' }],
};
