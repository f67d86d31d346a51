/**
 * A value stated for a setting the written resource has is written to that attribute, never the
 * writer's default (issue 24, SIL): time zones, SKU codes with their tier, memory in "M", CPU
 * requests in millicores, engine versions after the product's name, Object Lock days, container
 * soft delete, same-zone HA, a batch job's parallelism, auto-inflate, serverless vCores, DynamoDB key
 * types and a GKE control plane range.
 */
import { generateInfrastructure } from '../../testing/resources';

type Platform = 'aws' | 'gcp' | 'azure' | 'kubernetes';
const text = (prompt: string, platform: Platform, format: string) =>
  generateInfrastructure({ prompt, platform: platform as never, format: format as never, history: [] })
    .files.map((f) => f.content)
    .join('\n');

describe('stated values are written, not defaults', () => {
  it.each([
    // Time zones: an IANA name, or a city said with "time".
    [
      'scheduler job warmup hitting https://svc.example.dev/ping every weekday at 08:20 Asia/Singapore',
      'gcp',
      'terraform-google',
      /time_zone\s*=\s*"Asia\/Singapore"/,
    ],
    [
      'a scheduler job that calls https://svc.example.dev/roll at 05:00 Madrid time daily',
      'gcp',
      'terraform-google',
      /time_zone\s*=\s*"Europe\/Madrid"/,
    ],
    [
      'cronjob purge-cache running redis:7.2 every day at 03:40 America/Chicago',
      'kubernetes',
      'kubernetes-yaml',
      /timeZone: America\/Chicago/,
    ],
    [
      'backup plan vault-nightly daily at 02:00 Pacific/Auckland keeping 10 days',
      'aws',
      'terraform-aws',
      /schedule_expression_timezone\s*=\s*"Pacific\/Auckland"/,
    ],
    // A flexible server SKU with its tier prefix, and a version after the product's whole name.
    [
      'postgresql flexible server pg-ledger, sku MO_Standard_E8ds_v5',
      'azure',
      'terraform-azurerm',
      /sku_name\s*=\s*"MO_Standard_E8ds_v5"/,
    ],
    ['postgresql flexible server 14 with 64 GB of storage', 'azure', 'terraform-azurerm', /\bversion\s*=\s*"14"/],
    [
      'an elasticsearch 7.10 domain with 2 data nodes',
      'aws',
      'terraform-aws',
      /engine_version\s*=\s*"OpenSearch_7\.10"/,
    ],
    [
      'mysql flexible server on Standard_D2ds_v4, high availability in the same zone',
      'azure',
      'bicep',
      /mode: 'SameZone'/,
    ],
    // Memory written the Cloud Functions way, CPU requests in millicores after "requests".
    [
      'gen2 cloud function resize-thumbs, python 3.12, 2G memory',
      'gcp',
      'terraform-google',
      /available_memory\s*=\s*"2048M"/,
    ],
    [
      'deployment quote-api image ghcr.io/acme/quote:3.0, requests 300m/384Mi, limits 1 cpu/1Gi',
      'kubernetes',
      'kubernetes-yaml',
      /requests:\s*\n\s*cpu: 300m\s*\n\s*memory: 384Mi/,
    ],
    // Durations said of the thing that keeps them.
    ['s3 bucket acme-tax-records with object lock, governance mode 180 days', 'aws', 'terraform-aws', /days\s*=\s*180/],
    ['s3 bucket acme-tax-records with object lock, governance mode 180 days', 'aws', 'cloudformation', /Days: 180/],
    [
      'storage account with soft delete for blobs 9 days and for containers 16 days',
      'azure',
      'terraform-azurerm',
      /container_delete_retention_policy\s*\{\s*days\s*=\s*16/,
    ],
    // A batch job's runs, Event Hubs' ceiling, a serverless database's vCores and pause.
    [
      'a Job named backfill running alpine:3.20 with parallelism 4 and 8 completions',
      'kubernetes',
      'kubernetes-yaml',
      /parallelism: 4\s*\n\s*completions: 8/,
    ],
    [
      'event hubs namespace for clicks, Standard, 2 throughput units, auto-inflate up to 9',
      'azure',
      'terraform-azurerm',
      /maximum_throughput_units\s*=\s*9/,
    ],
    [
      'serverless azure sql database analytics that scales up to 4 vCores and pauses after 90 minutes',
      'azure',
      'terraform-azurerm',
      /GP_S_Gen5_4"[\s\S]*auto_pause_delay_in_minutes\s*=\s*90/,
    ],
  ] as const)('%s (%s)', (prompt, platform, format, written) => {
    expect(text(prompt, platform, format)).toMatch(written);
  });

  it.each([
    ['terraform-aws', /name\s*=\s*"seq"\s*\n\s*type\s*=\s*"N"/],
    ['cloudformation', /AttributeName: seq\s*\n\s*AttributeType: "?N"?/],
  ] as const)('writes a sort key typed as stated (%s)', (format, written) => {
    expect(text('dynamodb table ledger-lines, partition key account_id, sort key seq (number)', 'aws', format)).toMatch(
      written,
    );
  });

  it("writes a private GKE cluster's stated control plane range", () => {
    expect(
      text('private gke cluster ops-core with control plane range 172.16.4.16/28', 'gcp', 'terraform-google'),
    ).toMatch(/master_ipv4_cidr_block\s*=\s*"172\.16\.4\.16\/28"/);
  });

  it.each([
    [
      'an ebs volume of 300 GB io1 with 6000 iops',
      'terraform-aws',
      /type\s*=\s*"io1"[\s\S]*iops\s*=\s*6000|iops\s*=\s*6000[\s\S]*type\s*=\s*"io1"/,
    ],
    ['opensearch domain docs-search, 2 data nodes, 80 GB gp3 each at 4000 iops', 'cloudformation', /Iops: 4000/],
  ] as const)('writes a stated volume type and IOPS: %s', (prompt, format, written) => {
    expect(text(prompt, 'aws', format)).toMatch(written);
  });

  it('reads no time zone from a word before "time" that is no city', () => {
    expect(
      text('cronjob tidy running busybox:1.36 every day at 01:00, short run time', 'kubernetes', 'kubernetes-yaml'),
    ).toMatch(/timeZone: Etc\/UTC/);
  });

  it("writes auto-inflate on the namespace when a hub's line is nearer", () => {
    const prompt =
      '- Event Hubs namespace evhns-orders, Standard, 1 throughput unit with auto-inflate up to 7\n- event hub orders with 4 partitions';
    expect(text(prompt, 'azure', 'arm')).toMatch(/"maximumThroughputUnits": 7/);
  });

  it('keeps zone-redundant HA when that is what was asked', () => {
    expect(text('postgresql flexible server with zone-redundant HA', 'azure', 'terraform-azurerm')).toMatch(
      /mode\s*=\s*"ZoneRedundant"/,
    );
  });
});
