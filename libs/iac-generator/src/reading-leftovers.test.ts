/**
 * Readings of our own wordings (issue 24): items of a DynamoDB table said to expire are its TTL
 * (never a table item, never a retention the table cannot take); a setting said between a thing and
 * "named x" keeps the name; the port said of a Fargate service is its container's; "instances" of a
 * Cloud Run service behind a load balancer are its own, never a managed instance group.
 */
import { generateInfrastructure } from './index';

type Platform = 'aws' | 'azure' | 'gcp' | 'kubernetes';
const run = (prompt: string, platform: Platform | 'kubernetes', format: string) => {
  const r = generateInfrastructure({ prompt, platform, format: format as never });
  return { r, text: r.files.map((f) => f.content).join('\n') };
};

describe('DynamoDB items said to expire: TTL on the table, said plainly', () => {
  it.each([
    ['DynamoDB table sessions, items expire after 30 days', 'expires_at'],
    ['a dynamo table for carts; records should be deleted after 24 hours', 'expires_at'],
    ['dynamodb table Sessions pk=sessionId, items expire after 24 hours via ttl attr expiresAt', 'expiresAt'],
    ['DynamoDB table with time to live on the valid_until attribute, entries removed after 7 days', 'valid_until'],
  ])('%s', (prompt, attribute) => {
    for (const format of ['terraform-aws', 'cloudformation']) {
      const { r, text } = run(prompt, 'aws', format);
      expect(text).not.toMatch(/aws_dynamodb_table_item|AWS::DynamoDB::Item/);
      expect(text).toMatch(new RegExp(`attribute_name\\s+= "${attribute}"|AttributeName: ${attribute}`));
      // The period is no table setting: the answer says how DynamoDB expires items instead.
      expect(r.notCovered.join('\n')).toMatch(
        /retention of the DynamoDB table: DynamoDB has no expiry period: its TTL \(turned on\) deletes an item once the time in its TTL attribute has passed/,
      );
    }
  });

  it('objects of a bucket said to expire stay the bucket lifecycle', () => {
    const { text } = run(
      'an s3 bucket whose objects expire after 30 days, and a dynamodb table',
      'aws',
      'terraform-aws',
    );
    expect(text).toMatch(/expiration \{\s+days = 30/);
    expect(text).not.toMatch(/ttl \{/);
  });
});

describe('a setting between a thing and its name keeps the name', () => {
  it.each([
    ['an RDS instance db.t3.micro named orders-db', 'aws', 'terraform-aws', /resource "aws_db_instance" "orders-db"/],
    ['a lambda python3.12 called resizer', 'aws', 'terraform-aws', /resource "aws_lambda_function" "resizer"/],
    [
      'an EC2 instance t3.micro running ubuntu 22.04 named build-agent',
      'aws',
      'terraform-aws',
      /resource "aws_instance" "build-agent"/,
    ],
    ['a storage account Standard_LRS named stlogs01', 'azure', 'terraform-azurerm', /name\s+= "stlogs01"/],
  ] as const)('%s', (prompt, platform, format, written) => {
    const { r, text } = run(prompt, platform, format);
    expect(text).toMatch(written);
    expect(r.notCovered.join('\n')).not.toMatch(/given in the request: no file holds this value/);
  });
});

describe("a Fargate service's stated port is its container's", () => {
  it.each(['terraform-aws', 'cloudformation'])('%s', (format) => {
    const { text } = run('an ECS Fargate service running nginx on port 8080 behind an ALB', 'aws', format);
    expect(text).toMatch(/containerPort = 8080|ContainerPort: 8080/);
    expect(text).not.toMatch(/containerPort = 80\b|ContainerPort: 80\b/);
  });
});

describe('instances of a Cloud Run service behind a load balancer are its own', () => {
  it.each([
    'Cloud Run service web, min 1 max 10 instances, behind a load balancer',
    'a cloud run service with 2 to 8 instances behind an external HTTPS LB',
  ])('%s', (prompt) => {
    const { text } = run(prompt, 'gcp', 'terraform-google');
    expect(text).toMatch(/resource "google_cloud_run_v2_service"/);
    expect(text).not.toMatch(/google_compute_region_instance_group_manager|google_compute_instance_template/);
    expect(text).toMatch(/max_instance_count\s+= (?:10|8)/);
  });
});

describe('a scaler short name before a range: the range is its size', () => {
  it.each([
    [
      'Deployment api (image acme/api:1.0), HPA 4-12 at 70% cpu',
      'kubernetes',
      'kubernetes-yaml',
      /minReplicas: 4\s+maxReplicas: 12/,
    ],
    [
      'ASG 2-6 of t3.small instances behind an ALB',
      'aws',
      'terraform-aws',
      /max_size\s+= 6\s+min_size\s+= 2|min_size\s+= 2[\s\S]*max_size\s+= 6/,
    ],
  ] as const)('%s', (prompt, platform, format, written) => {
    const { text } = run(prompt, platform as Platform, format);
    expect(text).toMatch(written);
  });
});

describe('a Google Cloud VM with a data disk: attached, in its zone', () => {
  it.each(['a VM in us-central1-a with a 200GB data disk', 'one compute engine instance plus a 500GB persistent disk'])(
    '%s',
    (prompt) => {
      const { text } = run(prompt, 'gcp', 'terraform-google');
      expect(text).toMatch(/attached_disk \{\s+source = google_compute_disk\.\w+\.id/);
      const zones = [...text.matchAll(/^\s+zone\s+= (.+)$/gm)].map((m) => m[1]);
      expect(new Set(zones).size).toBe(1);
    },
  );
});
