import { type Intent, type Mention } from '../../understand/understand';
import { type Kind } from '../kind';
import { type Needs } from '../../plan/needs';
import { NETWORK_KINDS } from './network';
import { COMPUTE_KINDS } from './compute';
import { DATABASE_KINDS } from './database';
import { IDENTITY_KINDS } from './identity';
import { SERVERLESS_KINDS } from './serverless';
import { EDGE_KINDS } from './edge';
import { PLATFORM_KINDS } from './platform';
import { FOLDER_KINDS } from './kinds.generated';
import { existingLookup } from '../../model/existing';
import { leaving } from './existing';
import { markExisting } from '../existing-mention';
import { zoneNotAsked } from '../zone-asked';
import { onlyInHostNames } from '../hostname-words';
import { onlyServed } from './served-owners';
import { contextOf, disambiguate } from '../disambiguation';
import { AWS_DISAMBIGUATION } from './disambiguation';

// A resource the request says exists is referenced as it is: nothing is planned around it.
const referenced = (k: Kind): Kind => ({
  ...k,
  needs:
    k.needs && ((c, plan) => (existingLookup(c) && !(k.needs as Needs).forExisting ? undefined : k.needs?.(c, plan))),
});

export const AWS_KINDS: ReadonlyMap<string, Kind> = new Map(
  [
    ...NETWORK_KINDS,
    ...COMPUTE_KINDS,
    ...DATABASE_KINDS,
    ...IDENTITY_KINDS,
    ...SERVERLESS_KINDS,
    ...EDGE_KINDS,
    ...PLATFORM_KINDS,
    ...FOLDER_KINDS,
  ].map((k) => [k.kind, referenced(k)]),
);

const SUBNET_ID = /^subnet-[0-9a-f]{4,17}$/;

/** Context decides what a generic word means: "subnet group" near "Neptune" is a Neptune subnet group. */
export function resolveAwsKind(kind: string, intent: Intent, mention?: Mention): string | null {
  // "moving our jobs off a VM", "migrating away from EC2": what the user leaves is not built again.
  if (mention?.text && leaving(intent.phrases[mention.phrase], mention.text)) return null;
  // "our existing load balancer": a resource the user has is referenced, never created, even when a setting
  // stated around it (a backup's time) took the word before it could be read as a setting.
  markExisting(kind, intent, mention);
  const has = (k: string) => intent.mentions.some((m) => m.kind === k);
  if (zoneNotAsked(kind, mention)) return null;
  // "A alias api.shop.io": a word of a host name names nothing to build.
  if (mention && onlyInHostNames(intent.phrases[mention.phrase], mention)) return null;
  // "from the app servers' security group sg-…", "a file system for the EC2 fleet": owners and users, not asks.
  if (onlyServed(kind, intent, mention)) return null;
  const family = has('aws.neptune_cluster')
    ? 'neptune'
    : has('aws.redshift_cluster')
      ? 'redshift'
      : has('aws.dax_cluster')
        ? 'dax'
        : has('aws.elasticache_cluster') || has('aws.elasticache_user')
          ? 'elasticache'
          : 'db';
  // "a DB subnet group over the existing subnets subnet-0a…, subnet-0b…": the ids are the subnets'
  // (theirs already), which the database's subnet group places it in; never subnet groups named by them.
  if (kind === 'aws.subnet_group' && mention?.names.length && mention.names.every((n) => SUBNET_ID.test(n))) {
    mention.attrs.flags.add('existing');
    return 'aws.subnet';
  }
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
  // The rows of kinds/aws/disambiguation.ts, each with its example; what follows reads more than one kind.
  const row = disambiguate(AWS_DISAMBIGUATION, kind, contextOf(intent, mention));
  if (row) return row.then;
  // An ElastiCache "replication group" is the cache itself; only a group of users is a user group.
  if (kind === 'aws.iam_group' && (has('aws.elasticache_cluster') || has('aws.elasticache_user')))
    return /replication\s+group/.test(intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '') &&
      !/\busers?\b/.test(intent.phrases[mention?.phrase ?? -1]?.toLowerCase() ?? '')
      ? null
      : 'aws.elasticache_user_group';
  // "a database with daily backups kept for 14 days": backups of a database are its own setting, not AWS Backup.
  if (kind === 'aws.backup_plan' && mention && !/aws backup|plan|vault/.test(mention.text ?? '')) {
    const own = /db_instance|rds_cluster|docdb|neptune|redshift|elasticache|dynamodb|efs_file_system|lightsail/;
    const servers = /aws\.(?:instance|ebs_volume|autoscaling_group|launch_template)$/;
    if (intent.mentions.some((m) => own.test(m.kind)) && !intent.mentions.some((m) => servers.test(m.kind)))
      return null;
  }
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
  return kind;
}
