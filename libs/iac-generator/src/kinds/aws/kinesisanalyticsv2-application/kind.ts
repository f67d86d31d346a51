import { type Kind } from '../../kind';
import { roleFor } from '../common';

export const kind: Kind = {
  kind: 'aws.kinesisanalyticsv2_application',
  label: 'analytics',
  title: 'Managed Service for Apache Flink application',
  needs: (c, plan) => {
    c.ref.bucket = plan.ensure('aws.s3_bucket', 'holds the application code', { label: 'analytics_code' });
    roleFor(c, plan, 'kinesisanalytics.amazonaws.com', {
      statements: [{ Effect: 'Allow', Action: ['s3:GetObject', 's3:GetObjectVersion'], Resource: '*' }],
      why: 'lets the application read its code',
    });
  },
};
