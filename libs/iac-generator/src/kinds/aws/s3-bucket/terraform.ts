import { PUBLIC_WEBSITE_WAIVER } from '../terraform/storage';
import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { jsonPolicy } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_s3_bucket',
  write: (c, x) => {
    const id = `${x.addr(c)}.id`;
    const hasAcl = x.plan.has('aws.s3_bucket_acl') && x.plan.first('aws.s3_bucket') === c;
    const website = x.plan.has('aws.s3_bucket_website_configuration') && x.plan.first('aws.s3_bucket') === c;
    // Only a website served straight from S3 (no CloudFront in front) gets a public read policy.
    const publicRead = website && !x.plan.first('aws.cloudfront_distribution') && x.plan.has('aws.s3_bucket_policy');
    const lock = x.plan.has('aws.s3_bucket_object_lock_configuration') && x.plan.first('aws.s3_bucket') === c;
    const protect = c.attrs.flags.has('deletionProtection');
    x.primary(c, {
      bucket: c.name ? dnsName(c) : undefined,
      bucket_prefix: c.name ? undefined : `${dnsName(c, 30)}-`,
      object_lock_enabled: lock || undefined,
      force_destroy: false,
      tags: { Name: givenName(c) },
      lifecycle: protect ? block({ prevent_destroy: true }) : undefined,
    });
    x.resource(
      'aws_s3_bucket_public_access_block',
      c.id,
      {
        bucket: expr(id),
        block_public_acls: true,
        block_public_policy: !publicRead,
        ignore_public_acls: true,
        restrict_public_buckets: !publicRead,
      },
      publicRead
        ? `Website hosting needs a public read policy; ACLs stay blocked.\n${PUBLIC_WEBSITE_WAIVER('IG-AWS-013')}`
        : 'Nothing in this bucket is public.',
    );
    // SSE-KMS asked for: the bucket's own key, else the key the request has.
    const asked = c.attrs.flags.has('kmsKey');
    // The AWS-managed key asked for (aws/s3): SSE-KMS with no key id, never a key of the request's own.
    const awsManaged = c.attrs.flags.has('awsManagedKey');
    const kms = awsManaged
      ? undefined
      : ((c.ref.kms as Component | undefined) ?? (asked ? x.plan.first('aws.kms_key') : undefined));
    x.resource('aws_s3_bucket_server_side_encryption_configuration', c.id, {
      bucket: expr(id),
      rule: block({
        apply_server_side_encryption_by_default: block(
          kms
            ? { sse_algorithm: 'aws:kms', kms_master_key_id: x.ref(kms, 'arn') }
            : { sse_algorithm: awsManaged ? 'aws:kms' : 'AES256' },
        ),
        bucket_key_enabled: kms || awsManaged ? true : undefined,
      }),
    });
    // Versioning is on when asked, or unless the request turns it off (a new bucket starts
    // unversioned); object lock needs it.
    if (c.attrs.flags.has('versioned') || lock || !c.attrs.off?.includes('versioned'))
      x.resource('aws_s3_bucket_versioning', c.id, {
        bucket: expr(id),
        versioning_configuration: block({ status: 'Enabled' }),
      });
    x.resource(
      'aws_s3_bucket_ownership_controls',
      c.id,
      {
        bucket: expr(id),
        rule: block({ object_ownership: hasAcl ? 'BucketOwnerPreferred' : 'BucketOwnerEnforced' }),
      },
      hasAcl ? 'ACLs were asked for, so ownership is "preferred" rather than "enforced".' : undefined,
    );
    if (!website && !x.plan.first('aws.s3_bucket_policy')) {
      x.resource(
        'aws_s3_bucket_policy',
        c.id,
        {
          bucket: expr(id),
          policy: jsonPolicy([
            {
              Sid: 'DenyInsecureTransport',
              Effect: 'Deny',
              Principal: '*',
              Action: 's3:*',
              Resource: [expr(`${x.addr(c)}.arn`), expr(`"\${${x.addr(c)}.arn}/*"`)],
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            },
          ]),
        },
        'Refuse plain-HTTP access.',
      );
    }
    x.output(`${c.id}_bucket_name`, expr(id), `Name of bucket ${givenName(c)}`);
  },
};
