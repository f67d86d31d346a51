/**
 * A thing of another company named in a request for a cloud (a Cloudflare record, a Datadog
 * monitor, a PagerDuty service, a MongoDB Atlas cluster, a Snowflake integration) is never written
 * as that cloud's nearest resource: the answer says plainly it is not written, together with the
 * clauses that go on describing it, and the cloud parts of the same request are still written.
 * Our own wordings, across clouds and formats.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';
import { of, resourcesOf } from './testing/resources';

const PLATFORM: Partial<Record<FormatId, PlatformId>> = {
  'terraform-aws': 'aws',
  cloudformation: 'aws',
  'terraform-azurerm': 'azure',
  bicep: 'azure',
  'terraform-google': 'gcp',
  terraform: 'terraform',
};

async function answer(format: FormatId, prompt: string) {
  const result = generateInfrastructure({ prompt, platform: PLATFORM[format]!, format });
  return { result, resources: await resourcesOf(result.files) };
}

const types = (resources: { type: string }[]) => resources.map((r) => r.type);

describe("another company's thing is declared, never replaced by the cloud's", () => {
  it.each<[FormatId, string]>([
    ['terraform', 'cloudflare: an A record www.shop.example pointing at 203.0.113.10, proxied. zone id 9f8e7d6c5b4a'],
    ['terraform-aws', 'In Cloudflare, add a CNAME docs.acme.io to our CloudFront distribution d111.cloudfront.net'],
  ])('a DNS record at Cloudflare writes no Route 53 zone or record (%s)', async (format, prompt) => {
    const { result, resources } = await answer(format, prompt);
    expect(types(resources).filter((t) => /route53/.test(t))).toEqual([]);
    expect(result.notCovered.join('\n')).toMatch(/Cloudflare resource/);
  });

  it('a Datadog monitor and the clauses that go on describing it write no alarm, topic or queue', async () => {
    const { result, resources } = await answer(
      'terraform-aws',
      'please add a datadog monitor that fires when the p99 latency of service checkout is over 800ms for 10 minutes, ' +
        'page @slack-sre, severity 1, tag it env:prod',
    );
    const written = types(resources);
    for (const t of ['aws_cloudwatch_metric_alarm', 'aws_sns_topic', 'aws_sqs_queue']) expect(written).not.toContain(t);
    const lines = result.notCovered.join('\n');
    expect(lines).toMatch(/Datadog resource/);
    expect(lines).toMatch(/severity 1/);
    expect(result.notRead ?? []).toEqual([]);
  });

  it('the cloud parts of the same request are still written (Google Cloud, PagerDuty)', async () => {
    const { result, resources } = await answer(
      'terraform-google',
      'a Pub/Sub topic alerts-out and a PagerDuty service for the payments team, escalation policy PX9Q2',
    );
    expect(of(resources, 'google_pubsub_topic')).toHaveLength(1);
    expect(types(resources).filter((t) => t !== 'google_pubsub_topic')).toEqual([]);
    expect(result.notCovered.join('\n')).toMatch(/PagerDuty resource/);
  });

  it('a company product named with its maker ("MongoDB Atlas") is not the cloud\'s document database', async () => {
    const { result, resources } = await answer(
      'terraform-aws',
      'a MongoDB Atlas cluster m30 for the catalog, and an SQS queue named catalog-sync',
    );
    expect(types(resources).filter((t) => /docdb/.test(t))).toEqual([]);
    expect(of(resources, 'aws_sqs_queue').map((q) => q.body.name)).toContain('catalog-sync');
    expect(result.notCovered.join('\n')).toMatch(/MongoDB Atlas resource/);
  });

  it('on Azure: a Snowflake integration beside a storage account keeps only the account', async () => {
    const { result, resources } = await answer(
      'bicep',
      'a storage account stexports01 and a Snowflake storage integration loading from it',
    );
    expect(of(resources, 'Microsoft.Storage/storageAccounts')).toHaveLength(1);
    expect(result.notCovered.join('\n')).toMatch(/Snowflake resource/);
  });

  it("a code host's own thing (a GitHub Actions secret) is not the cloud's secret store", async () => {
    const { result, resources } = await answer(
      'terraform-google',
      'a GitHub Actions secret DEPLOY_TOKEN for repo acme/shop, and a service account shop-deployer',
    );
    expect(of(resources, 'google_secret_manager_secret')).toEqual([]);
    expect(of(resources, 'google_service_account')).toHaveLength(1);
    expect(result.notCovered.join('\n')).toMatch(/GitHub resource/);
  });

  it("a code host's repository said as the source to build from stays the cloud's setting", async () => {
    const { resources } = await answer(
      'bicep',
      'a Static Web App swa-handbook built from our GitHub repo acme/handbook, branch main',
    );
    const site = of(resources, 'Microsoft.Web/staticSites')[0].body;
    expect(JSON.stringify(site)).toContain('github.com/acme/handbook');
  });

  it("a build from a code host's repository keeps the build and declares nothing of the host", async () => {
    const { result, resources } = await answer(
      'cloudformation',
      'a CodeBuild project compiling a GitHub repository, artifacts to an S3 bucket',
    );
    expect(of(resources, 'AWS::CodeBuild::Project')).toHaveLength(1);
    expect(result.notCovered.join('\n')).not.toMatch(/GitHub resource/);
  });

  it("a role a code host's CI assumes stays the cloud's", async () => {
    const { resources } = await answer(
      'terraform-aws',
      'an IAM role deploy-ci that GitHub Actions in repo acme/shop can assume through OIDC',
    );
    expect(of(resources, 'aws_iam_role')).toHaveLength(1);
  });

  it('an aside after the company\'s thing ("no", "ok") is not said as part of it', async () => {
    const { result } = await answer(
      'terraform-google',
      'a Sentry project for the web app? no - just a Cloud Run service web-ui',
    );
    expect(result.notCovered.filter((l) => /^'no'/.test(l))).toEqual([]);
  });

  it("a new thing of the cloud introduced after the company's ends its description", async () => {
    const { resources } = await answer(
      'terraform-aws',
      'a Datadog dashboard for the checkout service. Also an S3 bucket named checkout-exports',
    );
    expect(of(resources, 'aws_s3_bucket').map((b) => b.body.bucket)).toEqual(['checkout-exports']);
  });
});
