import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.kinesis_video_stream',
  label: 'video',
  title: 'Kinesis video stream',
};
