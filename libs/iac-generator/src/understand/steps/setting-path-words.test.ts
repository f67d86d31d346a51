/**
 * A kind's word that, with a plain word beside it, spells part of the schema path of a setting of a
 * thing read before is that setting, never a resource of its own; a thing introduced as new, given a
 * name, or whose parent is asked stays a resource.
 */
import { generated } from '../../testing/resources';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: 'aws' | 'azure' | 'gcp') => understand(prompt, cloud).mentions.map((m) => m.kind);

describe('words that spell a setting of a thing read before are that setting', () => {
  it.each([
    [
      'an EKS cluster "orbit" on subnets subnet-01 and subnet-02; make the API endpoint private',
      'aws',
      'aws.api_gateway_rest_api',
    ],
    [
      'EKS cluster kestrel 1.31. Its API endpoint should be private, nothing public.',
      'aws',
      'aws.api_gateway_rest_api',
    ],
    [
      'an HTTP API (API Gateway v2) "rates-api" with GET /rates to a Lambda; CORS only from https://portal.example.org',
      'aws',
      'aws.s3_bucket_cors_configuration',
    ],
    [
      'storage account "stmedia02" (Standard_GRS) in resource group "rg-media"; blob soft delete 21 days',
      'azure',
      'azure.storage_blob',
    ],
  ] as const)('%s (%s) -> no %s', (prompt, cloud, kind) => {
    const read = kinds(prompt, cloud);
    expect(read).not.toContain(kind);
    expect(read.length).toBeGreaterThan(0);
  });

  it.each([
    // A thing of its own, introduced as one: still asked.
    ['an EKS cluster "orbit" and a new private API endpoint for the billing Lambda', 'aws', 'aws.api_gateway_rest_api'],
    // The part's own parent is asked: its rules are a resource of their own.
    ['S3 bucket "assets-web"; CORS only from https://shop.example.net', 'aws', 'aws.s3_bucket_cors_configuration'],
    // A named thing beside another is asked, whatever the other's settings are called.
    ['a function app "fa-orders" and a storage account "stfunc01" for it', 'azure', 'azure.storage_account'],
  ] as const)('still asked: %s (%s) -> %s', (prompt, cloud, kind) => {
    expect(kinds(prompt, cloud)).toContain(kind);
  });
});

describe('soft delete said with its days is the deletion window, never a lifecycle deletion', () => {
  it('a storage account keeps deleted blobs the days stated and deletes nothing by age', async () => {
    const { result, resources, errors } = await generated(
      'storage account "starchive07" in resource group "rg-arch"; blob soft delete 19 days',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(/delete_retention_policy\s*\{\s*days\s*=\s*19/);
    expect(resources.map((r) => r.type)).not.toContain('azurerm_storage_management_policy');
    expect(resources.map((r) => r.type)).not.toContain('azurerm_storage_blob');
  });

  it('a Cloud Storage bucket keeps deleted objects the days stated (short form "12d")', async () => {
    const { result } = await generated('gcs bucket "vk-feature-store" in EU, soft delete 12d', 'terraform-google');
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(/retention_duration_seconds\s*=\s*1036800\b/);
    expect(files).not.toMatch(/action\s*\{\s*type\s*=\s*"Delete"/);
  });

  it('days Cloud Storage cannot keep are said as not written, and the week it keeps is written', async () => {
    const { result } = await generated('gcs bucket "vk-scratch" in EU, soft delete 2 days', 'terraform-google');
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(/retention_duration_seconds\s*=\s*604800\b/);
    expect(result.notCovered.join('\n')).toMatch(/soft delete 2 days/);
  });
});
