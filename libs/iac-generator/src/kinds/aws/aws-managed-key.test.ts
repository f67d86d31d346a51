/**
 * The AWS-managed key asked for is the service's own (aws/s3, aws/sns): no customer-managed key is
 * invented beside it, whose policy the service may not be granted (BRK), and the resource says the
 * AWS-managed key. A key of the request's own is still written when that is what was asked.
 */
import { type FormatId } from '@infragen/contracts';
import { generateInfrastructure } from '../../testing/resources';

const answer = (prompt: string, format: FormatId) => {
  const r = generateInfrastructure({ prompt, platform: 'aws', format });
  return { text: r.files.map((f) => f.content).join('\n'), notCovered: r.notCovered };
};
const OWN_KEY = /resource "aws_kms_key"|AWS::KMS::Key/;

describe('the AWS-managed key asked for', () => {
  it.each([
    [
      'terraform-aws',
      'a bucket payroll-archive-3310 kept under the AWS-managed KMS key',
      /sse_algorithm\s+= "aws:kms"/,
    ],
    ['cloudformation', 'S3 bucket payroll-archive-3310, SSE-KMS with the aws/s3 key', /SSEAlgorithm: aws:kms/],
    ['terraform-aws', 'an SNS topic stock-levels using alias/aws/sns', /kms_master_key_id\s+= "alias\/aws\/sns"/],
    ['cloudformation', 'SNS topic stock-levels encrypted with the AWS managed key', /KmsMasterKeyId: alias\/aws\/sns/],
  ] as [FormatId, string, RegExp][])('%s: %s', (format, prompt, written) => {
    const { text, notCovered } = answer(prompt, format);
    expect(text).toMatch(written);
    expect(text).not.toMatch(OWN_KEY);
    expect(text).not.toMatch(/kms_master_key_id\s+= aws_kms_key|KMSMasterKeyID/);
    expect(notCovered.filter((l) => /managed/i.test(l))).toEqual([]);
  });

  it.each([
    ['terraform-aws', 'a bucket payroll-archive-3310 encrypted with our own customer-managed KMS key'],
    ['cloudformation', 'an SNS topic stock-levels encrypted with a customer-managed KMS key'],
  ] as [FormatId, string][])('%s: a key of its own still: %s', (format, prompt) => {
    expect(answer(prompt, format).text).toMatch(OWN_KEY);
  });
});
