import { type Intent, type Mention } from '../../understand/understand';
import { type Kind } from '../kind';
import { NETWORK_KINDS } from './network';
import { COMPUTE_KINDS } from './compute';
import { STORAGE_KINDS } from './storage';
import { DATABASE_KINDS } from './database';
import { IDENTITY_KINDS } from './identity';
import { SERVERLESS_KINDS } from './serverless';
import { EDGE_KINDS } from './edge';
import { PLATFORM_KINDS } from './platform';
import { DATA_SERVICE_KINDS } from './data-services';
import { CATALOGUE_KINDS } from './catalogue';
import { NAMED_SERVICE_KINDS } from './named-services';
import { FOLDER_KINDS } from './kinds.generated';
import { EXISTING, existingLookup } from '../../model/existing';
import { leaving, saysExisting } from './existing';

// A resource the request says exists is referenced as it is: nothing is planned around it.
const referenced = (k: Kind): Kind => ({
  ...k,
  needs: k.needs && ((c, plan) => (existingLookup(c) ? undefined : k.needs?.(c, plan))),
});

export const AWS_KINDS: ReadonlyMap<string, Kind> = new Map(
  [
    ...NETWORK_KINDS,
    ...COMPUTE_KINDS,
    ...STORAGE_KINDS,
    ...DATABASE_KINDS,
    ...IDENTITY_KINDS,
    ...SERVERLESS_KINDS,
    ...EDGE_KINDS,
    ...PLATFORM_KINDS,
    ...DATA_SERVICE_KINDS,
    ...NAMED_SERVICE_KINDS,
    ...CATALOGUE_KINDS,
    ...FOLDER_KINDS,
  ].map((k) => [k.kind, referenced(k)]),
);

/** Context decides what a generic word means: "subnet group" near "Neptune" is a Neptune subnet group. */
export function resolveAwsKind(kind: string, intent: Intent, mention?: Mention): string | null {
  // "moving our jobs off a VM", "migrating away from EC2": what the user leaves is not built again.
  if (mention?.text && leaving(intent.phrases[mention.phrase], mention.text)) return null;
  // "our existing load balancer": a resource the user has is referenced, never created, even when a setting
  // stated around it (a backup's time) took the word before it could be read as a setting.
  if (EXISTING[kind] && mention && saysExisting(intent.phrases[mention.phrase], mention.text))
    mention.attrs.flags.add('existing');
  const has = (k: string) => intent.mentions.some((m) => m.kind === k);
  const family = has('aws.neptune_cluster')
    ? 'neptune'
    : has('aws.redshift_cluster')
      ? 'redshift'
      : has('aws.dax_cluster')
        ? 'dax'
        : has('aws.elasticache_cluster') || has('aws.elasticache_user')
          ? 'elasticache'
          : 'db';
  if (kind === 'aws.subnet_group')
    return {
      neptune: 'aws.neptune_subnet_group',
      redshift: 'aws.redshift_subnet_group',
      dax: 'aws.dax_subnet_group',
      elasticache: 'aws.elasticache_subnet_group',
      db: 'aws.db_subnet_group',
    }[family];
  if (kind === 'aws.parameter_group')
    return family === 'neptune'
      ? null
      : family === 'redshift'
        ? 'aws.redshift_parameter_group'
        : 'aws.db_parameter_group';
  if (kind === 'aws.template')
    return has('aws.elastic_beanstalk_application') || has('aws.elastic_beanstalk_environment')
      ? 'aws.elastic_beanstalk_configuration_template'
      : null;
  if (has('aws.lightsail_instance') || has('aws.lightsail_database') || has('aws.lightsail_disk')) {
    const lightsail: Record<string, string> = {
      'aws.db_instance': 'aws.lightsail_database',
      'aws.ebs_volume': 'aws.lightsail_disk',
      'aws.eip': 'aws.lightsail_static_ip',
      'aws.cloudfront_distribution': 'aws.lightsail_distribution',
      'aws.acm_certificate': 'aws.lightsail_certificate',
      'aws.instance': 'aws.lightsail_instance',
    };
    if (lightsail[kind]) return lightsail[kind];
  }
  if (kind === 'aws.iam_user' && (has('aws.elasticache_cluster') || has('aws.elasticache_user')))
    return 'aws.elasticache_user';
  if (kind === 'aws.iam_group' && has('aws.chime_voice_connector')) return 'aws.chime_voice_connector_group';
  // An ElastiCache "replication group" is the cache itself; only a group of users is a user group.
  if (kind === 'aws.iam_group' && (has('aws.elasticache_cluster') || has('aws.elasticache_user')))
    return /replication\s+group/.test(intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '') &&
      !/\busers?\b/.test(intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '')
      ? null
      : 'aws.elasticache_user_group';
  if (kind === 'aws.cloudwatch_log_group' && has('aws.chime_voice_connector'))
    return 'aws.chime_voice_connector_logging';
  if (
    kind === 'aws.db_instance' &&
    (has('aws.rds_cluster') ||
      has('aws.neptune_cluster') ||
      has('aws.lightsail_database') ||
      has('aws.redshift_cluster'))
  )
    return null;
  if (kind === 'aws.instance' && (has('aws.neptune_cluster') || has('aws.sagemaker_notebook_instance'))) return null;
  // "an Auto Scaling group of m7g.xlarge instances": the instances are the ones the group starts, so
  // what is said of them (their type, their disk) is the group's, never a standalone instance.
  if (kind === 'aws.instance' && has('aws.autoscaling_group') && /s$/.test(mention?.text ?? '')) return null;
  // "a 30 GB root volume" of an instance is its root disk, not a separate EBS volume.
  if (
    kind === 'aws.ebs_volume' &&
    mention &&
    /\broot\s+(?:ebs\s+)?(?:disk|volume|device)/.test(intent.phrases[mention.phrase]?.toLowerCase() ?? '') &&
    ['aws.instance', 'aws.launch_template', 'aws.autoscaling_group'].some(has)
  )
    return null;
  if (kind === 'aws.sagemaker_model' && !intent.mentions.some((m) => m.kind.startsWith('aws.sagemaker'))) return null;
  // A bare "space" or "data source" means nothing without its service; named with it, it is that service's.
  if (kind === 'aws.sagemaker_space' && !has('aws.sagemaker_domain') && !/sagemaker/.test(mention?.text ?? ''))
    return null;
  if (kind === 'aws.kendra_data_source' && !has('aws.kendra_index') && !/kendra/.test(mention?.text ?? '')) return null;
  // "an access policy" of an EKS cluster is an EKS access policy, not an IAM policy.
  if (kind === 'aws.iam_policy' && /^access polic/.test(mention?.text ?? '') && has('aws.eks_cluster'))
    return 'aws.eks_access_policy_association';
  if ((kind === 'aws.lex_intent' || kind === 'aws.lex_slot_type') && !has('aws.lex_bot') && !has('aws.lexv2models_bot'))
    return null;
  if (kind === 'aws.mskconnect_connector' && !has('aws.msk_cluster')) return null;
  if (kind === 'aws.mskconnect_custom_plugin' && !has('aws.msk_cluster') && !has('aws.mskconnect_connector'))
    return null;
  // "a database with daily backups kept for 14 days": backups of a database are its own setting, not AWS Backup.
  if (kind === 'aws.backup_plan' && mention && !/aws backup|plan|vault/.test(mention.text ?? '')) {
    const own = /db_instance|rds_cluster|docdb|neptune|redshift|elasticache|dynamodb|efs_file_system|lightsail/;
    const servers = /aws\.(?:instance|ebs_volume|autoscaling_group|launch_template)$/;
    if (intent.mentions.some((m) => own.test(m.kind)) && !intent.mentions.some((m) => servers.test(m.kind)))
      return null;
  }
  // A snapshot taken on a schedule of a Redshift cluster is its snapshot schedule.
  if (kind === 'aws.db_snapshot' && mention?.attrs.schedule && has('aws.redshift_cluster'))
    return 'aws.redshift_snapshot_schedule';
  if (kind === 'aws.db_snapshot' && has('aws.redshift_snapshot_schedule')) return null;
  // "whenever ..." is an event rule, unless the event comes from a bucket, queue, stream or table of its own.
  if (kind === 'aws.event_trigger')
    return ['aws.s3_bucket_notification', 'aws.sqs_queue', 'aws.kinesis_stream', 'aws.dynamodb_table'].some(has)
      ? null
      : 'aws.cloudwatch_event_rule';
  // "internet access" for private subnets is outbound only: a NAT gateway in a public subnet (which
  // brings the internet gateway), never an internet route on the private subnets themselves.
  if (
    kind === 'aws.internet_gateway' &&
    !/gateway|igw/.test(mention?.text ?? '') &&
    /\bprivate\b/.test(intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '') &&
    !intent.mentions.some((m) => m.kind === kind && /gateway|igw/.test(m.text ?? ''))
  )
    return 'aws.nat_gateway';
  // A static site with CloudFront in front is served by the distribution from a private bucket
  // (origin access control), which a bucket's website endpoint cannot be behind.
  if (
    kind === 'aws.s3_bucket_website_configuration' &&
    has('aws.cloudfront_distribution') &&
    !/hosting|endpoint|configuration/.test(mention?.text ?? '')
  )
    return null;
  // A health check beside a load balancer is its target group's check, not a Route 53 health check.
  if (
    kind === 'aws.route53_health_check' &&
    (has('aws.lb') || has('aws.elb')) &&
    !/route ?53|dns|failover/.test(mention?.text ?? '')
  )
    return null;
  // "a bucket for logs", "a log bucket": the logs are what the bucket holds, not a log group.
  if (
    kind === 'aws.cloudwatch_log_group' &&
    has('aws.s3_bucket') &&
    /^logs?$/.test(mention?.text ?? '') &&
    /\bbuckets?\s+(?:for|of|to (?:hold|store|keep)|holding|storing)\s+(?:\w+\s+)?logs?\b|\blogs?\s+buckets?\b/.test(
      intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '',
    )
  )
    return null;
  // "a secret for the database password": the database is what the secret is for, not one to create.
  if (
    kind === 'aws.db_instance' &&
    has('aws.secretsmanager_secret') &&
    /^(?:database|db)$/.test(mention?.text ?? '') &&
    /\b(?:database|db)\s+(?:password|credentials?|secret|login|user(?:name)?)\b/.test(
      intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '',
    )
  )
    return null;
  // "a certificate validated by DNS": the DNS is how the certificate is validated (records in the
  // zone the request has), not a zone of its own.
  if (
    kind === 'aws.route53_zone' &&
    has('aws.acm_certificate') &&
    /^dns$/.test(mention?.text ?? '') &&
    /\bvalidat/.test(intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '')
  )
    return 'aws.acm_certificate';
  // "an HTTP API on API Gateway": API Gateway is the service of the HTTP API, not a second (REST) API;
  // a "route" of it is its route, not a route table.
  if (has('aws.apigatewayv2_api')) {
    if (kind === 'aws.api_gateway_rest_api' && !/\brest\b/.test(mention?.text ?? '')) return 'aws.apigatewayv2_api';
    if (kind === 'aws.route_table' && !/table|routing/.test(mention?.text ?? '')) return null;
  }
  // Beside a message broker, "single instance", "cluster", "deployment" and "queue" describe the
  // broker (its deployment mode, the queues it hosts), not servers, containers or SQS of their own.
  if (
    has('aws.mq_broker') &&
    ['aws.instance', 'aws.ecs_cluster', 'aws.ecs_service', 'aws.sqs_queue', 'aws.eks_cluster'].includes(kind) &&
    !/\b(?:ec2|ecs|eks|fargate|sqs|kubernetes|containers?|servers?|vms?)\b/.test(mention?.text ?? '')
  )
    return null;
  // A service control policy that stops CloudTrail or GuardDuty being disabled guards them: it creates neither.
  if (
    has('aws.organizations_policy') &&
    [
      'aws.cloudtrail',
      'aws.guardduty_detector',
      'aws.config_configuration_recorder',
      'aws.securityhub_account',
    ].includes(kind) &&
    /\b(?:den(?:y|ies|ying)|block|prevent|forbid|stop|disallow|restrict)\w*\b/.test(
      intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '',
    )
  )
    return null;
  // "an API token", "an API key" kept in a secret is what the secret holds, not an API to build.
  if (
    /^aws\.api/.test(kind) &&
    has('aws.secretsmanager_secret') &&
    /\bapi\s+(?:tokens?|keys?|credentials?|secrets?)\b/.test(
      intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '',
    ) &&
    !/gateway|rest|http|endpoint/.test(mention?.text ?? '')
  )
    return null;
  // "a function triggered by uploads to the bucket": the uploads are the bucket's events, not an object to write.
  if (
    kind === 'aws.s3_object' &&
    /^uploads?$/.test(mention?.text ?? '') &&
    ['aws.lambda_function', 'aws.sqs_queue', 'aws.sns_topic'].some(has) &&
    /\b(?:trigger|invok|fire|run|process|react|notif|when|whenever|on)\w*\b/.test(
      intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '',
    )
  )
    return 'aws.s3_bucket_notification';
  // "EC2 instance state changes" a rule reacts to are events of the service, not instances to run.
  if (
    kind === 'aws.instance' &&
    has('aws.cloudwatch_event_rule') &&
    /\binstances?\s+(?:state[- ]change|state|status|launch|termination|lifecycle)\w*\s*(?:events?|changes?|notifications?)?\b/.test(
      intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '',
    )
  )
    return null;
  // Snapshots of EBS volumes on a schedule, with no database in the request: a Data Lifecycle Manager
  // policy over the volumes, which it selects by tag rather than creating any.
  const databases = /db_instance|rds_cluster|docdb|neptune|redshift|elasticache|lightsail_database/;
  const volumeSnapshots =
    !intent.mentions.some((m) => databases.test(m.kind)) &&
    /\b(?:ebs|volumes?|disks?|lifecycle manager|dlm)\b/.test(
      intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '',
    );
  if (kind === 'aws.db_snapshot' && volumeSnapshots) return 'aws.dlm_lifecycle_policy';
  if (
    kind === 'aws.ebs_volume' &&
    /s$/.test(mention?.text ?? '') &&
    intent.mentions.some((m) => m.kind === 'aws.db_snapshot' || m.kind === 'aws.dlm_lifecycle_policy') &&
    volumeSnapshots
  )
    return null;
  // "SQL injection" rules of a web ACL are what it blocks, not a database.
  if (kind === 'aws.db_instance' && has('aws.wafv2_web_acl') && /^sql$/.test(mention?.text ?? '')) return null;
  if (kind === 'aws.db_proxy' && !has('aws.db_instance') && !has('aws.rds_cluster')) return null;
  if (kind === 'aws.dynamodb_table_item' && !has('aws.dynamodb_table')) return null;
  if (kind === 'aws.lambda_alias' && !has('aws.lambda_function')) return null;
  if (kind === 'aws.lb_listener' && !has('aws.lb') && !has('aws.elb')) return null;
  return kind;
}
