/**
 * Words that are no request for a resource never become one (issue 24, INV): a name spelt with a
 * provider's prefix, the workload an identity is for, the data a grant covers, an object placed in
 * a Kubernetes namespace on a cloud, the storage class a volume uses, those a verb of giving names
 * first, and a NAT gateway for subnets the user already has. Each with a negative that keeps a thing
 * asked for as one.
 */
import { generateInfrastructure } from './index';
import { understand } from './understand/understand';

type Platform = 'aws' | 'azure' | 'gcp' | 'kubernetes';
const files = (prompt: string, platform: Platform, format: string, history: string[] = []) => {
  const r = generateInfrastructure({
    prompt,
    platform,
    format: format as never,
    history: history.map((content) => ({ role: 'user' as const, content })),
  });
  return { r, all: r.files.map((f) => f.content).join('\n') };
};
const kinds = (prompt: string, cloud: 'aws' | 'gcp' | 'azure' | 'k8s', history: string[] = []) =>
  understand(prompt, cloud, history).mentions.map((m) => m.kind);

describe('a hyphenated name that starts with a provider is a name', () => {
  it.each([
    'an IAM role for the aws-load-balancer-controller service account',
    'IRSA role for the aws-node-termination-handler service account in kube-system',
    'an EKS cluster plus a role for the aws-ebs-csi-driver service account',
  ])('%s -> no load balancer, no volume, no second kind from the name', (prompt) => {
    const read = kinds(prompt, 'aws');
    expect(read.filter((k) => !/iam_role|eks_cluster/.test(k))).toEqual([]);
  });

  it('a resource type spelt as Terraform spells it still names the kind', () => {
    expect(kinds('an aws_s3_bucket for the reports', 'aws')).toEqual(['aws.s3_bucket']);
  });
});

describe('an identity is for the workload that runs as it', () => {
  it.each([
    ['a service account for the sync job', 'gcp', /google_cloud_run_v2_job|google_cloud_scheduler_job/],
    ['a service account for the nightly export job that can read objects in bucket exports-eu', 'gcp', /job"/],
    ['an IAM role for the billing worker', 'aws', /aws_instance"|aws_ecs_service"|aws_lambda_function"/],
  ] as const)('%s -> no workload written for it', (prompt, platform, invented) => {
    const { all } = files(prompt, platform, platform === 'gcp' ? 'terraform-google' : 'terraform-aws');
    expect(all).not.toMatch(new RegExp(`^resource "[^"]*(?:${invented.source})`, 'm'));
    expect(all).not.toMatch(/^resource "google_storage_bucket_object"/m);
  });

  it('a workload asked as a new one stays', () => {
    expect(kinds('a service account for a new Cloud Run job', 'gcp')).toContain('gcp.cloud_run_v2_job');
  });
});

describe('an object placed in a Kubernetes namespace is a Kubernetes object', () => {
  it.each([
    'an S3 bucket for the chunks and a secret loki-creds in that namespace holding the bucket name',
    'a secret db-creds in the payments namespace',
    'a bucket, and a config map app-settings in namespace web',
  ])('%s (terraform-aws) -> no Secrets Manager secret, said not covered', (prompt) => {
    const { r, all } = files(prompt, 'aws', 'terraform-aws');
    expect(all).not.toMatch(/aws_secretsmanager_secret"/);
    expect(r.explanation).toMatch(/a Kubernetes object: this answer writes AWS resources only/);
  });

  it('a secret of the cloud stays one', () => {
    expect(kinds('a Secrets Manager secret for the database password', 'aws')).toEqual(['aws.secretsmanager_secret']);
  });
});

describe('the storage class a volume uses is referred to by name', () => {
  it.each([
    ['a statefulset postgres:16 with 2 replicas, 20Gi volume per pod, storageclass gp3', 'gp3'],
    ['a mongo StatefulSet whose volumes use storage class fast-ssd', 'fast-ssd'],
    ['a PVC of 5Gi, storage class: standard-rwo', 'standard-rwo'],
  ])('%s -> storageClassName %s, no StorageClass', (prompt, name) => {
    const { all } = files(prompt, 'kubernetes', 'kubernetes-yaml');
    expect(all).not.toMatch(/^kind: StorageClass/m);
    expect(all).toMatch(new RegExp(`storageClassName: ${name}\\b`));
  });

  it('a storage class asked for is written', () => {
    const { all } = files('a storage class fast-ssd using the EBS CSI driver', 'kubernetes', 'kubernetes-yaml');
    expect(all).toMatch(/^kind: StorageClass/m);
  });
});

describe('those a verb of giving names first receive it, never new ones', () => {
  it.each([
    ['now give the private VMs in there outbound internet access', 'gcp', /google_compute_instance"/],
    ['let our instances reach the internet through a NAT gateway', 'aws', /aws_instance"/],
    ['allow the existing VMs to pull from the registry', 'gcp', /google_compute_instance"/],
  ] as const)('%s -> no machine', (prompt, platform, machine) => {
    const { all } = files(prompt, platform, platform === 'gcp' ? 'terraform-google' : 'terraform-aws', [
      'a VPC with a private subnet',
    ]);
    expect(all).not.toMatch(new RegExp(`^resource "${machine.source}`, 'm'));
  });

  it('a counted or introduced machine stays one', () => {
    expect(kinds('give me two VMs with public IPs', 'gcp')).toContain('gcp.compute_instance');
  });
});

describe('no NAT gateway for the subnets the user already has', () => {
  it.each([
    'an EKS cluster with a managed node group in our existing subnets subnet-0a1b2c3d4e5f60718 and subnet-0f1e2d3c4b5a69788',
    'an ECS Fargate service in subnets subnet-0a1b2c3d4e5f60718 and subnet-0f1e2d3c4b5a69788 that already exist',
  ])('%s -> no NAT gateway, no subnet created', (prompt) => {
    const { all } = files(prompt, 'aws', 'terraform-aws');
    expect(all).not.toMatch(/^resource "aws_nat_gateway"/m);
    expect(all).not.toMatch(/^resource "aws_subnet"/m);
  });

  it('a node group in new private subnets still gets its NAT gateway', () => {
    expect(files('an EKS cluster with a managed node group', 'aws', 'terraform-aws').all).toMatch(
      /^resource "aws_nat_gateway"/m,
    );
  });
});
