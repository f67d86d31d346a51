/**
 * Every move to a colder class said of a store is written, in order, where the format has it: one
 * Cloud Storage lifecycle rule each, one S3 transition each (Terraform and CloudFormation), and each
 * on its own Azure blob tier (Cool, Cold, Archive).
 */
import { generateInfrastructure } from './index';

const text = (prompt: string, platform: string, format: string) =>
  generateInfrastructure({ prompt, platform, format } as Parameters<typeof generateInfrastructure>[0])
    .files.map((f) => f.content)
    .join('\n');

describe('several lifecycle moves written', () => {
  it('Cloud Storage: a SetStorageClass rule for each move', () => {
    const out = text(
      'gcs bucket media-archive; nearline after 30 days, then coldline after 90 days, delete after 3 years',
      'gcp',
      'terraform-google',
    );
    expect(out).toMatch(/age = 30\s*\}\s*action \{\s*type\s*= "SetStorageClass"\s*storage_class = "NEARLINE"/);
    expect(out).toMatch(/age = 90\s*\}\s*action \{\s*type\s*= "SetStorageClass"\s*storage_class = "COLDLINE"/);
    expect(out).toMatch(/age = 1095\s*\}\s*action \{\s*type = "Delete"/);
  });

  it('S3 in Terraform and CloudFormation: a transition for each move, in order', () => {
    const prompt = 'an S3 bucket invoices-old; after 30 days move objects to standard-ia, glacier after 1 year';
    expect(text(prompt, 'aws', 'terraform-aws')).toMatch(
      /transition \{\s*days\s*= 30\s*storage_class = "STANDARD_IA"\s*\}\s*transition \{\s*days\s*= 365\s*storage_class = "GLACIER"/,
    );
    expect(text(prompt, 'aws', 'cloudformation')).toMatch(
      /- StorageClass: STANDARD_IA\s*TransitionInDays: 30\s*- StorageClass: GLACIER\s*TransitionInDays: 365/,
    );
  });

  it('Azure blob management policy: each move on its tier', () => {
    const out = text(
      'a storage account; blobs move to cool after 30 days, to the cold tier after 90 days and to archive after 180 days',
      'azure',
      'terraform-azurerm',
    );
    expect(out).toMatch(/tier_to_cool_after_days_since_modification_greater_than\s*= 30/);
    expect(out).toMatch(/tier_to_cold_after_days_since_modification_greater_than\s*= 90/);
    expect(out).toMatch(/tier_to_archive_after_days_since_modification_greater_than\s*= 180/);
  });
});
