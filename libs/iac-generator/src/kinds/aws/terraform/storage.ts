/**
 * S3 and file/archive storage as hashicorp/aws resources. Every bucket gets public access blocked, encryption,
 * versioning and owner-enforced object ownership; the bucket feature kinds only change or add to those defaults.
 */
import { type Component } from '../../../model/types';
import { Expr, type HclBody } from '../../../model/hcl';
import { type TerraformWriter, type TfContext, untypedTerraformWriter } from '../../../render/terraform/context';

/**
 * A bucket feature: a resource of `resourceType` bound to the component's bucket, under the
 * bucket's own label.
 */
export function bucketFeature(
  resourceType: string,
  body: (c: Component, bucket: string, x: TfContext) => HclBody,
  comment?: (x: TfContext) => string | undefined,
): TerraformWriter {
  return untypedTerraformWriter(resourceType, (c, x) => {
    const b = c.ref.bucket as Component;
    c.id = b.id;
    x.primary(c, body(c, `${x.addr(b)}.id`, x), comment?.(x));
  });
}

/**
 * A public website bucket is public on purpose: the waiver says so, so checked output lists the
 * finding as accepted (with this reason) rather than as a problem to fix.
 */
export const PUBLIC_WEBSITE_WAIVER = (rule: string) =>
  `infragen:waive ${rule} the request asked for a website served straight from this bucket, which must be publicly readable`;

/** The address of the ownership controls written for a bucket (its label may have been made unique). */
export function ownershipControlsOf(x: TfContext, bucketId: string): string | undefined {
  const r = x.resources.find(
    (r) =>
      r.labels[0] === 'aws_s3_bucket_ownership_controls' &&
      r.body.bucket instanceof Expr &&
      r.body.bucket.code === bucketId,
  );
  return r && `${r.labels[0]}.${r.labels[1]}`;
}
