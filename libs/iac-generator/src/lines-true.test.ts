import { generateInfrastructure } from './index';

type GenerateInput = Parameters<typeof generateInfrastructure>[0];

// Issue 24 (UNT/SIL): a "not covered" line must not call missing what the files hold, a "written,
// not read" line must not say words are carried by pieces of other identifiers, and a setting
// reported honoured must be in the files.
const run = (
  prompt: string,
  format: GenerateInput['format'],
  platform: GenerateInput['platform'],
  history: string[] = [],
) =>
  generateInfrastructure({ prompt, format, platform, history: history.map((content) => ({ role: 'user', content })) });
const text = (r: ReturnType<typeof run>) => r.files.map((f) => f.content).join('\n');

describe('a key vault soft-delete window', () => {
  it('held by the files as asked (90 days): no line calls it missing', () => {
    const r = run('- a key vault kv-billing-dev\n- soft delete 90 days + purge protection', 'arm', 'azure');
    expect(text(r)).toMatch(/"softDeleteRetentionInDays": 90\b/);
    expect(r.notCovered.join('\n')).not.toMatch(/90 days/);
  });

  it('another number inside what a vault keeps (60 days) is written, and no line calls it missing', () => {
    const r = run('- a key vault kv-billing-dev\n- soft delete 60 days + purge protection', 'arm', 'azure');
    expect(text(r)).toMatch(/"softDeleteRetentionInDays": 60\b/);
    expect(r.notCovered.join('\n')).not.toMatch(/60 days/);
  });

  it('a number beyond what a vault keeps (120 days) is said not covered, with what was written instead', () => {
    const r = run('- a key vault kv-billing-dev\n- soft delete 120 days + purge protection', 'arm', 'azure');
    expect(text(r)).not.toMatch(/"softDeleteRetentionInDays": 120\b/);
    expect(r.notCovered.join('\n')).toMatch(/120 days.*90 days was written/);
  });
});

describe('a word given ("owner: Invoices") that no reader took', () => {
  it('is not carried by pieces of other identifiers (AttributeName, invoiceId)', () => {
    const r = run(
      'one DynamoDB table:\n* owner: Invoices\n* partition key invoiceId (string)',
      'cloudformation',
      'aws',
    );
    expect(text(r)).not.toMatch(/Invoices/);
    expect((r.writtenUnread ?? []).join('\n')).not.toMatch(/Invoices/);
    expect(r.notRead?.join('\n')).toMatch(/owner: Invoices/);
  });
});

describe('a name given as a property ("name: Invoices") in a list of what a thing has', () => {
  it.each([
    'one DynamoDB table:\n* name: Invoices\n* partition key invoiceId (string)',
    'a DynamoDB table invoices:\n* name: Invoices\n* partition key invoiceId (string)',
  ])('is the thing’s name, written and said as read: %s', (prompt) => {
    const r = run(prompt, 'cloudformation', 'aws');
    expect(text(r)).toMatch(/TableName: Invoices$/im);
    expect(r.notRead?.join('\n') ?? '').not.toMatch(/name: Invoices/i);
    expect(r.notCovered.join('\n')).not.toMatch(/Invoices/i);
  });
});

describe('a retention stated of a dead-letter queue', () => {
  it.each([
    ['terraform-aws', /message_retention_seconds\s*=\s*(\d+)/g],
    ['cloudformation', /MessageRetentionPeriod:\s*(\d+)/g],
  ] as const)(
    '%s: every queue it was given to keeps messages 3 days (was 14 days on the dead-letter queue, reported honoured)',
    (format, re) => {
      const r = run(
        'an SQS queue orders with a dead-letter queue orders-failed that keeps messages 3 days',
        format,
        'aws',
      );
      const kept = [...text(r).matchAll(re)].map((m) => Number(m[1]));
      expect(kept).toEqual([259200, 259200]);
      expect(r.notCovered.join('\n')).not.toMatch(/3 days/);
    },
  );

  it('a dead-letter queue with no retention stated keeps the most SQS allows (14 days)', () => {
    const r = run('an SQS queue orders with a dead-letter queue orders-failed', 'terraform-aws', 'aws');
    expect(text(r)).toMatch(/message_retention_seconds\s*=\s*1209600/);
  });
});

describe('a setting the writer does not write yet', () => {
  it('says it is not written yet, never that the output or service cannot take it', () => {
    const r = run(
      'Cloud SQL for MySQL 8.0, db-custom-2-8192, 100GB SSD that can auto-grow up to 300GB',
      'terraform-google',
      'gcp',
    );
    const line = r.notCovered.find((l) => l.includes('300GB'));
    // Either written (disk_autoresize_limit) or said not written yet.
    if (/disk_autoresize_limit\s*=\s*300/.test(text(r))) expect(line).toBeUndefined();
    else expect(line).toMatch(/not written yet/);
    expect(r.notCovered.join('\n')).not.toMatch(/does not set it/);
  });
});

describe('an image read by its writer but written as another', () => {
  const settingsOf = (r: ReturnType<typeof run>) => r.covered.flatMap((c) => c.settings ?? []).join('\n');

  it('nginx:1.27 is kept as given (its own user, low port through the safe sysctl): honoured, no line', () => {
    const r = run('a Deployment web with nginx:1.27, 2 replicas', 'kubernetes-yaml', 'kubernetes');
    expect(text(r)).toMatch(/image: nginx:1\.27$/m);
    expect(text(r)).toMatch(/runAsUser: 101$/m);
    expect(text(r)).toMatch(/net\.ipv4\.ip_unprivileged_port_start/);
    expect(r.notCovered.join('\n')).not.toMatch(/nginx:1\.27/);
  });

  it('an image written as asked is honoured, with no line', () => {
    const r = run('a Deployment api with ghcr.io/acme/api:2.1, 2 replicas', 'kubernetes-yaml', 'kubernetes');
    expect(text(r)).toMatch(/image: ghcr\.io\/acme\/api:2\.1$/m);
    expect(settingsOf(r)).toMatch(/ghcr\.io\/acme\/api:2\.1/);
    expect(r.notCovered.join('\n')).not.toMatch(/api:2\.1/);
  });
});
