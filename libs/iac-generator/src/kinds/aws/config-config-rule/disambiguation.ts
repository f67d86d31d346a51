import { type Disambiguation } from '../../disambiguation';
import { identifiersIn } from './identifiers';

/** Whether the words are said in the phrase apart from any hyphenated name ("to a new S3 bucket"). */
const saidApart = (text: string, phrase: string) =>
  new RegExp(`(?<![\\w-])${text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(phrase);

/** What a word read as another kind means beside AWS Config (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    // Kinds whose words name what a managed rule checks ("access-keys-rotated", "encrypted-volumes").
    reads: [
      'aws.iam_access_key',
      'aws.s3_bucket',
      'aws.instance',
      'aws.ebs_volume',
      'aws.db_instance',
      'aws.rds_cluster',
      'aws.cloudtrail',
      'aws.iam_user',
      'aws.iam_policy',
      'aws.iam_role',
      'aws.vpc',
      'aws.security_group',
      'aws.lambda_function',
      'aws.dynamodb_table',
      'aws.kms_key',
      'aws.eip',
      'aws.flow_log',
      'aws.cloudwatch_log_group',
      'aws.lb',
      'aws.elb',
      'aws.acm_certificate',
      'aws.efs_file_system',
      'aws.eks_cluster',
      'aws.secretsmanager_secret',
      'aws.db_snapshot',
    ],
    when: (x) =>
      (x.has('aws.config_config_rule') || x.has('aws.config_configuration_recorder')) &&
      x.text.length > 0 &&
      !saidApart(x.text, x.phrase) &&
      identifiersIn(x.intent.phrases[x.mention?.phrase ?? -1] ?? '').some((n) =>
        n.name.includes(x.text.toLowerCase().replace(/\s+/g, '-')),
      ),
    then: null,
    why: 'Words inside a managed Config rule\'s name ("access-keys-rotated") say what the rule checks, never a resource to make.',
    example: 'AWS Config with the managed rule access-keys-rotated',
  },
  {
    reads: 'aws.db_snapshot',
    when: (x) => x.has('aws.config_configuration_recorder') && !/\b(?:database|db|rds|aurora)\b/.test(x.phrase),
    then: null,
    why: 'Snapshots said of AWS Config are the configuration snapshots its delivery channel delivers, never a database snapshot.',
    example: 'AWS Config delivering to a new bucket, with configuration snapshots every 12 hours',
  },
];
