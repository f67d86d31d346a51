/**
 * AWS wiring said in words is written between the right ends, in every AWS format (issue 24,
 * WIR/NAME/SIL): a port said of the target group a service registers with is the container's port
 * too; a group given by its id that may only reach the new thing is the source its own new group
 * admits, never the group it joins; a name said before a service's general head noun is its name;
 * a handler in a module of the request's own is kept, with the code taken from a package; a store
 * the workload "only writes there" is granted writing alone.
 */
import { type FormatId } from '@infragen/contracts';
import { generateInfrastructure } from '../../testing/resources';

const FORMATS = ['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[];

const run = (prompt: string, format: FormatId) => {
  const r = generateInfrastructure({ prompt, platform: 'aws', format });
  return { text: r.files.map((f) => f.content).join('\n'), explanation: r.explanation };
};

describe('an ECS service behind an existing target group listens on the port said of it', () => {
  const PROMPTS = [
    'Our existing target group arn:aws:elasticloadbalancing:us-west-2:123456789012:targetgroup/ledger-tg/0a1b2c3d4e5f6a7b forwards to IP targets on port 9090. Run the ledger-api service on Fargate with image public.ecr.aws/acme/ledger:3.1, 3 tasks. Only the balancer (security group sg-0123456789abcdef0) may reach the tasks on 9090.',
  ];
  for (const format of FORMATS)
    it.each(PROMPTS)(`${format}: %s`, (prompt) => {
      const { text } = run(prompt, format);
      // The container, the service's mapping and the tasks' group all say 9090; no port 80 is left.
      expect(text).toMatch(format === 'cloudformation' ? /ContainerPort: 9090/ : /container_port\s+= 9090/);
      expect(text).toMatch(format === 'cloudformation' ? /FromPort: 9090/ : /from_port\s+= 9090/);
      expect(text).not.toMatch(/ContainerPort: 80\b|containerPort = 80\b|container_port\s+= 80\b/);
      // The given group is the source the tasks' own group admits, not the group the tasks join.
      if (format === 'cloudformation') expect(text).toMatch(/SourceSecurityGroupId:/);
      else expect(text).toMatch(/referenced_security_group_id = var\.sg-0123456789abcdef0_id/);
      expect(text).not.toMatch(/security_groups\s+= \[var\.sg-0123456789abcdef0_id\]/);
      // The service and its container carry the name given before "service".
      expect(text).toMatch(
        format === 'cloudformation' ? /ContainerName: ledger-api/ : /container_name\s+= "ledger-api"/,
      );
      expect(text).toMatch(format === 'cloudformation' ? /Name: ledger-api/ : /name\s+= "ledger-api"/);
    });
});

describe('a database reachable only from a given group gets a group of its own admitting that group', () => {
  for (const format of FORMATS)
    it(`${format}: the given group is the source, not the database's group`, () => {
      const { text } = run(
        'rds mysql 8.0 instance "crm-db" in subnets subnet-0aaa1111bbbb2222c and subnet-0ddd3333eeee4444f; only the web servers in security group sg-0fedcba9876543210 can connect on 3306',
        format,
      );
      if (format === 'cloudformation') {
        expect(text).toMatch(/SourceSecurityGroupId:\s*\n?\s*Ref: Sg0fedcba9876543210SecurityGroup/);
        expect(text).not.toMatch(/VPCSecurityGroups:\s*\n\s*- Ref: Sg0fedcba9876543210SecurityGroup/);
      } else {
        expect(text).toMatch(/referenced_security_group_id = var\.sg-0fedcba9876543210_id/);
        expect(text).not.toMatch(/vpc_security_group_ids\s+= \[var\.sg-0fedcba9876543210_id\]/);
      }
    });
});

describe("a Lambda keeps a handler in the request's own module", () => {
  it('cloudformation: the handler is written as given and the code comes from a package', () => {
    const { text, explanation } = run(
      'lambda "invoice-pdf" on python 3.12 with handler main.run, 256 MB',
      'cloudformation',
    );
    expect(text).toMatch(/Handler: main\.run/);
    expect(text).not.toMatch(/ZipFile/);
    expect(text).toMatch(/S3Key:/);
    expect(explanation).toMatch(/handler main\.run/);
  });
  it('cloudformation: with no handler given, the inline starter keeps index.handler', () => {
    const { text } = run('lambda "invoice-pdf" on python 3.12, 256 MB', 'cloudformation');
    expect(text).toMatch(/Handler: index\.handler/);
    expect(text).toMatch(/ZipFile/);
  });
});

describe('a workload that only writes to a store said just before is granted writing alone', () => {
  for (const format of FORMATS)
    it(`${format}: no read action is granted`, () => {
      const { text } = run(
        'a lambda "exporter" on nodejs20.x with env var DROP_BUCKET=acme-drops (that bucket exists already; the function only writes there)',
        format,
      );
      expect(text).toMatch(/s3:PutObject/);
      expect(text).not.toMatch(/s3:GetObject/);
    });
});

describe("a role given access to the request's secret is granted it; a secret of someone else's value holds none made up", () => {
  const PROMPT = [
    'Secrets setup:',
    '- a customer managed KMS key with annual rotation',
    '- a secret named ci/github-token encrypted with that key',
    '- our existing IAM role build-runner gets read-only access to just that secret',
  ].join('\n');
  for (const format of FORMATS)
    it(`${format}: read-only actions on the existing role, no generated value`, () => {
      const { text, explanation } = run(PROMPT, format);
      expect(text).toMatch(/secretsmanager:GetSecretValue/);
      expect(text).not.toMatch(/secretsmanager:PutSecretValue/);
      expect(text).toMatch(format === 'cloudformation' ? /Type: AWS::IAM::Policy/ : /resource "aws_iam_role_policy"/);
      expect(text).not.toMatch(/random_password|aws_secretsmanager_secret_version|GenerateSecretString/);
      expect(text).toMatch(
        format === 'cloudformation' ? /RotationPeriodInDays: 365/ : /rotation_period_in_days\s+= 365/,
      );
      expect(explanation).not.toMatch(/not covered: 'existing IAM role'/);
    });
  it('terraform-aws: a database password secret still gets a generated value', () => {
    const { text } = run('a secrets manager secret "billing/db-password" for the postgres admin', 'terraform-aws');
    expect(text).toMatch(/resource "random_password"/);
  });
});
