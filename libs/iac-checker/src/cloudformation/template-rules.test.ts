/**
 * What CloudFormation (or the SAM transform) refuses beyond the resource specification, one
 * template of our own per class: each must be rejected with its code, and the same template put
 * right must pass. The classes are the ones cfn-lint's bad fixtures showed the checker missing
 * (bench/checker-cfn-lint-agreement.mjs).
 */
import { checkFiles, prepareChecks } from '../index';
import { RULE_IDS } from '../rules';
import { SECRET_KINDS } from '../secrets';

beforeAll(() => prepareChecks(['cloudformation']), 30000);

const errors = async (yaml: string) =>
  (await checkFiles([{ path: 'template.yaml', content: yaml }], 'cloudformation'))
    .filter((d) => d.severity === 'error' && !RULE_IDS.has(d.code) && !SECRET_KINDS.has(d.code))
    .map((d) => d.code);

const topic = 'Resources:\n  Topic:\n    Type: AWS::SNS::Topic\n';

/** [class, a template CloudFormation refuses, the code expected, the template put right] */
const CASES: [string, string, string, string][] = [
  [
    'a format version other than 2010-09-09',
    `AWSTemplateFormatVersion: "2010-09-10"\n${topic}`,
    'cloudformation.bad-format-version',
    `AWSTemplateFormatVersion: "2010-09-09"\n${topic}`,
  ],
  [
    'a Transform that is a map without a Name',
    `Transform:\n  key: Something\n${topic}`,
    'cloudformation.bad-section',
    `Transform: AWS::LanguageExtensions\n${topic}`,
  ],
  [
    'Conditions written as a list',
    `Parameters:\n  Env: { Type: String }\nConditions:\n  - IsProd: !Equals [!Ref Env, prod]\n${topic}`,
    'cloudformation.bad-section',
    `Parameters:\n  Env: { Type: String }\nConditions:\n  IsProd: !Equals [!Ref Env, prod]\n${topic}`,
  ],
  [
    'a mapping name that is not alphanumeric',
    `Mappings:\n  Bad.Name:\n    eu-west-1: { Ami: ami-12345678 }\n${topic}`,
    'cloudformation.bad-logical-id',
    `Mappings:\n  GoodName:\n    eu-west-1: { Ami: ami-12345678 }\n${topic}`,
  ],
  [
    'a parameter and a resource with the same name',
    `Parameters:\n  Topic: { Type: String }\n${topic}`,
    'cloudformation.duplicate-name',
    `Parameters:\n  TopicName: { Type: String }\n${topic}`,
  ],
  [
    'a parameter with an unknown Type',
    `Parameters:\n  Size: { Type: Integer }\n${topic}`,
    'cloudformation.bad-parameter',
    `Parameters:\n  Size: { Type: Number }\n${topic}`,
  ],
  [
    'a default outside the AllowedValues',
    `Parameters:\n  Env:\n    Type: String\n    Default: test\n    AllowedValues: [dev, prod]\n${topic}`,
    'cloudformation.bad-parameter',
    `Parameters:\n  Env:\n    Type: String\n    Default: dev\n    AllowedValues: [dev, prod]\n${topic}`,
  ],
  [
    'a Snapshot deletion policy on a type that cannot snapshot',
    `Resources:\n  Topic:\n    Type: AWS::SNS::Topic\n    DeletionPolicy: Snapshot\n`,
    'cloudformation.bad-policy',
    `Resources:\n  Topic:\n    Type: AWS::SNS::Topic\n    DeletionPolicy: Retain\n`,
  ],
  [
    'tags on a module',
    `Resources:\n  Net:\n    Type: My::Org::Network::MODULE\n    Properties:\n      Tags: [{ Key: a, Value: b }]\n`,
    'cloudformation.module-key',
    `Resources:\n  Net:\n    Type: My::Org::Network::MODULE\n    Properties:\n      Cidr: 10.0.0.0/16\n`,
  ],
  [
    'Fn::ForEach without the language extensions transform',
    `Resources:\n  Fn::ForEach::Topics:\n    - Name\n    - [A, B]\n    - Topic\${Name}:\n        Type: AWS::SNS::Topic\n`,
    'cloudformation.missing-transform',
    `Transform: AWS::LanguageExtensions\nResources:\n  Fn::ForEach::Topics:\n    - Name\n    - [A, B]\n    - Topic\${Name}:\n        Type: AWS::SNS::Topic\n`,
  ],
  [
    'Fn::Join given a string where it takes a list',
    `Resources:\n  Topic:\n    Type: AWS::SNS::Topic\n    Properties:\n      TopicName: !Join ['-', 'a-b']\n`,
    'cloudformation.bad-intrinsic',
    `Resources:\n  Topic:\n    Type: AWS::SNS::Topic\n    Properties:\n      TopicName: !Join ['-', [a, b]]\n`,
  ],
  [
    'Fn::Equals with three values',
    `Conditions:\n  C: !Equals [a, b, c]\n${topic}`,
    'cloudformation.bad-intrinsic',
    `Conditions:\n  C: !Equals [a, b]\n${topic}`,
  ],
  [
    'Fn::And with one condition',
    `Conditions:\n  A: !Equals [a, b]\n  B: !And [{ Condition: A }]\n${topic}`,
    'cloudformation.bad-intrinsic',
    `Conditions:\n  A: !Equals [a, b]\n  B: !And [{ Condition: A }, !Equals [c, d]]\n${topic}`,
  ],
  [
    'an import of an import',
    `Resources:\n  Topic:\n    Type: AWS::SNS::Topic\n    Properties:\n      TopicName: { 'Fn::ImportValue': { 'Fn::ImportValue': Name } }\n`,
    'cloudformation.bad-intrinsic',
    `Resources:\n  Topic:\n    Type: AWS::SNS::Topic\n    Properties:\n      TopicName: { 'Fn::ImportValue': Name }\n`,
  ],
  [
    '${Parameter} outside Fn::Sub',
    `Parameters:\n  Env: { Type: String }\nResources:\n  Topic:\n    Type: AWS::SNS::Topic\n    Properties:\n      TopicName: "topic-\${Env}"\n`,
    'cloudformation.sub-needed',
    `Parameters:\n  Env: { Type: String }\nResources:\n  Topic:\n    Type: AWS::SNS::Topic\n    Properties:\n      TopicName: !Sub "topic-\${Env}"\n`,
  ],
  [
    'two resources depending on each other',
    `Resources:\n  A:\n    Type: AWS::SNS::Topic\n    DependsOn: B\n  B:\n    Type: AWS::SNS::Topic\n    DependsOn: A\n`,
    'cloudformation.circular-dependency',
    `Resources:\n  A:\n    Type: AWS::SNS::Topic\n    DependsOn: B\n  B:\n    Type: AWS::SNS::Topic\n`,
  ],
  [
    'a DynamoDB attribute defined but in no key schema',
    `Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      BillingMode: PAY_PER_REQUEST\n      AttributeDefinitions:\n        - { AttributeName: Id, AttributeType: S }\n        - { AttributeName: Sales, AttributeType: N }\n      KeySchema:\n        - { AttributeName: Id, KeyType: HASH }\n`,
    'cloudformation.key-attributes',
    `Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n      BillingMode: PAY_PER_REQUEST\n      AttributeDefinitions:\n        - { AttributeName: Id, AttributeType: S }\n      KeySchema:\n        - { AttributeName: Id, KeyType: HASH }\n`,
  ],
  [
    'a Lambda function with inline code and no runtime',
    `Resources:\n  Fn:\n    Type: AWS::Lambda::Function\n    Properties:\n      Role: arn:aws:iam::123456789012:role/r\n      Handler: index.handler\n      Code: { ZipFile: "exports.handler = async () => 1" }\n`,
    'cloudformation.missing-property',
    `Resources:\n  Fn:\n    Type: AWS::Lambda::Function\n    Properties:\n      Role: arn:aws:iam::123456789012:role/r\n      Handler: index.handler\n      Runtime: nodejs22.x\n      Code: { ZipFile: "exports.handler = async () => 1" }\n`,
  ],
  [
    'an IAM policy attached to nothing',
    `Resources:\n  P:\n    Type: AWS::IAM::Policy\n    Properties:\n      PolicyName: p\n      PolicyDocument:\n        Statement: [{ Effect: Allow, Action: 's3:GetObject', Resource: '*' }]\n`,
    'cloudformation.missing-property',
    `Resources:\n  P:\n    Type: AWS::IAM::Policy\n    Properties:\n      PolicyName: p\n      Roles: [r]\n      PolicyDocument:\n        Statement: [{ Effect: Allow, Action: 's3:GetObject', Resource: '*' }]\n`,
  ],
  [
    'a policy statement whose Effect is neither Allow nor Deny',
    `Resources:\n  P:\n    Type: AWS::IAM::ManagedPolicy\n    Properties:\n      PolicyDocument:\n        Statement: [{ Effect: Permit, Action: 's3:GetObject', Resource: '*' }]\n`,
    'cloudformation.bad-policy',
    `Resources:\n  P:\n    Type: AWS::IAM::ManagedPolicy\n    Properties:\n      PolicyDocument:\n        Statement: [{ Effect: Allow, Action: 's3:GetObject', Resource: '*' }]\n`,
  ],
  [
    'a bucket policy statement without a Principal',
    `Resources:\n  B:\n    Type: AWS::S3::Bucket\n  P:\n    Type: AWS::S3::BucketPolicy\n    Properties:\n      Bucket: !Ref B\n      PolicyDocument:\n        Statement: [{ Effect: Deny, Action: 's3:*', Resource: '*' }]\n`,
    'cloudformation.missing-property',
    `Resources:\n  B:\n    Type: AWS::S3::Bucket\n  P:\n    Type: AWS::S3::BucketPolicy\n    Properties:\n      Bucket: !Ref B\n      PolicyDocument:\n        Statement: [{ Effect: Deny, Principal: '*', Action: 's3:*', Resource: '*' }]\n`,
  ],
  [
    'two roles in one instance profile',
    `Resources:\n  P:\n    Type: AWS::IAM::InstanceProfile\n    Properties:\n      Roles: [a, b]\n`,
    'cloudformation.too-many',
    `Resources:\n  P:\n    Type: AWS::IAM::InstanceProfile\n    Properties:\n      Roles: [a]\n`,
  ],
  [
    'an IPv4 address in an AAAA record',
    `Resources:\n  R:\n    Type: AWS::Route53::RecordSet\n    Properties:\n      HostedZoneId: Z123\n      Name: www.example.com\n      Type: AAAA\n      TTL: "300"\n      ResourceRecords: ["127.0.0.1"]\n`,
    'cloudformation.invalid-value',
    `Resources:\n  R:\n    Type: AWS::Route53::RecordSet\n    Properties:\n      HostedZoneId: Z123\n      Name: www.example.com\n      Type: AAAA\n      TTL: "300"\n      ResourceRecords: ["2001:db8::1"]\n`,
  ],
  [
    'a SAM function without a runtime (none in Globals either)',
    `Transform: AWS::Serverless-2016-10-31\nResources:\n  Fn:\n    Type: AWS::Serverless::Function\n    Properties:\n      Handler: index.handler\n      CodeUri: s3://bucket/code.zip\n`,
    'cloudformation.missing-property',
    `Transform: AWS::Serverless-2016-10-31\nGlobals:\n  Function:\n    Runtime: python3.13\nResources:\n  Fn:\n    Type: AWS::Serverless::Function\n    Properties:\n      Handler: index.handler\n      CodeUri: s3://bucket/code.zip\n`,
  ],
  [
    'a SAM schedule event without its schedule',
    `Transform: AWS::Serverless-2016-10-31\nResources:\n  Fn:\n    Type: AWS::Serverless::Function\n    Properties:\n      Handler: index.handler\n      Runtime: python3.13\n      CodeUri: .\n      Events:\n        Tick:\n          Type: Schedule\n          Properties: {}\n`,
    'cloudformation.missing-property',
    `Transform: AWS::Serverless-2016-10-31\nResources:\n  Fn:\n    Type: AWS::Serverless::Function\n    Properties:\n      Handler: index.handler\n      Runtime: python3.13\n      CodeUri: .\n      Events:\n        Tick:\n          Type: Schedule\n          Properties: { Schedule: rate(5 minutes) }\n`,
  ],
  [
    'IgnoreGlobals naming a global the template does not set',
    `Transform: AWS::Serverless-2016-10-31\nGlobals:\n  Function:\n    Timeout: 30\nResources:\n  Fn:\n    Type: AWS::Serverless::Function\n    IgnoreGlobals: [Timeot]\n    Properties:\n      Handler: index.handler\n      Runtime: python3.13\n      CodeUri: .\n`,
    'cloudformation.unknown-property',
    `Transform: AWS::Serverless-2016-10-31\nGlobals:\n  Function:\n    Timeout: 30\nResources:\n  Fn:\n    Type: AWS::Serverless::Function\n    IgnoreGlobals: [Timeout]\n    Properties:\n      Handler: index.handler\n      Runtime: python3.13\n      CodeUri: .\n`,
  ],
  ['an empty file', '', 'cloudformation.not-a-template', topic],
];

describe('what CloudFormation refuses beyond the resource specification', () => {
  it.each(CASES)('%s', async (_name, bad, code, good) => {
    expect(await errors(bad)).toContain(code);
    expect(await errors(good)).toEqual([]);
  });

  it('a GetAZs of null, a condition naming another, and Fn::Transform as an argument are accepted', async () => {
    const yaml = [
      'Conditions:',
      '  A: !Equals [!Ref "AWS::Region", eu-west-1]',
      '  B: !Condition A',
      'Resources:',
      '  Subnet:',
      '    Type: AWS::EC2::Subnet',
      '    Properties:',
      '      VpcId: vpc-12345678',
      '      CidrBlock: 10.0.0.0/24',
      '      AvailabilityZone: !Select [0, { "Fn::GetAZs": null }]',
      '      Tags:',
      '        - Key: Name',
      '          Value: { "Fn::Sub": { "Fn::Transform": { Name: Upper } } }',
    ].join('\n');
    expect(await errors(yaml)).toEqual([]);
  });
});
