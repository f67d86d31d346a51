/**
 * Values an AWS request states go to the attribute of the resource they belong to, in every AWS
 * format (issue 24, SIL/NAME): a table's two keys said as a typed pair, a subscription's raw delivery
 * said in shorthand, a cache's snapshot days and snapshot window (never a database snapshot of their
 * own), and the name given to a replication group.
 */
import { type FormatId } from '@infragen/contracts';
import { generateInfrastructure } from '../../testing/resources';

const FORMATS = ['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[];

const run = (prompt: string, format: FormatId) => {
  const r = generateInfrastructure({ prompt, platform: 'aws', format });
  return { text: r.files.map((f) => f.content).join('\n'), explanation: r.explanation };
};

describe('a DynamoDB table keeps the partition and sort keys stated as a pair', () => {
  const PROMPTS = [
    'dynamo table invoices-2024: tenant (string) + issued_at (number), provisioned 10/10',
    'a DynamoDB table invoices-2024 with composite key tenant + issued_at',
  ];
  for (const format of FORMATS)
    it.each(PROMPTS)(`${format}: %s`, (prompt) => {
      const { text } = run(prompt, format);
      if (format === 'cloudformation') {
        expect(text).toMatch(/AttributeName: tenant\s+KeyType: HASH/);
        expect(text).toMatch(/AttributeName: issued_at\s+KeyType: RANGE/);
      } else {
        expect(text).toMatch(/hash_key\s+= "tenant"/);
        expect(text).toMatch(/range_key\s+= "issued_at"/);
      }
      if (prompt.includes('(number)'))
        expect(text).toMatch(
          format === 'cloudformation' ? /AttributeName: issued_at\s+AttributeType: "?N/ : /"issued_at"\s+type = "N"/,
        );
    });
});

describe('an SNS subscription delivers raw messages when the request says so in shorthand', () => {
  const PROMPTS = [
    'sns topic build-news with an sqs queue build-news-q subscribed, raw msg delivery',
    'An SNS topic build-news fanning out to the SQS queue build-news-q; we do not want the SNS envelope on the messages.',
  ];
  for (const format of FORMATS)
    it.each(PROMPTS)(`${format}: %s`, (prompt) => {
      const { text } = run(prompt, format);
      expect(text).toMatch(format === 'cloudformation' ? /RawMessageDelivery: true/ : /raw_message_delivery\s+= true/);
    });
});

describe('a Redis replication group keeps its given name, snapshot days and snapshot window', () => {
  const PROMPTS = [
    'Valkey replication group "cart-store" on cache.m7g.large with 2 replicas, 9 days of snapshots taken 04:00-05:00 UTC',
    'redis 7.1 replication group cart-store, cache.m7g.large, snapshots kept 9 days, snapshot window 04:00 to 05:00',
  ];
  for (const format of FORMATS)
    it.each(PROMPTS)(`${format}: %s`, (prompt) => {
      const { text, explanation } = run(prompt, format);
      expect(text).toMatch(
        format === 'cloudformation' ? /ReplicationGroupId: cart-store/ : /replication_group_id\s+= "cart-store"/,
      );
      expect(text).toMatch(
        format === 'cloudformation' ? /SnapshotRetentionLimit: 9/ : /snapshot_retention_limit\s+= 9/,
      );
      expect(text).toMatch(
        format === 'cloudformation' ? /SnapshotWindow: 04:00-05:00/ : /snapshot_window\s+= "04:00-05:00"/,
      );
      // Snapshots of the cache are the cache's own: no database, database snapshot or IAM group is made for them.
      expect(text).not.toMatch(/aws_db_|AWS::RDS::|aws_iam_group|AWS::IAM::Group/);
      expect(explanation).not.toMatch(/not covered: '[^']*(?:replica|cart-store)/);
    });
});

describe('a database keeps a stated backup window', () => {
  for (const format of FORMATS)
    it(`${format}: a window of at least half an hour is written as stated`, () => {
      const { text } = run('rds postgres 16 ledger-db, backups kept 12 days, backup window 22:15 to 23:15', format);
      expect(text).toMatch(
        format === 'cloudformation' ? /PreferredBackupWindow: 22:15-23:15/ : /backup_window\s+= "22:15-23:15"/,
      );
      expect(text).toMatch(
        format === 'cloudformation' ? /BackupRetentionPeriod: 12/ : /backup_retention_period\s+= 12/,
      );
    });
});

describe("a database's own backups take the days said of them, and its storage ceiling is one RDS accepts", () => {
  for (const format of FORMATS) {
    it(`${format}: backups said of a database are its own, not an AWS Backup plan`, () => {
      const { text } = run(
        'an rds mysql 8.0 instance for payroll with multi-az, and nightly backups kept for 21 days',
        format,
      );
      expect(text).toMatch(
        format === 'cloudformation' ? /BackupRetentionPeriod: 21/ : /backup_retention_period\s+= 21/,
      );
      expect(text).not.toMatch(/aws_backup_|AWS::Backup::/);
    });
    it(`${format}: the autoscaling ceiling is above a large starting storage`, () => {
      const { text } = run('an rds postgres instance named archive-db with 600 GB of storage', format);
      const max = /(?:MaxAllocatedStorage:|max_allocated_storage\s+=)\s*(\d+)/.exec(text);
      expect(Number(max?.[1])).toBeGreaterThan(600);
    });
    it(`${format}: a stated ceiling below the starting storage is not written`, () => {
      const { text, explanation } = run(
        'an rds postgres instance named archive-db with 600 GB of storage and max allocated storage of 400 GB',
        format,
      );
      expect(text).not.toMatch(/MaxAllocatedStorage|max_allocated_storage/);
      expect(explanation).toMatch(/400 GB/);
    });
  }
});
