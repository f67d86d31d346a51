/**
 * An IAM action ("s3:DeleteBucket", "ec2:Describe*", "iam:*") is one value: its service prefix is
 * no bucket of another cloud and its action no custom resource; where a kind takes actions (a
 * service control policy's denies) it is that kind's action, written as the request spelt it.
 */
import { generateInfrastructure } from './index';
import { understand } from './understand/understand';
import { valueSpans, withoutValues } from './understand/values';

const kinds = (text: string) => understand(text, 'aws').mentions.map((m) => m.kind);

describe('an IAM action is one value', () => {
  it.each([
    ['an SCP that denies s3:DeleteBucket', 's3:DeleteBucket'],
    ['deny ec2:TerminateInstances for the workloads OU', 'ec2:TerminateInstances'],
    ['block iam:* everywhere', 'iam:*'],
    ['no one may call kms:Schedule* on our keys', 'kms:Schedule*'],
    ['it must stop dynamodb:DeleteTable.', 'dynamodb:DeleteTable'],
  ])('%s', (text, action) => {
    const at = text.indexOf(action);
    expect(valueSpans(text)).toContainEqual([at, at + action.length]);
    expect(withoutValues(text)).not.toContain(action.split(':')[0] + ':');
  });

  it.each(['use nginx:latest here', 'postgres:16-alpine as the image', 'the key: password', 'label tier:frontend'])(
    '%s holds no IAM action',
    (text) => {
      expect(withoutValues(text)).toBe(text);
    },
  );
});

describe('a service control policy denies the actions the request writes', () => {
  it.each([
    ['An AWS Organizations SCP that denies s3:DeleteBucket, attached to the root', ['s3:DeleteBucket']],
    [
      'a service control policy denying ec2:TerminateInstances, iam:* and s3:Delete* for every account',
      ['ec2:TerminateInstances', 'iam:*', 's3:Delete*'],
    ],
    [
      'I need an SCP that blocks leaving the organization and also cloudtrail:StopLogging',
      ['organizations:LeaveOrganization', 'cloudtrail:StopLogging'],
    ],
  ])('%s', (text, denies) => {
    const intent = understand(text, 'aws');
    expect(intent.mentions.map((m) => m.kind)).toEqual(['aws.organizations_policy']);
    expect(intent.mentions[0].attrs.denies).toEqual(denies);
    expect(intent.leftovers.flatMap((l) => l.words)).not.toContain('deletebucket');
  });

  it('the written policy holds the actions as spelt', () => {
    for (const format of ['terraform-aws', 'cloudformation'] as const) {
      const r = generateInfrastructure({
        prompt: 'an SCP that denies s3:DeleteBucket and ec2:Describe*',
        platform: 'aws',
        format,
      });
      const code = r.files.map((f) => f.content).join('\n');
      expect(code).toContain('s3:DeleteBucket');
      expect(code).toContain('ec2:Describe*');
      expect(code).not.toMatch(/aws_s3_bucket|AWS::S3::Bucket/);
    }
  });

  it('an action in another sentence adds no component', () => {
    expect(kinds('An IAM role for the build that may call s3:GetObject on the artifacts bucket')).not.toContain(
      'aws.instance',
    );
    expect(
      kinds('An IAM role for the build that may call s3:GetObject on the artifacts bucket').filter(
        (k) => k === 'aws.s3_bucket',
      ),
    ).toHaveLength(1);
  });
});
