/**
 * A role's trust names the service that assumes it (issue 24, WIR): said with the role ("a role
 * for the Glue crawler", "which Step Functions assumes", "a CodeBuild service role"), the trust is
 * that service's principal, never EC2 by default; a role said for nothing stays EC2's. A Transfer
 * Family server logs as a role of its own, trusted by Transfer with its logging policy. Our wordings.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../../testing/resources';

const principalsOf = async (prompt: string, format: FormatId) => {
  const { resources, errors } = await generated(prompt, format);
  expect(errors).toEqual([]);
  const tf = format === 'terraform-aws';
  return of(resources, tf ? 'aws_iam_role' : 'AWS::IAM::Role').map((r) =>
    JSON.stringify(at(r.body, tf ? 'assume_role_policy' : 'AssumeRolePolicyDocument')),
  );
};

describe('a role trusts the service said to assume it', () => {
  it.each([
    ['terraform-aws', 'an iam role etl-crawl for our glue crawler', 'glue.amazonaws.com'],
    ['cloudformation', 'an IAM role orchestrator-exec which Step Functions will assume', 'states.amazonaws.com'],
    ['terraform-aws', 'a codebuild service role named ci-builder', 'codebuild.amazonaws.com'],
  ] as const)('%s: "%s"', async (format, prompt, service) => {
    const [trust] = await principalsOf(prompt, format);
    expect(trust).toContain(service);
    expect(trust).not.toContain('ec2.amazonaws.com');
  });

  it('terraform-aws: a role said for nothing keeps the EC2 trust', async () => {
    const [trust] = await principalsOf('an IAM role called plain-role', 'terraform-aws');
    expect(trust).toContain('ec2.amazonaws.com');
  });
});

describe('a Transfer Family server logs as a role of its own', () => {
  it.each(['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[])(
    '%s: the logging role is trusted by Transfer and holds its logging policy',
    async (format) => {
      const { resources, errors } = await generated('an sftp server on aws transfer family for our vendors', format);
      expect(errors).toEqual([]);
      const tf = format === 'terraform-aws';
      const [server] = of(resources, tf ? 'aws_transfer_server' : 'AWS::Transfer::Server');
      expect(at(server.body, tf ? 'logging_role' : 'LoggingRole')).toBeTruthy();
      const trusts = await principalsOf('an sftp server on aws transfer family for our vendors', format);
      expect(trusts.some((t) => t.includes('transfer.amazonaws.com'))).toBe(true);
      expect(JSON.stringify(resources)).toContain('AWSTransferLoggingAccess');
    },
  );
});
