/**
 * A part of a product (a kind whose name extends the product's kind) said with a thing of another
 * service, while the request reads no such product, is a feature of that thing: never the part and
 * an invented product to hold it (issue 24, INV). In wordings of our own.
 */
import { type Cloud } from '../../model/types';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: Cloud) => [...new Set(understand(prompt, cloud).mentions.map((m) => m.kind))];

describe('a part of a product the request does not read', () => {
  it.each<[string, Cloud, RegExp]>([
    ['An SQS queue orders-a with SSE using the SQS-owned key', 'aws', /^aws\.s3_bucket/],
    ['an SNS topic alerts-a with server side encryption on', 'aws', /^aws\.s3_bucket/],
    ['a FIFO queue jobs-a with SSE using AES256', 'aws', /^aws\.s3_bucket/],
  ])('%s', (prompt, cloud, invented) => {
    const read = kinds(prompt, cloud);
    expect(read.filter((k) => invented.test(k))).toEqual([]);
    expect(read.length).toBeGreaterThan(0);
  });

  it('keeps the part where its product is read', () => {
    expect(kinds('an S3 bucket logs-a with SSE using a KMS key', 'aws')).toContain('aws.s3_bucket');
    expect(kinds('a bucket logs-b; server side encryption configuration with AES256', 'aws')).toContain(
      'aws.s3_bucket_server_side_encryption_configuration',
    );
  });
});
