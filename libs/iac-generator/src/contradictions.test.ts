/**
 * Contradictions said as kind data (kind.json `conflicts` and `cannot` with `when`), end to end: the
 * answer says what cannot be with why and what was written instead, the files hold what was said
 * (never the setting that fails at deploy), and the setting is not reported as understood.
 */
import { generateInfrastructure } from './index';

const run = (prompt: string, platform: string, format: string) => {
  const r = generateInfrastructure({ prompt, platform, format } as Parameters<typeof generateInfrastructure>[0]);
  return { ...r, text: r.files.map((f) => f.content).join('\n') };
};

describe('Azure SQL: what the Basic and Standard tiers cannot have', () => {
  it('Basic with 300 GB and zone redundancy: 2 GB in one zone, both said, neither reported as understood', () => {
    const r = run(
      'an azure sql db "reports" on basic tier, 300gb, zone redundant please',
      'azure',
      'terraform-azurerm',
    );
    expect(r.text).toMatch(/sku_name\s+= "Basic"/);
    expect(r.text).toMatch(/max_size_gb\s+= 2\b/);
    expect(r.text).not.toMatch(/zone_redundant\s+= true/);
    expect(r.notCovered).toContainEqual(expect.stringMatching(/Basic tier holds at most 2 GB.*written as 2 GB/));
    expect(r.notCovered).toContainEqual(expect.stringMatching(/Basic tier cannot be zone redundant.*one zone/));
    expect(r.explanation).not.toMatch(/300gb \(storage\)/i);
  });

  it('in ARM too: the size in bytes is the Basic maximum', () => {
    const r = run('Azure SQL database, Basic tier, max size 10 GB', 'azure', 'arm');
    expect(r.text).toContain(`"maxSizeBytes": ${2 * 1024 ** 3}`);
    expect(r.notCovered).toContainEqual(expect.stringMatching(/at most 2 GB/));
  });

  it('a Premium database keeps its zone redundancy and size, and nothing is said', () => {
    const r = run('Azure SQL database on the premium tier, 500 GB, zone redundant', 'azure', 'terraform-azurerm');
    expect(r.text).toMatch(/zone_redundant\s+= true/);
    expect(r.text).toMatch(/max_size_gb\s+= 500/);
    expect(r.notCovered.filter((l) => /cannot be written/.test(l))).toEqual([]);
  });
});

describe('SNS: a standard topic cannot deliver to a FIFO queue', () => {
  it('no subscription that fails at deploy; the answer says why', () => {
    const r = run(
      'terraform: a fifo sqs queue named ledger with content based dedup, subscribed to a standard sns topic named ledger-events',
      'aws',
      'terraform-aws',
    );
    expect(r.text).toMatch(/fifo_queue\s+= true/);
    expect(r.text).not.toContain('aws_sns_topic_subscription');
    expect(r.text).not.toMatch(/fifo_topic/);
    expect(r.notCovered).toContainEqual(
      expect.stringMatching(/standard SNS topic cannot deliver to an SQS FIFO queue/),
    );
  });

  it('a FIFO topic is written as one (.fifo name) and delivers to the FIFO queue, with nothing said', () => {
    const r = run(
      'cloudformation: a FIFO SNS topic "trades" that fans out to a FIFO SQS queue "settlement"',
      'aws',
      'cloudformation',
    );
    expect(r.text).toMatch(/FifoTopic: true/);
    expect(r.text).toMatch(/TopicName: trades\.fifo/);
    expect(r.text).toContain('AWS::SNS::Subscription');
    expect(r.notCovered.filter((l) => /cannot/.test(l))).toEqual([]);
  });
});

describe('a FIFO topic with an HTTPS subscriber', () => {
  it('the subscription is said, not written, and not listed as understood', () => {
    const r = run(
      'sns fifo topic trades with an https subscription to https://hooks.example.org/in',
      'aws',
      'terraform-aws',
    );
    expect(r.text).toMatch(/fifo_topic\s+= true/);
    expect(r.text).not.toContain('hooks.example.org');
    expect(r.notCovered).toContainEqual(expect.stringMatching(/FIFO topic delivers only to SQS queues/));
    expect(r.explanation).not.toMatch(/\(subscription endpoint\)/);
  });
});

describe('a locked retention policy beside deletes', () => {
  it('the deleting job is said, not written as a resource of its own', () => {
    const r = run(
      'gcs bucket legal-hold-archive with a 10 year retention policy, locked. A weekly purge job deletes all files older than 90 days.',
      'gcp',
      'terraform-google',
    );
    expect(r.text).toMatch(/is_locked\s+= true/);
    expect(r.text).not.toMatch(/google_cloud_run_v2_job|google_cloud_scheduler_job|google_storage_bucket_object/);
    expect(r.notCovered).toContainEqual(expect.stringMatching(/locked policy can never be removed or shortened/));
  });

  it('without the lock, deletes are no contradiction', () => {
    const r = run(
      'gcs bucket scratch-area with a retention policy of 30 days; objects older than 90 days are deleted',
      'gcp',
      'terraform-google',
    );
    expect(r.notCovered.filter((l) => /locked/.test(l))).toEqual([]);
  });
});

describe('the most a service takes of a stated number (kind.json `limits`)', () => {
  it.each([
    [
      'lambda report-builder with a 30 minute timeout and 12gb ram',
      'aws',
      'terraform-aws',
      [/timeout\s+= 900\b/, /memory_size\s+= 10240\b/],
      2,
    ],
    ['sqs queue audit-trail, retain messages 21 days', 'aws', 'cloudformation', [/MessageRetentionPeriod: 1209600/], 1],
    [
      'pubsub topic orders and a subscription billing with an ack deadline of 20 minutes',
      'gcp',
      'terraform-google',
      [/ack_deadline_seconds\s+= 600\b/],
      1,
    ],
  ] as const)('%s', (prompt, platform, format, written, said) => {
    const r = run(prompt, platform, format);
    for (const w of written) expect(r.text).toMatch(w);
    expect(r.notCovered.filter((l) => /as asked it cannot be written: .* at most/.test(l))).toHaveLength(said);
  });

  it('within the limit nothing is said and the value is written as asked', () => {
    const r = run('a lambda function with a 10 minute timeout and 2 GB memory', 'aws', 'terraform-aws');
    expect(r.text).toMatch(/timeout\s+= 600\b/);
    expect(r.notCovered.filter((l) => /at most/.test(l))).toEqual([]);
  });
});
