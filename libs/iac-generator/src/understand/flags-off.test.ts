/**
 * Properties a request turns off (issue 24, negations class): "no multi-AZ", "without versioning",
 * "FIFO off" never raise the property; the component records it as off, with a setting the answer
 * accounts for.
 */
import { type Cloud, type Flag } from '../model/types';
import { understand } from './understand';

const first = (prompt: string, cloud: Cloud = 'aws') => understand(prompt, cloud).mentions[0];

describe('a property said with a negation is off, never on', () => {
  it.each<[string, Flag]>([
    ['An RDS postgres database, no multi-AZ', 'multiAz'],
    ['a Postgres RDS instance without multi-az for the dev environment', 'multiAz'],
    ['an SQS queue, no FIFO', 'fifo'],
    ['a standard (non-FIFO) SQS queue for jobs', 'fifo'],
    ["an SQS queue for orders, we don't need FIFO", 'fifo'],
    ['An S3 bucket named logs with versioning off', 'versioned'],
    ['An S3 bucket named logs without versioning', 'versioned'],
    ['an S3 bucket for scratch files, versioning disabled', 'versioned'],
    ['an RDS MySQL database with deletion protection turned off', 'deletionProtection'],
  ])('%s', (prompt, flag) => {
    const m = first(prompt);
    expect(m.attrs.flags.has(flag)).toBe(false);
    expect(m.attrs.off).toContain(flag);
    expect(m.settings.find((s) => s.label === 'turned off')?.keys).toContain(`flag:${flag}`);
  });

  // A property said in a phrase of its own is raised for the whole request.
  const raised = (prompt: string, flag: Flag) => {
    const intent = understand(prompt, 'aws');
    return intent.global.flags.has(flag) || intent.mentions[0].attrs.flags.has(flag);
  };

  it.each<[string, Flag]>([
    ['an RDS database, multi-AZ', 'multiAz'],
    ['a FIFO SQS queue', 'fifo'],
    ['a versioned S3 bucket', 'versioned'],
    ['an RDS database with no more than 100 GB of storage, multi-AZ', 'multiAz'],
    ['an S3 bucket with no public access and versioning', 'versioned'],
  ])('keeps a property said plainly on: %s', (prompt, flag) => {
    expect(first(prompt).attrs.off).toBeUndefined();
    expect(raised(prompt, flag)).toBe(true);
  });
});
