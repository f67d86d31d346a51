/**
 * S3, EFS and their features. CloudFormation configures a bucket's encryption, versioning, public
 * access block, lifecycle, CORS, website and logging as properties of AWS::S3::Bucket, so the
 * bucket feature kinds are folded into the bucket and reported as served by it.
 */
import { givenName } from '../../../model/names';
import { transitionsOf } from '../../../model/transitions';
import { corsRule } from '../../../model/cors';
import { type Component } from '../../../model/types';
import { type CfnContext, type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, tags } from './common';
import { dnsName } from '../common';
import { s3StorageClass } from '../settings';
import { lockMode } from '../s3-bucket-object-lock-configuration/mode';

const has = (x: CfnContext, kind: string) => x.plan.has(kind);

export function bucket(c: Component, x: CfnContext): void {
  const first = x.plan.first('aws.s3_bucket') === c;
  const website = first && has(x, 'aws.s3_bucket_website_configuration');
  const lock = first && has(x, 'aws.s3_bucket_object_lock_configuration');
  const lockOf = x.plan.all('aws.s3_bucket_object_lock_configuration').find((l) => l.ref.bucket === c);
  const logTarget = first && has(x, 'aws.s3_bucket_logging') ? x.plan.all('aws.s3_bucket')[1] : undefined;
  // The expiry and moves stated for this bucket: on its lifecycle part (one per bucket asked with one), else on it.
  const part = x.plan.all('aws.s3_bucket_lifecycle_configuration').find((l) => l.ref.bucket === c);
  const rules = {
    retentionDays: part?.attrs.retentionDays ?? c.attrs.retentionDays,
    noncurrentDays: part?.attrs.noncurrentDays ?? c.attrs.noncurrentDays,
    transitions: transitionsOf(part?.attrs.transitionDays !== undefined ? part.attrs : c.attrs),
  };
  const corsPart = x.plan.all('aws.s3_bucket_cors_configuration').find((p) => p.ref.bucket === c);
  const cors =
    (first && has(x, 'aws.s3_bucket_cors_configuration')) || corsPart
      ? corsRule([corsPart, c], c.attrs.domain ? `https://${c.attrs.domain}` : 'https://example.com')
      : undefined;
  // SSE-KMS asked for: the bucket's own key, else the key the request has.
  // The AWS-managed key asked for (aws/s3): SSE-KMS with no key id, never a key of the request's own.
  const awsManaged = c.attrs.flags.has('awsManagedKey');
  const key = c.attrs.flags.has('kmsKey') && !awsManaged ? x.plan.first('aws.kms_key') : undefined;
  const kms = awsManaged ? undefined : (kmsArn(c, x) ?? (key ? x.att(key, 'Arn') : undefined));
  x.add(x.id(c), {
    Type: 'AWS::S3::Bucket',
    DeletionPolicy: 'Retain',
    UpdateReplacePolicy: 'Retain',
    Properties: {
      BucketName: c.name ? dnsName(c) : undefined,
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          {
            ServerSideEncryptionByDefault: kms
              ? { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: kms }
              : { SSEAlgorithm: awsManaged ? 'aws:kms' : 'AES256' },
            BucketKeyEnabled: kms || awsManaged ? true : undefined,
          },
        ],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        IgnorePublicAcls: true,
        BlockPublicPolicy: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: {
        Rules: [
          { ObjectOwnership: first && has(x, 'aws.s3_bucket_acl') ? 'BucketOwnerPreferred' : 'BucketOwnerEnforced' },
        ],
      },
      // Versioning is on when asked, or unless the request turns it off; object lock needs it.
      VersioningConfiguration:
        c.attrs.flags.has('versioned') || lock || !c.attrs.off?.includes('versioned')
          ? { Status: 'Enabled' }
          : undefined,
      ObjectLockEnabled: lock || undefined,
      ObjectLockConfiguration: lock
        ? {
            ObjectLockEnabled: 'Enabled',
            Rule: {
              DefaultRetention: {
                Mode: lockMode(lockOf, c),
                // The days stated for the lock ("compliance mode 365 days"), else those stated for the bucket.
                Days: lockOf?.attrs.retentionDays ?? c.attrs.retentionDays ?? 30,
              },
            },
          }
        : undefined,
      LifecycleConfiguration: {
        Rules: [
          {
            Id: 'expire-old-versions',
            Status: 'Enabled',
            ExpirationInDays: rules.retentionDays,
            Transitions: rules.transitions.length
              ? rules.transitions.map((t) => ({
                  StorageClass: s3StorageClass(t.storageClass),
                  TransitionInDays: t.days,
                }))
              : undefined,
            // Old versions go only when a stated rule says so: never a deletion nobody asked for.
            NoncurrentVersionExpiration:
              (rules.noncurrentDays ?? rules.retentionDays)
                ? { NoncurrentDays: rules.noncurrentDays ?? rules.retentionDays }
                : undefined,
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 },
          },
        ],
      },
      CorsConfiguration: cors
        ? {
            CorsRules: [
              {
                AllowedMethods: cors.methods,
                AllowedOrigins: cors.origins,
                AllowedHeaders: ['*'],
                MaxAge: 3000,
              },
            ],
          }
        : undefined,
      WebsiteConfiguration: website ? { IndexDocument: 'index.html', ErrorDocument: 'error.html' } : undefined,
      LoggingConfiguration: logTarget
        ? { DestinationBucketName: x.ref(logTarget), LogFilePrefix: 'access-logs/' }
        : undefined,
      Tags: tags(c),
    },
  });
  // TLS only: any request over plain HTTP is denied.
  x.add(x.id(c, 'Policy'), {
    Type: 'AWS::S3::BucketPolicy',
    Properties: {
      Bucket: x.ref(c),
      PolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          {
            Sid: 'DenyInsecureTransport',
            Effect: 'Deny',
            Principal: '*',
            Action: 's3:*',
            Resource: [x.att(c, 'Arn'), { 'Fn::Sub': `\${${x.id(c)}.Arn}/*` }],
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          },
          // A bucket has one policy: the distribution serving it (origin access control) reads through it.
          ...x.plan
            .all('aws.cloudfront_distribution')
            .filter((d) => d.ref.bucket === c)
            .map((d) => ({
              Sid: 'AllowCloudFrontRead',
              Effect: 'Allow',
              Principal: { Service: 'cloudfront.amazonaws.com' },
              Action: 's3:GetObject',
              Resource: { 'Fn::Sub': `\${${x.id(c)}.Arn}/*` },
              Condition: {
                StringEquals: {
                  'AWS:SourceArn': {
                    'Fn::Sub': `arn:\${AWS::Partition}:cloudfront::\${AWS::AccountId}:distribution/\${${x.id(d)}}`,
                  },
                },
              },
            })),
        ],
      },
    },
  });
  x.output(`${x.id(c)}Name`, x.ref(c), `Name of bucket ${givenName(c)}`);
}

/** A bucket feature: served by a property of its bucket. */
export const folded =
  (what: string): CloudFormationWriter['write'] =>
  (c, x) => {
    const b = (c.ref.bucket as Component | undefined) ?? x.plan.first('aws.s3_bucket');
    if (b) x.note(`${x.id(b)} (AWS::S3::Bucket ${what})`);
  };
