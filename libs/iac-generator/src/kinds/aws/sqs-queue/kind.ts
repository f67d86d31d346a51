import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.sqs_queue',
  label: 'jobs',
  title: 'SQS queue',
};
