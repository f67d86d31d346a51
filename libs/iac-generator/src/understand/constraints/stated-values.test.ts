/**
 * End to end, with wordings of our own: a setting one thing requires is kept and the answer says why
 * (Object Lock needs versioning); a value a kind cannot have is written as the nearest it can, or
 * not at all, and said (a premium block blob account has no archive tier; Step Functions has no
 * DEBUG level); and values stated by the service's own word are written as stated, never the
 * writer's default (GOVERNANCE, ALL, REGIONAL, zone-redundant HA, a subnet's own range).
 */
import { generateInfrastructure } from '../../testing/resources';

const run = (prompt: string, platform: string, format: string, history: string[] = []) => {
  const r = generateInfrastructure({
    prompt,
    platform,
    format,
    history: history.map((content) => ({ role: 'user', content })),
  } as Parameters<typeof generateInfrastructure>[0]);
  return { ...r, text: r.files.map((f) => f.content).join('\n') };
};

describe('requirement: Object Lock needs versioning', () => {
  it.each([
    ['a bucket for legal holds with object lock, and versioning disabled to save money', 'terraform-aws'],
    ['WORM s3 bucket (object lock, 90 day retention). No versioning please.', 'terraform-aws'],
    ['an S3 bucket with object lock enabled; turn off versioning', 'cloudformation'],
  ])('%s (%s): versioning is kept and the answer says why', (prompt, format) => {
    const r = run(prompt, 'aws', format);
    expect(r.text).toMatch(/status\s+= "Enabled"|Status: Enabled/);
    expect(r.notCovered).toContainEqual(expect.stringMatching(/Object Lock works on versioned buckets only.*kept on/));
    // Nothing says the setting was merely not written yet.
    expect(r.notCovered.join('\n')).not.toMatch(/not written yet/);
  });

  it('a bucket without Object Lock has its versioning off as asked, and nothing is said', () => {
    const r = run('an s3 bucket for build artifacts with versioning off', 'aws', 'terraform-aws');
    expect(r.text).not.toMatch(/status\s+= "Enabled"/);
    expect(r.notCovered.join('\n')).not.toMatch(/Object Lock/);
  });
});

describe('stated values: the service’s own word is written as stated', () => {
  it.each([
    ['an s3 bucket with object lock in governance mode, 30 day default retention', 'terraform-aws', 'GOVERNANCE'],
    ['an audit bucket with object lock, lock mode = compliance, 7 day retention', 'terraform-aws', 'COMPLIANCE'],
    ['a bucket with object lock, compliance-mode retention of 10 days', 'cloudformation', 'COMPLIANCE'],
    ['s3 bucket with object lock (governance mode)', 'cloudformation', 'GOVERNANCE'],
  ])('%s (%s): %s', (prompt, format, mode) => {
    const r = run(prompt, 'aws', format);
    expect(r.text).toMatch(new RegExp(`[Mm]ode(?:\\s+=|:) "?${mode}"?`));
  });

  it('an unstated lock mode is GOVERNANCE in every format, which can still be lifted', () => {
    for (const format of ['terraform-aws', 'cloudformation']) {
      const r = run('an s3 bucket with object lock and 14 days retention', 'aws', format);
      expect(r.text).toMatch(/GOVERNANCE/);
      expect(r.text).not.toMatch(/COMPLIANCE/);
    }
  });

  it.each([
    ['a step functions state machine that calls a lambda, logging at level ALL', 'terraform-aws', 'ALL'],
    ['state machine with a lambda step; log level: fatal', 'cloudformation', 'FATAL'],
    ['an express step function workflow with all-level logging', 'cloudformation', 'ALL'],
  ])('%s (%s): level %s', (prompt, format, level) => {
    const r = run(prompt, 'aws', format);
    expect(r.text).toMatch(new RegExp(`[Ll]evel(?:\\s+=|:) "?${level}"?`));
  });

  it('a level Step Functions does not have is written as the nearest one, and said', () => {
    const r = run('a step function state machine that runs a lambda, log level DEBUG', 'aws', 'terraform-aws');
    expect(r.text).toMatch(/level\s+= "ALL"/);
    expect(r.notCovered).toContainEqual(expect.stringMatching(/ALL, ERROR, FATAL or OFF only.*ALL was written/));
  });

  it.each([
    'Cloud SQL postgres 15, HA (regional), 100 GB',
    'a cloud sql mysql instance with HA',
    'cloud sql for postgres, regional HA, db-custom-2-8192',
  ])('%s: availability REGIONAL', (prompt) => {
    const r = run(prompt, 'gcp', 'terraform-google');
    expect(r.text).toMatch(/availability_type\s+= "REGIONAL"/);
    expect(r.notRead?.join('\n') ?? '').not.toMatch(/\bHA\b/);
  });

  it.each([
    'azure postgres flexible server, GP_Standard_D2ds_v5, zone redundant HA',
    'a mysql flexible server on the general purpose tier with zone-redundant high availability and geo-redundant backups',
  ])('%s: zone-redundant high availability, no DNS zone made of the word', (prompt) => {
    const r = run(prompt, 'azure', 'terraform-azurerm');
    expect(r.text).toMatch(/mode\s+= "ZoneRedundant"/);
    expect(r.text).not.toContain('azurerm_dns_zone"');
    expect(r.notCovered.join('\n')).not.toMatch(/geo-redundant|zone.redundant/i);
  });

  it.each([
    [
      'a postgres flexible server in a new delegated subnet snet-pg (10.40.3.0/24) inside our existing vnet-core',
      '10.40.3.0/24',
    ],
    ['new subnet "apps" with range 172.16.5.0/26 in the existing virtual network vnet-shared', '172.16.5.0/26'],
  ])('%s: the subnet has the range given', (prompt, range) => {
    const r = run(prompt, 'azure', 'terraform-azurerm');
    expect(r.text).toContain(`address_prefixes                  = ["${range}"]`);
  });
});

describe('exclusion: a premium block blob account has no colder tiers', () => {
  it.each([
    [
      ['Create a storage account stdata01, StorageV2, LRS'],
      'make it premium BlockBlobStorage and archive blobs after 90 days',
    ],
    [[], 'a premium block blob storage account that moves blobs to cool after 30 days'],
  ])('%j %s: no move written, the answer says why', (history, prompt) => {
    const r = run(prompt, 'azure', 'terraform-azurerm', history);
    expect(r.text).toMatch(/account_kind\s+= "BlockBlobStorage"/);
    expect(r.text).not.toMatch(/tier_to_(?:archive|cool|cold)/);
    expect(r.notCovered).toContainEqual(
      expect.stringMatching(/premium block blob storage account has no access tiers/),
    );
  });

  it('a Standard account keeps its move to the archive tier, and nothing is said', () => {
    const r = run('a standard storage account that archives blobs after 180 days', 'azure', 'terraform-azurerm');
    expect(r.text).toMatch(/tier_to_archive_after_days_since_modification_greater_than\s+= 180/);
    expect(r.notCovered.join('\n')).not.toMatch(/no access tiers/);
  });
});

describe('stated values: old versions kept for days after they stop being current', () => {
  it.each([
    [
      'a versioned gcs bucket; delete noncurrent versions after 30 days',
      'gcp',
      'terraform-google',
      /days_since_noncurrent_time\s+= 30/,
    ],
    [
      'an s3 bucket with versioning whose previous versions expire after 2 weeks',
      'aws',
      'terraform-aws',
      /noncurrent_days\s+= 14/,
    ],
    ['versioned S3 bucket, purge older versions after 45', 'aws', 'cloudformation', /NoncurrentDays: 45/],
    [
      'a storage account with blob versioning, old versions deleted after 60 days',
      'azure',
      'terraform-azurerm',
      /delete_after_days_since_creation\s+= 60/,
    ],
  ])('%s (%s)', (prompt, platform, format, written) => {
    const r = run(prompt, platform, format);
    expect(r.text).toMatch(written);
    // Never an age of the live objects: that would delete current data.
    expect(r.text).not.toMatch(/\bage\s+= 30\b|expiration \{\s*days|ExpirationInDays/);
  });
});

describe('stated values: a CORS rule’s origins and methods', () => {
  it.each([
    [
      'gcs bucket for media; CORS: only GET from https://www.media.example',
      'gcp',
      'terraform-google',
      /origin\s+= \["https:\/\/www\.media\.example"\][\s\S]*method\s+= \["GET"\]/,
    ],
    [
      'an s3 bucket for uploads, allow cross-origin PUT and POST from https://upload.example.com',
      'aws',
      'terraform-aws',
      /allowed_methods = \["PUT", "POST"\]\s+allowed_origins = \["https:\/\/upload\.example\.com"\]/,
    ],
    [
      'S3 bucket with CORS for https://a.example.net and https://b.example.net',
      'aws',
      'cloudformation',
      /AllowedOrigins:\s+- https:\/\/a\.example\.net\s+- https:\/\/b\.example\.net/,
    ],
    [
      'a storage account for images with cors: GET from https://shop.example.org',
      'azure',
      'terraform-azurerm',
      /allowed_origins\s+= \["https:\/\/shop\.example\.org"\]\s+allowed_methods\s+= \["GET"\]/,
    ],
  ])('%s (%s)', (prompt, platform, format, written) => {
    const r = run(prompt, platform, format);
    expect(r.text).toMatch(written);
    expect(r.notRead?.join('\n') ?? '').not.toMatch(/CORS/i);
  });
});

describe('limits on a count: a BigQuery table clusters by at most four columns', () => {
  it.each([
    'a bigquery dataset sales with a table orders, partitioned daily on created_at, clustered by region, store_id, sku, channel and customer_id',
    'BigQuery table clicks in dataset web, clustered on page, referrer, browser, os, country and campaign',
  ])('%s: four written in order, the answer says why', (prompt) => {
    const r = run(prompt, 'gcp', 'terraform-google');
    const clustering = /clustering\s+= \[([^\]]*)\]/.exec(r.text)?.[1].split(',') ?? [];
    expect(clustering).toHaveLength(4);
    expect(r.notCovered).toContainEqual(expect.stringMatching(/at most four columns.*first four columns/));
  });

  it('four columns or fewer are written as asked, with the partitioning stated, and nothing is said', () => {
    const r = run(
      'bigquery dataset telemetry with a table requests partitioned by hour on ts, clustered by service and status',
      'gcp',
      'terraform-google',
    );
    expect(r.text).toMatch(/clustering\s+= \["service", "status"\]/);
    expect(r.text).toMatch(/type\s+= "HOUR"\s+field = "ts"/);
    expect(r.notCovered.join('\n')).not.toMatch(/at most four|table inside it/);
  });
});

describe('a setting the writer always meets is reported as met, never as not read', () => {
  it.each([
    'cloud sql mysql 8.0 with daily backups and binlog on',
    'a Cloud SQL MySQL instance, binary logging enabled',
  ])('%s', (prompt) => {
    const r = run(prompt, 'gcp', 'terraform-google');
    expect(r.text).toMatch(/binary_log_enabled\s+= true/);
    expect([...(r.notRead ?? []), ...r.notCovered].join('\n')).not.toMatch(/binlog|binary log/i);
  });

  it('a stated Step Functions type is written out', () => {
    const r = run('a step functions state machine (standard) that runs a lambda', 'aws', 'cloudformation');
    expect(r.text).toMatch(/StateMachineType: STANDARD/);
  });
});

describe('exclusions and limits as kind data: said, and the nearest allowed written', () => {
  it.each([
    ['a gcs bucket with versioning and a 30 day retention policy', /enabled = false/],
    ['Cloud Storage bucket, retention policy of 1 year, keep versions (versioning on)', /enabled = false/],
  ])('%s: no versioning beside a retention policy, and said', (prompt, written) => {
    const r = run(prompt, 'gcp', 'terraform-google');
    expect(r.text).toMatch(written);
    expect(r.notCovered).toContainEqual(
      expect.stringMatching(/^'versioning[^']*' \(.*Object Versioning on a bucket with a retention policy/),
    );
  });

  it.each([
    [
      'a KMS key with a 60 day deletion window',
      'aws',
      'terraform-aws',
      /deletion_window_in_days = 30/,
      /at most 30 days/,
    ],
    [
      'an azure key vault kvapp01 with soft delete retention of 120 days',
      'azure',
      'terraform-azurerm',
      /soft_delete_retention_days\s+= 90/,
      /at most 90 days/,
    ],
  ])('%s: the maximum, and said', (prompt, platform, format, written, line) => {
    const r = run(prompt, platform, format);
    expect(r.text).toMatch(written);
    expect(r.notCovered).toContainEqual(expect.stringMatching(line));
  });
});

describe('allowed values: a number a service takes only from a set is the next one up, and said', () => {
  it.each([
    [
      'a cloudwatch log group for audit events with 45 days retention',
      'terraform-aws',
      /retention_in_days = 60/,
      /60 days, the next period/,
    ],
    [
      'a node.js lambda whose logs are kept for 100 days',
      'terraform-aws',
      /retention_in_days = 120/,
      /120 days, the next period/,
    ],
    [
      'a CloudWatch log group /svc/billing that keeps logs 10 days',
      'cloudformation',
      /RetentionInDays: 14/,
      /14 days, the next period/,
    ],
  ])('%s (%s)', (prompt, format, written, line) => {
    const r = run(prompt, 'aws', format);
    expect(r.text).toMatch(written);
    expect(r.notCovered).toContainEqual(expect.stringMatching(line));
  });

  it.each([
    [
      'an ecs fargate service for the api with 3 vCPU',
      'aws',
      'terraform-aws',
      /cpu\s+= "4096"/,
      /4 vCPU, the next size/,
    ],
    ['fargate task definition, 0.3 vcpu', 'aws', 'cloudformation', /Cpu: "512"/, /0.5 vCPU, the next size/],
    [
      'a cloud run service for the web ui with 5 vcpu',
      'gcp',
      'terraform-google',
      /cpu\s+= "6"/,
      /6 CPU, the next size/,
    ],
  ])('%s (%s): the next size, and said', (prompt, platform, format, written, line) => {
    const r = run(prompt, platform, format);
    expect(r.text).toMatch(written);
    expect(r.notCovered).toContainEqual(expect.stringMatching(line));
  });

  it('a period it takes is written as asked, and nothing is said', () => {
    const r = run('a cloudwatch log group keeping logs for 90 days', 'aws', 'terraform-aws');
    expect(r.text).toMatch(/retention_in_days = 90/);
    expect(r.notCovered.join('\n')).not.toMatch(/next period/);
  });
});

describe('exclusion with the nearest allowed as data (conflict rows with set)', () => {
  it.each([
    ['a service bus namespace on the basic tier with a topic orders', 'terraform-azurerm', /sku\s+= "Standard"/],
    ['Basic service bus namespace plus a service bus topic called events', 'bicep', /name: 'Standard'/],
  ])('%s (%s): Standard written, the Basic tier said', (prompt, format, written) => {
    const r = run(prompt, 'azure', format);
    expect(r.text).toMatch(written);
    expect(r.notCovered).toContainEqual(
      expect.stringMatching(/^'[Bb]asic[^']*' \(.*Basic tier has queues only.*Standard tier was written/),
    );
  });

  it('a Basic namespace with queues only stays Basic, and nothing is said', () => {
    const r = run('a basic tier service bus namespace with a queue jobs', 'azure', 'terraform-azurerm');
    expect(r.text).toMatch(/sku\s+= "Basic"/);
    expect(r.notCovered.join('\n')).not.toMatch(/queues only/);
  });
});
