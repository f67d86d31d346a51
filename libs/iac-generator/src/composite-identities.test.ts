/**
 * Wiring for composite asks (issue 24): the identities and permissions that make the parts work
 * together are written with them, on prompts of our own.
 */
import { generateInfrastructure } from './index';

const run = (prompt: string, platform: string, format: string) =>
  generateInfrastructure({ prompt, platform, format } as Parameters<typeof generateInfrastructure>[0])
    .files.map((f) => f.content)
    .join('\n');

describe('Pub/Sub dead-lettering: the service agent may forward', () => {
  it('publisher on the dead-letter topic and subscriber on the subscription, for the project’s Pub/Sub agent', () => {
    const text = run(
      'pubsub topic invoices with a subscription billing-worker; after 10 failed deliveries send to a dead letter topic',
      'gcp',
      'terraform-google',
    );
    expect(text).toMatch(/dead_letter_policy/);
    const publisher = /resource "google_pubsub_topic_iam_member" "\S+" \{[\s\S]*?\n\}/.exec(text)?.[0] ?? '';
    expect(publisher).toContain('roles/pubsub.publisher');
    expect(publisher).toContain('@gcp-sa-pubsub.iam.gserviceaccount.com');
    const subscriber = /resource "google_pubsub_subscription_iam_member" "\S+" \{[\s\S]*?\n\}/.exec(text)?.[0] ?? '';
    expect(subscriber).toContain('roles/pubsub.subscriber');
    expect(text).toMatch(/data "google_project" "current"/);
  });

  it('no dead-letter topic, no grants to the agent', () => {
    const text = run('a pubsub topic audit-events with one pull subscription', 'gcp', 'terraform-google');
    expect(text).not.toContain('gcp-sa-pubsub');
  });
});

describe('Kubernetes: a workload whose identity was granted permissions can use them', () => {
  it('the pod mounts its service account token when a Role is bound to that account', () => {
    const text = run(
      'a Job named rotate-keys in namespace vault-ops, image alpine:3.20, running as a service account allowed to get, list and update secrets',
      'kubernetes',
      'kubernetes-yaml',
    );
    expect(text).toMatch(/kind: Role\b/);
    expect(text).toMatch(/kind: RoleBinding/);
    expect(text).toMatch(/serviceAccountName: \S+\n\s+automountServiceAccountToken: true/);
  });

  it('a workload with no permissions keeps the token unmounted', () => {
    const text = run(
      'a deployment api with image ghcr.io/acme/api:1.4 and 2 replicas',
      'kubernetes',
      'kubernetes-yaml',
    );
    expect(text).toMatch(/automountServiceAccountToken: false/);
    expect(text).not.toMatch(/automountServiceAccountToken: true/);
  });
});

describe('an S3 upload trigger in CloudFormation: both ends and the permission between them', () => {
  it('the bucket notifies the function, and waits for the permission that lets S3 invoke it', () => {
    const text = run(
      'cfn template: bucket scans-inbox and a python 3.12 lambda ocr-worker that processes each file put in it',
      'aws',
      'cloudformation',
    );
    expect(text).toMatch(/NotificationConfiguration:\s+LambdaConfigurations:\s+- Event: s3:ObjectCreated:\*/);
    expect(text).toMatch(/Type: AWS::Lambda::Permission[\s\S]*?Principal: s3.amazonaws.com/);
    expect(text).toMatch(/DependsOn:\s+- \w*S3LambdaPermission/);
  });

  it('the function reading the bucket names it by its name, so bucket, permission, function and role are no circle', () => {
    const text = run(
      'cloudformation: s3 bucket scans-inbox and a python lambda ocr that reads each file put in it. The function needs read access on that bucket.',
      'aws',
      'cloudformation',
    );
    expect(text).toContain('LambdaConfigurations');
    expect(text).toContain('arn:${AWS::Partition}:s3:::scans-inbox/*');
    const role = /Type: AWS::IAM::Role[\s\S]*?\n {2}\w+:\n {4}Type:/.exec(text)?.[0] ?? '';
    expect(role).toContain('s3:GetObject');
    expect(role).not.toMatch(/ScansInboxS3Bucket/);
  });

  it('to a topic: the bucket notifies it and a topic policy lets S3 publish, scoped to the account', () => {
    const text = run(
      'cloudformation: s3 bucket media-drop; when a new object is created notify an SNS topic',
      'aws',
      'cloudformation',
    );
    expect(text).toMatch(/TopicConfigurations:/);
    expect(text).toMatch(/Type: AWS::SNS::TopicPolicy[\s\S]*?Service: s3.amazonaws.com[\s\S]*?aws:SourceAccount/);
  });
});

describe('a Google Cloud load balancer in front of an instance group', () => {
  it("lets Google's front ends and health checkers reach the group's instances, by their tag", () => {
    const text = run(
      'three e2-medium web VMs in a managed instance group behind an http load balancer',
      'gcp',
      'terraform-google',
    );
    const rule = /resource "google_compute_firewall" "\w+_load_balancer" \{[\s\S]*?\n\}/.exec(text)?.[0] ?? '';
    expect(rule).toContain('"35.191.0.0/16", "130.211.0.0/22"');
    const tag = /resource "google_compute_instance_template"[\s\S]*?tags\s+= \["([^"]+)"\]/.exec(text)?.[1];
    expect(tag).toBeDefined();
    expect(rule).toContain(`target_tags   = ["${tag}"]`);
  });

  it('a Cloud Run backend (serverless) needs no such rule', () => {
    const text = run(
      'cloud run service api behind an external https load balancer for api.example.com',
      'gcp',
      'terraform-google',
    );
    expect(text).not.toContain('35.191.0.0/16');
  });
});

describe('S3 events to a topic encrypted with a customer-managed key', () => {
  it.each([
    ['terraform-aws', /Service = "s3.amazonaws.com"[\s\S]*?kms:GenerateDataKey\*/],
    ['cloudformation', /Service: s3.amazonaws.com\s+Action:\s+- kms:GenerateDataKey\*/],
  ])('%s: the key policy lets S3 use the key, or the events are dropped', (format, statement) => {
    const text = run(
      'bucket raw-scans; each new object is created event goes to an SNS topic scan-events encrypted with our own KMS key',
      'aws',
      format,
    );
    expect(text).toMatch(/aws_sns_topic|AWS::SNS::Topic/);
    expect(text).toMatch(statement);
  });

  it('a key no service publishes through names the account only', () => {
    const text = run('an SNS topic alerts with an email subscription to ops@example.com', 'aws', 'terraform-aws');
    expect(text).not.toContain('S3PublishesEventsToEncryptedTopics');
  });
});
