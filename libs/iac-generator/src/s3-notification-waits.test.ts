/**
 * An S3 notification to a function is refused until S3 may invoke it: the Terraform notification
 * waits for that permission (the CloudFormation bucket already does), and the output checks clean.
 */
import { checkFiles, prepareChecks } from '@infragen/iac-checker';
import { generateInfrastructure } from './index';

beforeAll(() => prepareChecks(['terraform-aws']), 30000);

describe('an S3 notification to a Lambda waits for the invoke permission', () => {
  it.each([
    'a bucket photos-in07 and a Lambda function; whenever an object is uploaded the function runs',
    'an S3 bucket acme-drop; when an object is created invoke a Lambda function',
  ])(
    '%s',
    async (prompt) => {
      const r = generateInfrastructure({ prompt, platform: 'aws', format: 'terraform-aws' });
      const main = r.files.map((f) => f.content).join('\n');
      const notification = /resource "aws_s3_bucket_notification"[^]*?\n}/.exec(main)?.[0] ?? '';
      expect(notification).toMatch(/lambda_function_arn/);
      const permission = /resource "aws_lambda_permission" "(\w+)"[^]*?principal\s*=\s*"s3\.amazonaws\.com"/.exec(
        main,
      )?.[1];
      expect(permission).toBeDefined();
      expect(notification).toMatch(new RegExp(`depends_on\\s*=\\s*\\[aws_lambda_permission\\.${permission}\\]`));
      const errors = (await checkFiles(r.files, 'terraform-aws')).filter((d) => d.severity === 'error');
      expect(errors.map((d) => d.message)).toEqual([]);
    },
    60000,
  );

  it('a notification to a topic waits for nothing of a function', () => {
    const r = generateInfrastructure({
      prompt: 'an S3 bucket acme-drop that sends an SNS topic a message when an object is created',
      platform: 'aws',
      format: 'terraform-aws',
    });
    const notification = /resource "aws_s3_bucket_notification"[^]*?\n}/.exec(r.files.map((f) => f.content).join('\n'));
    expect(notification?.[0]).toMatch(/topic_arn/);
    expect(notification?.[0]).not.toMatch(/aws_lambda_permission/);
  });
});
