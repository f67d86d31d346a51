/**
 * Issue 24, INV: the files hold what the request asks and what that needs, never who uses it ("a
 * share the VMs will mount") nor a network made only to attach a security group to. Wordings of our
 * own, on every platform.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './testing/resources';

const answer = (prompt: string, platform: PlatformId, format: FormatId) => {
  const r = generateInfrastructure({ prompt, platform, format });
  return { text: r.files.map((f) => f.content).join('\n'), explanation: r.explanation };
};

describe('who uses what is asked is not written', () => {
  it.each<[PlatformId, FormatId, string, RegExp, RegExp]>([
    [
      'azure',
      'bicep',
      'a file share named media of 200 GB that our VMs will mount',
      /Microsoft\.Storage\/storageAccounts\/fileServices\/shares/,
      /Microsoft\.Compute\/virtualMachines|Microsoft\.Network\/networkInterfaces/,
    ],
    [
      'aws',
      'cloudformation',
      'an S3 bucket called exports-eu the reporting servers read from',
      /AWS::S3::Bucket\b/,
      /AWS::EC2::Instance|AWS::EC2::VPC/,
    ],
    [
      'gcp',
      'terraform-google',
      'a Pub/Sub topic invoices-new. The Cloud Functions will publish to it.',
      /resource "google_pubsub_topic"/,
      /google_cloudfunctions2_function|google_storage_bucket/,
    ],
    [
      'kubernetes',
      'kubernetes-yaml',
      'a PersistentVolumeClaim scratch of 5Gi that the worker pods will mount',
      /kind: PersistentVolumeClaim/,
      /kind: Deployment/,
    ],
    [
      'terraform',
      'terraform',
      'an AWS SQS queue render-jobs that the Lambda functions poll',
      /resource "aws_sqs_queue"/,
      /resource "aws_instance"|resource "aws_lambda_function"/,
    ],
  ])('%s %s: %s', (platform, format, prompt, asked, invented) => {
    const { text, explanation } = answer(prompt, platform, format);
    expect(text).toMatch(asked);
    expect(text).not.toMatch(invented);
    expect(explanation).toMatch(/not asked for itself/);
  });

  it('a thing the request asks beside it is written', () => {
    const { text } = answer('an EC2 instance web-1 and an S3 bucket that it reads from', 'aws', 'terraform-aws');
    expect(text).toMatch(/resource "aws_instance"/);
    expect(text).toMatch(/resource "aws_s3_bucket"/);
  });
});

describe('a network security group stands alone', () => {
  it.each<FormatId>(['arm', 'terraform-azurerm'])('%s: no network is made only to attach it', (format) => {
    const { text } = answer('nsg nsg-api: allow 443 from Internet', 'azure', format);
    expect(text).toMatch(/Microsoft\.Network\/networkSecurityGroups|azurerm_network_security_group/);
    expect(text).not.toMatch(/Microsoft\.Network\/virtualNetworks|azurerm_virtual_network|azurerm_subnet\b/);
  });

  it('guards the subnet the request asks for', () => {
    const { text } = answer('a VNet with subnet snet-web and an NSG allowing 443 on it', 'azure', 'terraform-azurerm');
    expect(text).toMatch(/resource "azurerm_subnet_network_security_group_association"/);
  });
});
