/**
 * Decision 052: a resource the request did not ask for is added only when the asked thing cannot be
 * created or cannot work without it, the request gives no existing one, and the provider has no
 * default that serves. A database needs no network of its own (the default VPC serves) and nothing
 * encrypting at rest needs a customer-managed key (the AWS-managed one serves); both are still
 * written when the request asks for them or gives them, and a database sits in the network of what
 * reaches it.
 */
import { type FormatId } from '@infragen/contracts';
import { generateInfrastructure } from './testing/resources';

const answer = (prompt: string, format: FormatId = 'terraform-aws') => {
  const r = generateInfrastructure({ prompt, platform: 'aws', format });
  return { text: r.files.map((f) => f.content).join('\n'), explanation: r.explanation };
};
const NETWORK = /resource "aws_(?:vpc|subnet|route_table|db_subnet_group|security_group)"|AWS::EC2::(?:VPC|Subnet)\b/;
const OWN_KEY = /resource "aws_kms_key"|AWS::KMS::Key/;

describe('no network and no key of its own unless asked (decision 052)', () => {
  it.each([
    ['terraform-aws', 'an encrypted MySQL database called billing, 100 GB'],
    ['cloudformation', 'an encrypted MySQL database called billing, 100 GB'],
    ['terraform-aws', 'aurora postgres cluster "ledger-db" keeping backups for 10 days'],
    ['cloudformation', 'aurora postgres cluster "ledger-db" keeping backups for 10 days'],
    ['terraform-aws', 'a DocumentDB cluster with 2 instances'],
  ] as [FormatId, string][])('%s: %s is written alone', (format, prompt) => {
    const { text, explanation } = answer(prompt, format);
    expect(text).not.toMatch(NETWORK);
    expect(text).not.toMatch(OWN_KEY);
    expect(explanation).not.toMatch(/aws_vpc|AWS::EC2::VPC|aws_kms_key|AWS::KMS::Key/);
    // Encrypted at rest all the same, with the service's AWS-managed key.
    expect(text).toMatch(/storage_encrypted\s+= true|at_rest_encryption_enabled\s+= true|StorageEncrypted: true/);
  });

  it('an SNS topic is encrypted with the AWS-managed key, no key of its own', () => {
    const { text } = answer('an SNS topic called price-alerts', 'cloudformation');
    expect(text).toMatch(/KmsMasterKeyId: alias\/aws\/sns/);
    expect(text).not.toMatch(OWN_KEY);
  });

  it('a key of its own is written when asked', () => {
    const { text } = answer('a Postgres database invoices encrypted with our own KMS key');
    expect(text).toMatch(OWN_KEY);
    expect(text).toMatch(/kms_key_id\s+= aws_kms_key\.\w+\.arn/);
  });

  it('a key the request gives is the one used, none is created', () => {
    const { text } = answer(
      'an aurora mysql cluster encrypted with arn:aws:kms:eu-west-1:123456789012:key/1111aaaa-22bb-33cc-44dd-555555eeeeee',
    );
    expect(text).not.toMatch(/resource "aws_kms_key"/);
  });

  it('a database said private is placed in private subnets', () => {
    const { text } = answer('a private Postgres database for the reports app');
    expect(text).toMatch(/resource "aws_db_subnet_group"/);
  });

  it('a database placed in the zones it names gets subnets in them', () => {
    const { text } = answer('a MariaDB cluster of 3 nodes spread over eu-west-1a, eu-west-1b and eu-west-1c');
    expect(text).toMatch(NETWORK);
  });

  it('subnets the request gives place the database, none are created', () => {
    const { text } = answer('a postgres database in subnet-0aa11bb22 and subnet-0cc33dd44');
    expect(text).toMatch(/subnet-0aa11bb22/);
    expect(text).not.toMatch(/resource "aws_(?:vpc|subnet)"/);
  });

  it('a database a function reaches shares its network', () => {
    const { text } = answer('a python lambda that reads from a postgres database');
    expect(text).toMatch(/resource "aws_db_subnet_group"/);
    expect(text).toMatch(/vpc_security_group_ids\s+= \[aws_security_group\./);
  });

  it('an MSK cluster adds no log group and no key of its own', () => {
    const { text } = answer('a kafka cluster on MSK with 3 brokers');
    expect(text).not.toMatch(/resource "aws_cloudwatch_log_group"/);
    expect(text).not.toMatch(OWN_KEY);
    expect(text).not.toMatch(/logging_info/);
  });
});
