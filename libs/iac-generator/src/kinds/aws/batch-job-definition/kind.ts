import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.batch_job_definition',
  label: 'job',
  title: 'AWS Batch job definition',
};
