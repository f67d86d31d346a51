/**
 * A store's contents said in general ("objects move to Glacier after 90 days", "any blob older than
 * 60 days", "old files in it") are the bucket's or container's own: never a sample object uploaded
 * into it (least of all into an existing bucket), and an object asked for is the user's file, never
 * contents of our own ("placeholder").
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from '../testing/resources';

const OBJECT_TYPES = /aws_s3_object|AWS::S3::Object|azurerm_storage_blob|google_storage_bucket_object/;
const CASES: [FormatId, PlatformId, string][] = [
  ['terraform-aws', 'aws', "We already have the S3 bucket 'scans-raw'. Objects move to Glacier after 120 days."],
  ['terraform-aws', 'aws', 'a new S3 bucket for invoices; any object older than 400 days gets expired'],
  ['terraform-azurerm', 'azure', "storage account with a container called 'reports'; blobs are removed after 45 days"],
  ['terraform-azurerm', 'azure', 'Create a storage account. Old files in it should be deleted after a year.'],
  ['terraform-google', 'gcp', 'GCS bucket for exports, all objects switch to coldline after 60 days'],
  [
    'terraform-google',
    'gcp',
    'An existing bucket named media-archive: objects there go to archive class after 2 years',
  ],
];

describe('contents said in general are the store, never a sample object', () => {
  it.each(CASES)('%s: %s', (format, platform, prompt) => {
    const { files } = generateInfrastructure({ prompt, platform, format });
    const text = files.map((f) => f.content).join('\n');
    expect(text).not.toMatch(OBJECT_TYPES);
    expect(text).not.toMatch(/example\.txt|"placeholder"|'placeholder'/);
  });

  it.each([
    ['terraform-azurerm', 'azure', 'a storage account, a container and one blob uploaded to it'],
    ['terraform-google', 'gcp', 'a GCS bucket and a storage object in it'],
  ] as [FormatId, PlatformId, string][])('%s: an asked object is the user file: %s', (format, platform, prompt) => {
    const { files } = generateInfrastructure({ prompt, platform, format });
    const text = files.map((f) => f.content).join('\n');
    expect(text).toMatch(OBJECT_TYPES);
    expect(text).not.toMatch(/placeholder/);
  });
});
