import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, tags } from '../cloudformation/common';
import { dnsName } from '../common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const bucket = c.ref.bucket as Component | undefined;
    if (bucket) {
      x.add(x.id(c, 'BucketPolicy'), {
        Type: 'AWS::S3::BucketPolicy',
        Properties: {
          Bucket: x.ref(bucket),
          PolicyDocument: {
            Version: '2012-10-17',
            Statement: [
              {
                Sid: 'AclCheck',
                Effect: 'Allow',
                Principal: { Service: 'cloudtrail.amazonaws.com' },
                Action: 's3:GetBucketAcl',
                Resource: x.att(bucket, 'Arn'),
              },
              {
                Sid: 'Write',
                Effect: 'Allow',
                Principal: { Service: 'cloudtrail.amazonaws.com' },
                Action: 's3:PutObject',
                Resource: { 'Fn::Sub': `\${${x.id(bucket)}.Arn}/AWSLogs/\${AWS::AccountId}/*` },
                Condition: { StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control' } },
              },
            ],
          },
        },
      });
    }
    x.add(x.id(c), {
      Type: 'AWS::CloudTrail::Trail',
      Properties: {
        TrailName: c.name ? dnsName(c, 128) : undefined,
        IsLogging: true,
        S3BucketName: bucket
          ? x.ref(bucket)
          : x.parameter('TrailBucket', { Type: 'String', Description: 'Bucket receiving the trail' }),
        IsMultiRegionTrail: true,
        IncludeGlobalServiceEvents: true,
        EnableLogFileValidation: true,
        KMSKeyId: kmsArn(c, x),
        Tags: tags(c),
      },
      DependsOn: bucket ? [x.id(c, 'BucketPolicy')] : undefined,
    });
  },
};
