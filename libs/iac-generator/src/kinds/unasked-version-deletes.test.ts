/**
 * A delete rule nobody asked for must not win over what the user stated: a versioned bucket keeps
 * its noncurrent versions until a stated rule removes them. No "keep 5 newer versions" cap on a
 * GCS bucket, no 90-day noncurrent expiry on an S3 bucket whose rule only moves objects; a stated
 * noncurrent or expiry rule is still written.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from '../testing/resources';

const text = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format })
    .files.map((f) => f.content)
    .join('\n');
const VERSION_DELETE =
  /num_newer_versions|noncurrent_version_expiration|NoncurrentVersionExpiration|days_since_noncurrent_time/;

describe('no delete rule of versions nobody asked for', () => {
  it.each([
    ['terraform-google', 'gcp', 'a versioned GCS bucket for audit exports, keep every version for 7 years'],
    ['terraform-google', 'gcp', 'Cloud Storage bucket, objects go nearline after 30 days'],
    ['terraform-google', 'gcp', 'a bucket in europe-west1 for backups'],
    ['terraform-aws', 'aws', 'an S3 bucket with versioning; move objects to Glacier after 60 days'],
    ['cloudformation', 'aws', 'versioned S3 bucket where files transition to STANDARD_IA after 30 days'],
  ] as [FormatId, PlatformId, string][])('%s: %s', (format, platform, prompt) => {
    expect(text(prompt, platform, format)).not.toMatch(VERSION_DELETE);
  });

  it.each([
    ['terraform-google', 'gcp', 'a GCS bucket with versioning; purge noncurrent versions after 20 days'],
    ['terraform-aws', 'aws', 'S3 bucket, versioning on; delete noncurrent versions after 45 days'],
    ['cloudformation', 'aws', 'an S3 bucket whose objects are deleted after 365 days'],
  ] as [FormatId, PlatformId, string][])('%s: a stated rule stays: %s', (format, platform, prompt) => {
    expect(text(prompt, platform, format)).toMatch(VERSION_DELETE);
  });
});
