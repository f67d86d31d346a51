/**
 * A thing placed at another company ("a DNS record app.example.com at Cloudflare", "a CNAME record
 * www in Cloudflare") is that company's: said as not written, with nothing of a cloud written in its
 * place (no Route 53 or Cloud DNS record and zone); a thing merely said beside a company's product
 * ("a Lambda function with Datadog monitoring") stays the cloud's.
 */
import { generated, of } from './testing/resources';

const DNS = ['aws_route53_record', 'aws_route53_zone', 'google_dns_record_set', 'google_dns_managed_zone'];

describe('things placed at another company', () => {
  it.each([
    'an S3 bucket on AWS, a GCS bucket on GCP and a DNS record app.example.com at Cloudflare pointing to 1.2.3.4',
    'a GCS bucket on GCP plus a CNAME record www in Cloudflare',
  ])('terraform (multi-cloud): %s', async (prompt) => {
    const { resources, result, errors } = await generated(prompt, 'terraform');
    expect(errors).toEqual([]);
    expect(resources.filter((r) => DNS.includes(r.type))).toEqual([]);
    expect(of(resources, 'google_storage_bucket')).toHaveLength(1);
    expect(result.notCovered.join('\n')).toMatch(
      /record[^']*Cloudflare'.*needs the Cloudflare provider, which the built-in generator does not write/,
    );
  });

  it("a cloud's thing said with a company's product stays the cloud's", async () => {
    const { resources, result } = await generated('a Lambda function with Datadog monitoring', 'terraform-aws');
    expect(of(resources, 'aws_lambda_function')).toHaveLength(1);
    expect(result.notCovered.join('\n')).toMatch(/Datadog monitoring/);
  });
});
