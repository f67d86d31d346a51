/**
 * "Existing" said of one thing among others of its kind, and existing said in other words (issue 24,
 * class 5), wordings of our own: the new one is written, the one the user has is looked up, never
 * recreated.
 */
import { generateInfrastructure } from '../testing/resources';

const blocks = (prompt: string, platform: 'aws' | 'gcp', format: 'terraform-aws' | 'terraform-google') =>
  generateInfrastructure({ prompt, platform, format })
    .files.map((f) => f.content)
    .join('\n')
    .match(/^(?:resource|data) "[^"]+" "[^"]+"/gm) ?? [];
const aws = (prompt: string) => blocks(prompt, 'aws', 'terraform-aws');
const gcp = (prompt: string) => blocks(prompt, 'gcp', 'terraform-google');

describe('an existing thing beside a new one of its kind', () => {
  it('named: the new bucket is written and the existing one looked up', () => {
    const found = aws(
      'Create an S3 bucket photos-in and replicate its objects into our existing bucket photos-backup.',
    );
    expect(found).toContain('resource "aws_s3_bucket" "photos-in"');
    expect(found).toContain('data "aws_s3_bucket" "photos-backup"');
    expect(found).not.toContain('data "aws_s3_bucket" "photos-in"');
    expect(found).not.toContain('resource "aws_s3_bucket" "photos-backup"');
  });

  it('unnamed with "a": the new bucket is written beside the existing one', () => {
    const found = aws('Create a bucket and copy each object into our existing bucket media-vault.');
    expect(found).toContain('data "aws_s3_bucket" "media-vault"');
    expect(found.some((b) => b.startsWith('resource "aws_s3_bucket" '))).toBe(true);
    expect(found).not.toContain('resource "aws_s3_bucket" "media-vault"');
  });

  it('alone of its kind, "we already have a bucket X" still refers to it', () => {
    const found = aws('We already have a bucket raw-logs; add a lifecycle rule expiring objects after 30 days.');
    expect(found).toContain('data "aws_s3_bucket" "raw-logs"');
    expect(found).not.toContain('resource "aws_s3_bucket" "raw-logs"');
  });
});

describe('existing said in other words', () => {
  const services = (found: string[]) => found.filter((b) => b.startsWith('resource "google_cloud_run_v2_service"'));

  it('"the already-deployed service" is looked up', () => {
    const found = gcp('A Cloud Scheduler job that calls the already-deployed Cloud Run service billing every hour.');
    expect(found.some((b) => b.startsWith('data "google_cloud_run_v2_service"'))).toBe(true);
    expect(services(found)).toEqual([]);
  });

  it('"(both already deployed ...)" after the services says they exist', () => {
    const found = gcp(
      'chain 2 cloud run services (resize + thumb, both already deployed in europe-west1) with a scheduler every day at 6am',
    );
    expect(services(found)).toEqual([]);
    expect(found.some((b) => b.startsWith('data "google_cloud_run_v2_service"'))).toBe(true);
  });

  it('"do not touch that service" in a later clause says it exists', () => {
    const found = gcp(
      'A Pub/Sub topic orders that pushes to the Cloud Run service checkout; do not touch that service.',
    );
    expect(found).toContain('data "google_cloud_run_v2_service" "checkout"');
    expect(services(found)).toEqual([]);
  });

  it('"do not change" said of a new one asked for is no existing one', () => {
    const found = gcp(
      'Deploy a new Cloud Run service web from image gcr.io/acme/web:1; do not change the region later.',
    );
    expect(services(found)).toHaveLength(1);
  });
});

describe('things listed in brackets that say they exist', () => {
  it('the network and its resource group are looked up', () => {
    const found = generateInfrastructure({
      prompt:
        'site-to-site vpn between the azure vnet vnet-hub (rg-core, GatewaySubnet already exists) and our office router at 203.0.113.7',
      platform: 'azure',
      format: 'terraform-azurerm',
    })
      .files.map((f) => f.content)
      .join('\n');
    expect(found).toMatch(/data "azurerm_virtual_network" "vnet-hub"/);
    expect(found).toMatch(/data "azurerm_resource_group" "rg-core"/);
    expect(found).not.toMatch(/resource "azurerm_virtual_network" /);
    expect(found).not.toMatch(/resource "azurerm_resource_group" /);
  });
});
