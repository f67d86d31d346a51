/**
 * AWS Config is a recorder of its own (issue 24, INV/WRONGRES): the recorder with its role (trusted
 * by config.amazonaws.com, the AWS managed AWS_ConfigRole policy, allowed to write to the bucket),
 * its delivery channel to the bucket said (an existing one by its name) or a new one, its status
 * (recording on), and the managed rules named by identifier or hyphenated name. Words inside a
 * rule's name are no resources. Wordings of our own.
 */
import { at, expectAt, generated, of } from '../../../testing/resources';

const body = (r: { body: unknown }) => JSON.stringify(r.body);

describe('AWS Config', () => {
  it('terraform-aws: recorder, channel to a new bucket, status and two managed rules', async () => {
    const { resources, errors, result } = await generated(
      'Enable AWS Config for every supported resource type, delivering to a new S3 bucket, with the managed rules encrypted-volumes and iam-password-policy.',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    const [recorder] = of(resources, 'aws_config_configuration_recorder');
    expectAt(recorder.body, { 'recording_group.all_supported': true });
    expect(of(resources, 'aws_config_delivery_channel').length).toBe(1);
    expectAt(of(resources, 'aws_config_configuration_recorder_status')[0].body, { is_enabled: true });
    const rules = of(resources, 'aws_config_config_rule').map((r) => at(r.body, 'source.source_identifier'));
    expect(rules.sort()).toEqual(['ENCRYPTED_VOLUMES', 'IAM_PASSWORD_POLICY']);
    expect(of(resources, 'aws_ebs_volume')).toEqual([]);
    expect(of(resources, 'aws_iam_policy').map(body).join()).toMatch(/s3:PutObject/);
    expect(of(resources, 'aws_iam_role_policy_attachment').map(body).join()).toMatch(/AWS_ConfigRole/);
    expect(result.explanation).not.toMatch(/not (?:covered|read)/i);
  });

  it('cloudformation: an existing bucket by name, snapshots every 12 hours, a rule parameter', async () => {
    const { resources, errors, result } = await generated(
      'Set up an AWS Config configuration recorder that delivers to our existing bucket org-config-archive with configuration snapshots every 12 hours, plus the config rule access-keys-rotated with maxAccessKeyAge 60.',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'AWS::S3::Bucket')).toEqual([]);
    expect(of(resources, 'AWS::RDS::DBSnapshot')).toEqual([]);
    expect(of(resources, 'AWS::IAM::AccessKey')).toEqual([]);
    const [channel] = of(resources, 'AWS::Config::DeliveryChannel');
    // The bucket the user has is a parameter whose default is its name.
    expect(body(channel)).toMatch(/"S3BucketName":\{"Ref":"OrgConfigArchive\w*"\}/);
    expect(result.files.map((f) => f.content).join()).toMatch(/Default: org-config-archive/);
    expect(body(channel)).toMatch(/Twelve_Hours/);
    const [rule] = of(resources, 'AWS::Config::ConfigRule');
    expect(body(rule)).toMatch(/"SourceIdentifier":"ACCESS_KEYS_ROTATED"/);
    expect(body(rule)).toMatch(/"maxAccessKeyAge":"60"/);
  });

  it('a config file or an app config is no AWS Config', async () => {
    const { resources } = await generated(
      'A Lambda function that reads its config from an SSM parameter',
      'terraform-aws',
    );
    expect(of(resources, 'aws_config_configuration_recorder')).toEqual([]);
  });
});
