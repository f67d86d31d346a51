/**
 * A customer-managed key comes with the grants the services using it need (issue 24, BRK): a key
 * policy that names only the account lets no service in, so a trail encrypted with it is refused and
 * an alarm's notifications to a topic encrypted with it are dropped. Each such user is in the policy.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../../testing/resources';

const BOTH = ['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[];

describe('a key names the services that use it', () => {
  it.each(BOTH)('%s: a trail whose logs a KMS key of our own encrypts', async (format) => {
    const { errors, result } = await generated(
      'an audit trail in cloudtrail for every region; encrypt the log files with a KMS key we manage',
      format,
    );
    expect(errors).toEqual([]);
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(/CloudTrailEncryptsLogs/);
    expect(files).toContain('kms:DescribeKey');
  });

  it.each(BOTH)('%s: an alarm that pages an encrypted topic', async (format) => {
    const { errors, result } = await generated(
      'alarm on the payments queue when more than 500 messages wait, paging the sns topic payments-oncall',
      format,
    );
    expect(errors).toEqual([]);
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(/kms_master_key_id|KmsMasterKeyId/);
    expect(files).toContain('cloudwatch.amazonaws.com');
  });
});
