import { type Kind } from '../../kind';
import { bucketOf } from '../storage';

export const kind: Kind = {
  kind: 'aws.s3_object',
  label: 'object',
  title: 'S3 object',
  needs: (c, plan) => void bucketOf(c, plan, 'holds the uploaded object'),
};
