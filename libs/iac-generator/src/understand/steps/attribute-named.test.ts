/**
 * A kind's word ending the name of an attribute of a thing read before is that setting (issue 24,
 * class 1): the attribute names come from the bundled schema. Wordings of our own.
 */
import { understand } from '../understand';

const kinds = (prompt: string) => understand(prompt, 'aws').mentions.map((m) => m.kind);

describe('a kind word that ends an attribute name of the thing before', () => {
  it('is that setting, never a resource', () => {
    const found = kinds(
      'a CloudFront distribution in front of our existing bucket site-assets, default root object home.html',
    );
    expect(found).toContain('aws.cloudfront_distribution');
    expect(found).not.toContain('aws.s3_object');
  });

  it('is said as not read when no setting reader took it', () => {
    const intent = understand(
      'a CloudFront distribution for the bucket site-assets, default root object home.html',
      'aws',
    );
    expect(intent.unread.map((u) => u.text)).toContain('default root object');
  });

  it('the thing itself named with its setting before it stays the thing', () => {
    const mentions = understand('an SQS FIFO queue called ledger-events', 'aws').mentions;
    expect(mentions.filter((m) => m.kind === 'aws.sqs_queue').flatMap((m) => m.names)).toContain('ledger-events');
  });
});

describe("a kind's word alone that starts an attribute name, given its state", () => {
  it('is that setting of the thing before: "MFA required" on a user pool', () => {
    expect(kinds('a Cognito user pool for the partner portal, MFA required')).not.toContain(
      'aws.iam_virtual_mfa_device',
    );
  });

  it('is a thing of its own without a state after it', () => {
    expect(kinds('an IAM user deploy-bot and a virtual MFA device for it')).toContain('aws.iam_virtual_mfa_device');
  });
});

describe('"w/o", typed in a hurry', () => {
  it('rules out what follows as "without" does', () => {
    const mentions = understand('a Cognito user pool and an app client w/o a client secret', 'aws').mentions;
    expect(mentions.map((m) => m.kind)).not.toContain('aws.secretsmanager_secret');
    expect(mentions.find((m) => m.kind === 'aws.cognito_user_pool_client')?.attrs.flags.has('publicClient')).toBe(true);
  });
});
