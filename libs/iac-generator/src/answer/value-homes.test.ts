/**
 * Issue 24 (UNT): a stated value no file holds is said with the attribute that takes it, found in
 * the bundled schema of a type the answer wrote: "written as 30, not 90" when the files hold another
 * value there, "did not write it" when they hold none; never that nothing takes it. A time zone is
 * such a value, never a product. Prompts of our own.
 */
import { generateInfrastructure } from '../testing/resources';
import { saidByLines } from './said-in-lines';
import { schemaPaths, typeOfAddress } from '../model/schema-paths';

type Input = Parameters<typeof generateInfrastructure>[0];
const run = (prompt: string, format: Input['format'], platform: Input['platform']) =>
  generateInfrastructure({ prompt, format, platform, history: [] });
const lineOf = (r: ReturnType<typeof run>, quoted: string) => r.notCovered.find((l) => l.startsWith(`'${quoted}`));

describe('a value written otherwise names the attribute and both values', () => {
  it('an object lock retention of 90 days where the lock rule keeps another number of days', () => {
    const r = run('s3 bucket ledger-archive with object lock in governance mode for 90 days', 'terraform-aws', 'aws');
    const content = r.files.map((f) => f.content).join('\n');
    const written = /\bdays\s*=\s*(\d+)/.exec(content)?.[1];
    if (written === '90') return;
    expect(lineOf(r, '90 days')).toMatch(
      new RegExp(`default_retention\\.days of aws_s3_bucket_object_lock_configuration: the files write ${written}`),
    );
  });

  it('a release of a product goes where its schema keeps the version', () => {
    const r = run('OpenSearch 2.9 domain with 2 data nodes m6g.large.search', 'cloudformation', 'aws');
    const line = lineOf(r, '2.9');
    if (line)
      expect(line).toMatch(/EngineVersion of AWS::OpenSearchService::Domain: the files write \S+ there, not 2\.9/);
  });

  it('a buffering interval in seconds, on the delivery stream written, not on any destination it could have', () => {
    const r = run(
      'Firehose delivery stream (direct put) writing to a new S3 bucket, buffer 32 MB or 120 seconds',
      'cloudformation',
      'aws',
    );
    const line = lineOf(r, '120 seconds');
    if (line)
      expect(line).toMatch(/^'120 seconds' \(ExtendedS3DestinationConfiguration\.BufferingHints\.IntervalInSeconds of/);
  });
});

describe('a value whose attribute was not written says so, with where to set it', () => {
  it('a Job parallelism', () => {
    const r = run('a Job named reindex running busybox:1.36 with parallelism 6', 'kubernetes-yaml', 'kubernetes');
    if (/parallelism:\s*6\b/.test(r.files.map((f) => f.content).join('\n'))) return;
    expect(lineOf(r, 'with parallelism 6')).toMatch(
      /spec\.parallelism of Job: the built-in generator did not write it/,
    );
    expect(r.notCovered.join('\n')).not.toMatch(/no file holds this value/);
  });
});

describe('a time zone is a value of the schedule, never a product', () => {
  it.each<[string, Input['format'], Input['platform'], string, RegExp]>([
    [
      'CronJob cleanup running alpine:3.20 every night at 1am Asia/Tokyo time',
      'kubernetes-yaml',
      'kubernetes',
      'Asia/Tokyo',
      /spec\.timeZone of CronJob/,
    ],
    [
      'cloud scheduler job that publishes to a pubsub topic nightly every day at 03:00 in America/Chicago time',
      'terraform-google',
      'gcp',
      'America/Chicago',
      /time_zone of google_cloud_scheduler_job/,
    ],
  ])('%s', (prompt, format, platform, zone, attribute) => {
    const r = run(prompt, format, platform);
    const all = [...r.notCovered, ...(r.notRead ?? []), ...(r.writtenUnread ?? [])].join('\n');
    expect(all).not.toMatch(/no kind for this product/);
    // Written as asked, or said with the attribute that takes it; no line about a piece of it.
    if (!r.files.some((f) => f.content.includes(zone))) expect(lineOf(r, zone)).toMatch(attribute);
    expect(r.notRead ?? []).not.toContainEqual(expect.stringMatching(new RegExp(`^'${zone.split('/')[1]}`)));
  });
});

describe('schema paths and written types', () => {
  it('reads the type of an address in every format', () => {
    expect(typeOfAddress('aws_s3_bucket.logs')).toBe('aws_s3_bucket');
    expect(typeOfAddress('Logs (AWS::S3::Bucket)')).toBe('AWS::S3::Bucket');
    expect(typeOfAddress('Microsoft.Cdn/profiles/originGroups/afd/og')).toBe('Microsoft.Cdn/profiles/originGroups');
    expect(typeOfAddress('Job/reindex')).toBe('Job');
    expect(typeOfAddress('var.key_arn')).toBeUndefined();
    expect(typeOfAddress('data.aws_vpc.main')).toBeUndefined();
  });

  it('walks nested blocks and objects, with what each holds', () => {
    const path = (p: string, leaf: string) => expect.objectContaining({ path: p, leaf });
    expect(schemaPaths('aws_sqs_queue')).toContainEqual(path('message_retention_seconds', 'number'));
    expect(schemaPaths('AWS::OpenSearchService::Domain')).toContainEqual(path('EBSOptions.Iops', 'number'));
    expect(schemaPaths('CronJob')).toContainEqual(path('spec.timeZone', 'string'));
    expect(schemaPaths('no_such_type')).toEqual([]);
  });
});

describe('words a "not covered" line quotes whole are said there', () => {
  const said = saidByLines(
    ["'Asia/Tokyo time' (spec.timeZone of CronJob: ...)", "'prod-vault' (given in the request: ...)"],
    'a CronJob at 1am Asia/Tokyo time, backups to a vault named prod-vault',
  );
  it('a piece of the quoted words, said nowhere else, is said there', () => {
    expect(said("'Tokyo time' (no words of it were read ...)")).toBe(true);
  });
  it('words also said elsewhere keep their line', () => {
    expect(said("'vault' (no words of it were read ...)")).toBe(false);
  });
});

describe('only an attribute the value plausibly goes in is named', () => {
  it('a unit word is never read in a key ("min" of a random string\'s min_lower is no minute)', () => {
    const r = run(
      'Service Bus namespace sb-billing, Standard tier, with a queue invoices whose lock duration is 2 minutes',
      'terraform-azurerm',
      'azure',
    );
    expect(r.notCovered.join('\n')).not.toMatch(/of random_/);
  });

  it('an unwritten attribute deep inside another block is not named', () => {
    const r = run(
      'Firehose delivery stream (direct put) writing to a new S3 bucket, buffer 32 MB or 3 mins',
      'cloudformation',
      'aws',
    );
    expect(r.notCovered.join('\n')).not.toMatch(/ReplicationTime/);
  });
});
