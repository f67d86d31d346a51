/**
 * A lifecycle rule asked once for buckets asked together applies to each of them (issue 24, class
 * 3), in Terraform (one configuration per bucket) and CloudFormation (each bucket's own rules), and
 * a rule that only expires objects moves none to a colder class. Buckets asked apart keep the rule
 * on the one it was said of.
 */
import { at, generated, of } from '../../testing/resources';

const PROMPT = 'two S3 buckets for build artifacts, each deleting objects after 45 days with a lifecycle rule';

describe('a lifecycle rule for buckets asked together', () => {
  it('terraform-aws: one configuration per bucket, expiring only', async () => {
    const { resources, errors } = await generated(PROMPT, 'terraform-aws');
    expect(errors).toEqual([]);
    const buckets = of(resources, 'aws_s3_bucket');
    const rules = of(resources, 'aws_s3_bucket_lifecycle_configuration');
    expect(rules).toHaveLength(buckets.length);
    expect(new Set(rules.map((r) => String(at(r.body, 'bucket')))).size).toBe(buckets.length);
    for (const r of rules) {
      expect(at(r.body, 'rule.expiration.days')).toBe(45);
      expect(at(r.body, 'rule.transition')).toBeUndefined();
    }
  });

  it('cloudformation: every bucket carries the expiry', async () => {
    const { resources, errors } = await generated(PROMPT, 'cloudformation');
    expect(errors).toEqual([]);
    const days = of(resources, 'AWS::S3::Bucket').map((b) =>
      at((at(b.body, 'LifecycleConfiguration.Rules') as unknown[])[0], 'ExpirationInDays'),
    );
    expect(days).toEqual([45, 45]);
  });

  it('terraform-aws: a rule that says nothing of what it does still moves objects to a colder class', async () => {
    const { resources } = await generated('an S3 bucket with a lifecycle rule', 'terraform-aws');
    const [rule] = of(resources, 'aws_s3_bucket_lifecycle_configuration');
    expect(at(rule.body, 'rule.transition')).toBeDefined();
  });
});
