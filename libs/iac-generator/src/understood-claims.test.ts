import { generateInfrastructure } from './index';

// Issue 24, UNT: "What I understood: <phrase> -> <resources>" is said only where the phrase names what the
// resources are or states a setting they hold (answer/phrase-names.ts); the reasons of "not covered" lines are
// checked against the files (answer/reasons-checked.ts).
describe('"What I understood" lines', () => {
  it('never say a resource realises words that do not name it', () => {
    const r = generateInfrastructure({
      prompt: 'A Postgres 16 database on RDS, db.t4g.small, 50 GB gp3 storage, with its storage encrypted',
      platform: 'aws',
      format: 'terraform-aws',
    });
    const claims = r.explanation.split('\n').filter((l) => / -> /.test(l));
    for (const l of claims) expect(l).not.toMatch(/aws_s3_bucket/);
  });
});

describe('"not covered" reasons, end to end', () => {
  it('say a region as a region, never as a product with no kind', () => {
    const r = generateInfrastructure({
      prompt:
        'A storage account stlogsarchive01 with a private container called raw, and replicate reads to UK West as well',
      platform: 'azure',
      format: 'terraform-azurerm',
    });
    expect(r.notCovered.join('\n')).not.toMatch(/'UK West' \(the built-in generator has no kind/);
  });
});

describe('an alarm written with a metric nobody named', () => {
  it('is never said to realise the words it was read for', () => {
    const r = generateInfrastructure({
      prompt:
        'An SQS queue called billing-events and a CloudWatch alarm that pages when messages start piling up in it',
      platform: 'aws',
      format: 'terraform-aws',
    });
    const alarm = /metric_name\s*=\s*"([^"]+)"/.exec(r.files.map((f) => f.content).join('\n'))?.[1];
    if (alarm && !/message/i.test(alarm)) {
      const claims = r.explanation.split('\n').filter((l) => / -> /.test(l));
      for (const l of claims) expect(l).not.toMatch(/metric_alarm/);
      expect(r.explanation).toMatch(new RegExp(`watches ${alarm}, a metric the request does not name`));
    }
  });
});
