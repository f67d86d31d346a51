/**
 * A name the request gives a component reaches the name field of what every format of its cloud
 * writes for it, for every kind the cloud plans. Tags, labels and references do not count: they
 * carry the name even when the resource itself is named otherwise.
 */
import { type FormatId } from '@infragen/contracts';
import { emptyAttrs, type Cloud } from './model/types';
import { type KindPlanner, Planner } from './plan/planner';
import { targetFor } from './targets/formats';
import { resourcesOf } from './testing/resources';

const NAME = 'zz-named-7';

const FORMATS: Record<Cloud, FormatId[]> = {
  aws: ['terraform-aws', 'cloudformation'],
  azure: ['terraform-azurerm', 'arm', 'bicep'],
  gcp: ['terraform-google'],
  k8s: ['kubernetes-yaml', 'terraform-kubernetes'],
};

// Kinds whose resource has no name field of its own (attachments, a bucket's or table's settings,
// rules of another resource), or whose name the cloud generates: nothing to carry the given name.
// `format:kind` when only that format's resource has no name.
const NO_NAME_FIELD = new Set([
  // Minimal blocks from provider schemas for an explicitly named type: required fields only.
  'aws.catalogue',
  'azure.catalogue',
  'gcp.catalogue',
  'k8s.catalogue',
  // Parts of a bucket, written on (or beside) the bucket, keyed by it.
  'aws.s3_bucket_acl',
  'aws.s3_bucket_cors_configuration',
  'aws.s3_bucket_intelligent_tiering_configuration',
  'aws.s3_bucket_inventory',
  'aws.s3_bucket_lifecycle_configuration',
  'aws.s3_bucket_logging',
  'aws.s3_bucket_notification',
  'aws.s3_bucket_object_lock_configuration',
  'aws.s3_bucket_ownership_controls',
  'aws.s3_bucket_policy',
  'aws.s3_bucket_public_access_block',
  'aws.s3_bucket_request_payment_configuration',
  'aws.s3_bucket_server_side_encryption_configuration',
  'aws.s3_bucket_versioning',
  'aws.s3_bucket_website_configuration',
  // Attachments and settings of another resource, identified by what they attach.
  'aws.efs_mount_target',
  'aws.efs_backup_policy',
  'aws.iam_group_policy_attachment',
  'aws.iam_role_policy_attachment',
  'aws.dynamodb_contributor_insights',
  'aws.dynamodb_kinesis_streaming_destination',
  'aws.lambda_permission',
  // A function's event source: the pair it joins (source ARN and function) is its identity.
  'aws.lambda_event_source_mapping',
  'aws.lambda_function_url',
  'aws.lb_listener',
  // A pull-through cache rule is identified by the repository prefix it serves: it has no name.
  'aws.ecr_pull_through_cache_rule',
  // CloudFormation gives these no name property (Terraform tags them with a Name).
  'cloudformation:aws.egress_only_internet_gateway',
  'cloudformation:aws.vpc_endpoint',
  'cloudformation:aws.placement_group',
  'aws.chime_voice_connector_logging',
  'aws.chime_voice_connector_streaming',
  'aws.connect_bot_association',
  'aws.dynamodb_table_item',
  'aws.eks_access_policy_association',
  'aws.glacier_vault_lock',
  'aws.redshift_usage_limit',
  'aws.route53_query_log',
  'gcp.project_iam_member',
  'gcp.storage_bucket_iam_member',
  // Named by the domain they serve, not by a resource name.
  'aws.acm_certificate',
  'aws.ses_domain_identity',
  'aws.route53_zone',
  'azure.dns_zone',
  // Role assignments are named by a GUID derived from scope, role and principal.
  'azure.role_assignment',
  // ARM and Bicep deploy into a resource group chosen at deployment time, which names it.
  'arm:azure.resource_group',
  'bicep:azure.resource_group',
]);

// AWS resources whose only name is their Name tag (the console's name column): the tag counts.
const TAG_NAMED = new Set([
  'aws.vpc',
  'aws.subnet',
  'aws.internet_gateway',
  'aws.egress_only_internet_gateway',
  'aws.nat_gateway',
  'aws.eip',
  'aws.route_table',
  'aws.network_acl',
  'aws.vpn_gateway',
  'aws.vpc_peering_connection',
  'aws.vpc_dhcp_options',
  'aws.vpc_endpoint',
  'aws.transit_gateway',
  'aws.transfer_server',
  'aws.ebs_volume',
  'aws.instance',
  'aws.route53_health_check',
]);

// Kinds whose name rules need the given name transformed (`format:kind` for one format only).
const ALNUM = 'zznamed7';
const TRANSFORMED: Record<string, string> = {
  // Azure names of letters and digits only: the given name's letters and digits, as given (no suffix).
  'azure.container_registry': ALNUM,
  'azure.storage_account': ALNUM,
  // AKS node pools: lower-case letters and digits, at most 12.
  'azure.kubernetes_cluster_node_pool': ALNUM,
  // BigQuery ids: letters, digits and underscores.
  'gcp.bigquery_dataset': 'zz_named_7',
  'gcp.bigquery_table': 'zz_named_7',
  // Lex names: letters and underscores only.
  'aws.lex_intent': 'zz_named_',
  'aws.lex_slot_type': 'zz_named_',
  // Target groups take a five-character name_prefix so they can be replaced before destroyed.
  'terraform-aws:aws.lb_target_group': 'zznam-',
};

// Keys whose values repeat a component's name without naming the resource.
const NOT_A_NAME = new Set(['tags', 'Tags', 'tags_all', 'HostedZoneTags', 'labels', 'matchLabels', 'dependsOn']);

/** Every string of a resource body but tags, labels and references to other resources. */
function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v.replace(/\$\{[^}]*\}/g, '')];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => (NOT_A_NAME.has(k) ? [] : strings(x)));
  return [];
}

/** The Name tag, in Terraform's map or CloudFormation's list of pairs. */
function nameTag(body: Record<string, unknown>): string[] {
  const tags = body.tags ?? body.Tags;
  if (Array.isArray(tags))
    return tags.filter((t: { Key?: unknown }) => t.Key === 'Name').map((t: { Value?: unknown }) => String(t.Value));
  const name = (tags as Record<string, unknown> | undefined)?.Name;
  return typeof name === 'string' ? [name] : [];
}

const cases = (Object.keys(FORMATS) as Cloud[]).flatMap((cloud) =>
  FORMATS[cloud].flatMap((format) =>
    [...(targetFor(cloud, format)!.kinds as ReadonlyMap<string, KindPlanner>).keys()]
      .filter((kind) => !NO_NAME_FIELD.has(kind) && !NO_NAME_FIELD.has(`${format}:${kind}`))
      .map((kind) => [format, kind, cloud] as const),
  ),
);

describe('a given name on every kind', () => {
  it.each(cases)('%s: %s', async (format, kind, cloud) => {
    const target = targetFor(cloud, format)!;
    const plan = new Planner(cloud, emptyAttrs(), target.kinds);
    const c = plan.add(kind, { name: NAME });
    plan.expand();
    const out = target.render(plan);
    // A kind this format does not write has nothing to name.
    if (!out.produced.get(c)?.length) return;
    const written = (await resourcesOf(out.files)).flatMap((r) => [
      ...strings(r.body),
      ...(TAG_NAMED.has(kind) ? nameTag(r.body) : []),
    ]);
    const expected = TRANSFORMED[`${format}:${kind}`] ?? TRANSFORMED[kind] ?? NAME;
    expect(written.filter((s) => s.includes(expected))).not.toEqual([]);
  });
});
