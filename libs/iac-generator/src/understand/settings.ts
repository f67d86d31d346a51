/**
 * Settings stated in a request, with where they were stated: "5 replicas", "Node.js 22",
 * "Postgres 14", "t3.micro", "2 vCPU", "4 GiB", "every 20 minutes", "30 days", "on-demand", "spot",
 * "Autopilot", "consumption plan". Patterns are general (any number with a unit, any instance-type
 * shape), never the wording of one example. Each setting says which components it can apply to,
 * so it is attached to the nearest one that fits rather than to everything in the sentence.
 *
 * @example
 *   readSettings('an nginx deployment with 3 replicas')
 *   // [{ label: 'replicas', values: { desired: 3 }, text: '3 replicas', family: 'replicas', ... }]
 */
import { type Attrs, type Flag } from '../model/types';
import { AZURE_RULES } from './azure-settings';
import { GRANT_RULES } from './grant-settings';
import { LAST_SERVICE_RULES, SERVICE_RULES } from './service-settings';
import { GCP_RULES } from './gcp-settings';
import { K8S_RULES } from './k8s-settings';
import { LIMIT_RULES } from './service-limits';
import { KIND_VOCABULARY } from '../vocabulary/kinds.generated';
import { DAILY_CAP } from './settings/daily-cap';
import { BUDGET } from './settings/budget';
import { RETENTION_1, RETENTION_2, RETENTION_3, RETENTION_4 } from './settings/retention';
import { CAPTURE } from './settings/capture';
import { ROTATION } from './settings/rotation';
import { SESSIONS } from './settings/sessions';
import { TRAFFIC_RULES } from './settings/traffic-rules';
import { ALLOW_FROM } from './settings/allow-from';
import { NAMESPACE } from './settings/namespace';
import { SCHEDULE } from './settings/schedule';
import { TRANSITION } from './settings/transition';
import { TIER_1, TIER_2 } from './settings/tier';
import { API_ROUTE } from './settings/api-route';
import { TABLE_KEYS_1, TABLE_KEYS_2 } from './settings/table-keys';
import { COSMOS_API } from './settings/cosmos-api';
import { SQL_DATABASE } from './settings/sql-database';
import { PRIVATE_DNS } from './settings/private-dns';
import { DNS } from './settings/dns';
import { PATH } from './settings/path';
import { PARAMETER_VALUE } from './settings/parameter-value';
import { SUBSCRIBER } from './settings/subscriber';
import { ENDPOINT } from './settings/endpoint';
import { DELIVERY } from './settings/delivery';
import { SCALING_1, SCALING_2, SCALING_3 } from './settings/scaling';
import { READ_REPLICA } from './settings/read-replica';
import { REPLICAS } from './settings/replicas';
import { NODES } from './settings/nodes';
import { RETRIES } from './settings/retries';
import { SHARDS } from './settings/shards';
import { IMAGE } from './settings/image';
import { ENGINE } from './settings/engine';
import { CLUSTER } from './settings/cluster';
import { RUNTIME } from './settings/runtime';
import { OS } from './settings/os';
import { VERSION } from './settings/version';
import { INSTANCE_TYPE } from './settings/instance-type';
import { SIZE } from './settings/size';
import { RESOURCES } from './settings/resources';
import { STORAGE } from './settings/storage';
import { TIMEOUT } from './settings/timeout';
import { TOLERATIONS } from './settings/tolerations';
import { CAPACITY } from './settings/capacity';
import { CONSUMPTION } from './settings/consumption';
import { SPOT } from './settings/spot';
import { BALANCER } from './settings/balancer';
import { AUTOPILOT } from './settings/autopilot';
import { REPLICATION } from './settings/replication';
import { UTILIZATION } from './settings/utilization';
import { SERVICE_TYPE } from './settings/service-type';
import { RBAC } from './settings/rbac';
import { LABELS } from './settings/labels';
import { OWN_INGRESS } from './settings/own-ingress';
import { INVOKER } from './settings/invoker';
import { USED_UP } from './settings/used-up';
import { anyOf } from './word-list';

/**
 * Which components a setting can apply to, by the kind id (`aws.db_instance`) without its cloud: a
 * kind folder lists the families it takes (its kind.json `settings`); for the other kinds, these
 * patterns over kind ids decide.
 */
const FAMILY_PATTERNS = {
  replicas: anyOf(`
    deployment
    stateful_set
    resource_quota
    pod_disruption_budget
    ecs_service
    container_app$
    cloud_run_v2_service
    autoscaling_group
    scale_set
    instance_group_manager
    horizontal_pod_autoscaler
    linux_web_app
    app_engine
    elastic_beanstalk_environment
    service_plan
    node_group
    node_pool
    batch_job
  `),
  nodes: anyOf(`
    cluster
    node_group
    node_pool
    msk
    elasticache
    redshift
    opensearch
    dax
    scale_set
    autoscaling_group
    instance_group
    spanner
    docdb
    neptune
    service_plan
  `),
  scaling: anyOf(`
    autoscaling_group
    scale_set
    instance_group
    node_group
    node_pool
    horizontal_pod_autoscaler
    deployment
    stateful_set
    ecs_service
    container_app$
    cloud_run
    kubernetes_cluster$
    container_cluster
    linux_web_app
    service_plan
    function_app
    cloudfunctions
    lambda_function
    rds_cluster
    dynamodb
    application_gateway
  `),
  size: anyOf(`
    mq_broker
    instance
    launch
    autoscaling
    node_group
    node_pool
    eks_cluster
    kubernetes_cluster$
    container_cluster
    db_
    rds
    elasticache
    virtual_machine
    scale_set
    sql
    redis
    opensearch
    msk
    redshift
    dax
    neptune
    docdb
    sagemaker
    notebook
    fleet
    lightsail
    batch
    beanstalk
    service_plan
    postgresql
    mysql
    mssql
    filestore
  `),
  resources: anyOf(`
    resource_quota
    mssql
    lambda
    function
    ecs_service
    ecs_task
    deployment
    stateful_set
    daemon_set
    job$
    cron_job
    cloud_run
    container_app$
    app_engine
    batch
    redis_instance
    redis_cache
    instance$
    virtual_machine$
    compute_instance$
    launch_template
    instance_template
    scale_set
    autoscaling_group
    node_group
    node_pool
  `),
  storage: anyOf(`
    db_
    rds
    sql
    postgres
    mysql
    mssql
    disk
    volume
    ebs
    efs
    filestore
    persistent_volume
    stateful_set
    instance$
    launch
    opensearch
    msk
    storage_share
    lightsail
    redshift
    docdb
    node_group
    node_pool
    virtual_machine
    notebook
    kubernetes_cluster$
    container_cluster
    compute_instance
    instance_template
    scale_set
    redis_instance
    redis_cache
    elasticache
    cosmosdb
  `),
  engine: anyOf(`
    mq_broker
    db_instance
    rds_cluster
    elasticache
    redis
    sql_database_instance
    postgresql
    mysql
    mssql
    stateful_set
    lightsail_database
    docdb
    neptune
    opensearch
    msk
    db_option_group
    db_parameter_group
    cosmosdb
    memcache
  `),
  cluster: anyOf(`
    eks_cluster
    kubernetes_cluster$
    container_cluster
    eks_node_group
    kubernetes_cluster_node_pool
    container_node_pool
  `),
  runtime: anyOf(`
    lambda_function
    function_app
    cloudfunctions
    app_engine
    linux_web_app
    cloud_run
    elastic_beanstalk
    container_app$
    ecs_service
    ecs_task
    deployment
    job$
    cron_job
    lambda_layer
    batch_job
  `),
  schedule: anyOf(`
    event_rule
    scheduler
    cron_job
    job$
    lambda_function
    function
    backup
    snapshot
    logic_app
    sfn_state_machine
    workflows
    codebuild
    cloud_run_v2_job
    batch
    dlm
    db_instance
    rds_cluster
    sql_database_instance
    recovery_services
    eventhub
  `),
  retention: anyOf(`
    log
    backup
    bigquery_dataset
    bucket
    s3
    storage_account
    storage_container
    db_instance
    rds_cluster
    sqs
    kinesis
    cloudtrail
    redshift
    elasticache
    snapshot
    sql
    postgres
    mysql
    mssql
    ecr
    registry
    pubsub
    eventhub
    glacier
    lifecycle
    workspace
    servicebus
    recovery_services
    cosmos
    firestore
    docdb
    msk
    secret
  `),
  capacity: anyOf(`
    dynamodb
    kinesis_stream
    cosmosdb
    firestore
    eventhub
    mssql
    spanner
  `),
  dns: anyOf(`
    route53_record
    route53_zone
    dns_a_record
    dns_record_set
    dns_zone
    dns_managed_zone
  `),
  privateDns: anyOf(`
    private_dns_zone
    dns_zone
    dns_managed_zone
    route53_zone
  `),
  tier: anyOf(`
    mssql
    postgresql
    mysql
    redis
    service_plan
    container_registry
    key_vault
    servicebus
    eventhub
    storage_account
    cosmosdb
    api_management
    linux_web_app
    function_app
    sql_database_instance
    filestore
    spanner
    storage_bucket$
    dynamodb_table
    container_app$
    managed_disk
    application_gateway
    app_configuration
    cdn_frontdoor_profile
    static_web_app
    static_site
    bastion_host
  `),
  timeout: anyOf(`
    lambda_function
    function_app
    cloudfunctions
    sqs
    api_gateway
    job$
    cron_job
    cloud_run
    batch
    sfn
    pubsub_subscription
  `),
  spot: anyOf(`
    instance$
    launch
    autoscaling
    node_group
    node_pool
    eks_cluster
    kubernetes_cluster$
    container_cluster
    virtual_machine
    scale_set
    fleet
    instance_template
    instance_group
    batch
    ecs_service
    compute_instance
  `),
  autopilot: /container_cluster|eks_cluster|kubernetes_cluster$/,
  consumption: anyOf(`
    function_app
    service_plan
    logic_app
    api_management
    linux_web_app
  `),
  readReplica: anyOf(`
    db_instance
    rds_cluster
    sql_database_instance
    postgresql_flexible
    mysql_flexible
    mssql
    redis
    elasticache
    cosmosdb
  `),
  shards: anyOf(`
    kinesis
    eventhub
    msk
    elasticache
    opensearch
    pubsub
    servicebus
    redis_cache
  `),
  transition: anyOf(`
    s3_bucket$
    s3_bucket_lifecycle
    storage_account
    storage_bucket$
    glacier
  `),
  os: anyOf(`
    instance$
    launch
    virtual_machine
    scale_set
    node_group
    node_pool
    instance_template
    lightsail_instance
    beanstalk
    compute_instance
    autoscaling_group
    batch
  `),
  image:
    /^(?:deployment|stateful_set|daemon_set|job|cron_job|ecs_service|ecs_task_definition|container_app|cloud_run_v2_service|cloud_run_v2_job)$/,
  // What listens on a port or sends traffic to one: workloads, servers, databases, load balancers, firewalls.
  port: anyOf(`
    deployment
    stateful_set
    daemon_set
    ^service$
    ingress
    network_policy
    ecs_service
    ecs_task
    container_app$
    cloud_run
    web_app
    function_app
    app_engine
    beanstalk
    instance$
    virtual_machine
    scale_set
    autoscaling_group
    launch
    compute_instance
    instance_template
    instance_group
    lightsail_instance
    lb$
    load_balancer
    listener
    target_group
    application_gateway
    forwarding_rule
    security_group
    firewall
    network_security_group
    db_instance
    rds_cluster
    sql
    redis
    elasticache
    api_gateway
  `),
  // Services whose ingress is a setting of their own, not a load balancer in front of them.
  ownIngress: /container_app$/,
  // Services that anyone may be allowed to call without signing in, by a setting of their own.
  invoker: /cloud_run_v2_service/,
  replication: anyOf(`
    storage_account
    recovery_services
    managed_disk
    postgresql_flexible
    mysql_flexible
    mssql_database
    cosmosdb
  `),
  utilization: anyOf(`
    horizontal_pod_autoscaler
    ^deployment$
    ^stateful_set$
    autoscaling_group
    scale_set
    instance_group_manager
    autoscaler
    container_app$
    ecs_service
    monitor_autoscale
  `),
  serviceType: /^service$/,
  labels: /^(?:service|pod_disruption_budget|namespace|network_policy)$/,
  rbac: /^(?:role|cluster_role)$/,
  retries: anyOf(`
    ^(?:job|cron_job)$
    batch_job
    cloud_run_v2_job
    sfn
    workflows
  `),
  tolerations: /^(?:daemon_set|deployment|stateful_set|job|cron_job)$/,
  dailyCap: /log_analytics_workspace|application_insights/,
  sessions: /servicebus_queue|servicebus_subscription|servicebus_topic/,
  trafficRules: /network_security_group|compute_firewall/,
  allowFrom: /^network_policy$/,
  namespace:
    /^(?:namespace|deployment|stateful_set|daemon_set|job|cron_job|service|ingress|config_map|secret|service_account|role|role_binding|network_policy|resource_quota|limit_range|horizontal_pod_autoscaler|pod_disruption_budget|persistent_volume_claim)$/,
  balancer: /^lb$/,
  apiRoute: /api_gateway|apigatewayv2/,
  endpoint: /vpc_endpoint/,
  subscriber: anyOf(`
    sns_topic
    monitoring_alert_policy
    monitoring_notification_channel
    monitoring_uptime_check
    servicebus_subscription
    eventgrid
    monitor_action_group
    consumption_budget
  `),
  // What is named or reached by a path: a parameter, a log group, an API resource, a health check.
  path: anyOf(`
    ssm_parameter
    log_group
    api_gateway
    apigatewayv2
    ^lb$
    lb_target_group
    health_check
    bucket_object
    kms_key
    kms_alias
    ^ingress$
  `),
  parameterValue: /ssm_parameter/,
  tableKeys: /dynamodb_table$|dynamodb_global_table|cosmosdb/,
  cosmosApi: /cosmosdb/,
  sqlDatabase: /mssql/,
  budget: /budget/,
  capture: /eventhub/,
  rotation: anyOf(`
    secretsmanager_secret
    secret_manager_secret
    key_vault_secret
    kms_key
    kms_crypto_key
  `),
  delivery: anyOf(`
    sqs_queue
    sns_topic
    pubsub_subscription
    pubsub_topic
    servicebus_queue
    servicebus_subscription
    servicebus_namespace
  `),
  privateOrigin: /cdn_frontdoor_profile/,
  clusterNetwork: /kubernetes_cluster$/,
  firewallMode: /application_gateway|waf_policy/,
  georeplication: /container_registry/,
  role: /role_assignment|project_iam_member/,
  siteSource: /static_web_app|static_site/,
  // Compute whose instances are placed in numbered availability zones.
  zones: anyOf(`
    kubernetes_cluster$
    kubernetes_cluster_node_pool
    scale_set
    virtual_machine$
    application_gateway
    public_ip
  `),
  // How many identical machines of a size one group runs ("4 x Standard_D2s_v5").
  instanceCount: anyOf(`
    scale_set
    node_pool
    kubernetes_cluster$
    autoscaling_group
    node_group
    instance_group_manager
  `),
  // AWS service settings read by service-settings.ts.
  deployment: /mq_broker/,
  keyChoice: /s3_bucket$/,
  environment: anyOf(`
    lambda_function
    ecs_task_definition
    ecs_service
    batch_job
    ^(?:config_map|deployment|stateful_set|daemon_set|job|cron_job)$
  `),
  rawDelivery: /sns_topic|sns_topic_subscription/,
  keepImages: /ecr_repository|ecr_lifecycle_policy|artifact_registry_repository/,
  workflowType: /sfn_state_machine/,
  signIn: /cognito_user_pool$/,
  clientSecret: /cognito_user_pool_client/,
  protocols: /transfer_server/,
  denies: /organizations_policy/,
  subnetTiers: /^subnet$/,
  eventPattern: /event_rule/,
  // Any kind can be said to exist already; a writer that cannot refer to one creates it, and the answer says so.
  existing: /./,
  sourceRange: anyOf(`
    ^instance$
    launch_template
    launch_configuration
    autoscaling_group
    ^security_group$
  `),
  // Limits of queues, keys and secrets read by service-limits.ts (stated with a namespace, for its queues).
  queueLimits: /servicebus_queue|servicebus_topic|servicebus_namespace/,
  lock: /servicebus_queue|servicebus_subscription|servicebus_namespace/,
  keyDeletion: /kms_key|key_vault$/,
  password: /secretsmanager_secret/,
  subscriptionDelivery: /pubsub_subscription|pubsub_topic/,
  failover: /elasticache_cluster/,
  maintenance: anyOf(`
    redis_instance
    sql_database_instance
    elasticache_cluster
    db_instance
    rds_cluster
  `),
  alarm: /cloudwatch_metric_alarm/,
  cacheSize: /redis_cache/,
  // Google Cloud service settings read by gcp-settings.ts.
  protocol: /forwarding_rule/,
  iamRole: /project_iam_member|storage_bucket_iam_member/,
  location: anyOf(`
    storage_bucket$
    bigquery_dataset
    firestore_database
    spanner_instance
  `),
  url: /cloud_scheduler_job|monitoring_uptime_check/,
  cleanup: /artifact_registry_repository/,
  ipRules: /security_policy/,
  secretReplication: /secret_manager_secret/,
  existingNetwork: anyOf(`
    compute_instance
    instance_template
    container_cluster
    sql_database_instance
    redis_instance
    filestore_instance
    compute_firewall
    compute_router
    router_nat
  `),
  // Kubernetes object settings read by k8s-settings.ts.
  objectName:
    /^(?:config_map|secret|service_account|storage_class|persistent_volume_claim|deployment|stateful_set|daemon_set|cron_job|job|ingress|role|priority_class)$/,
  secretKeys: /^secret$/,
  mounts: /^(?:deployment|stateful_set|daemon_set|job|cron_job)$/,
  ingressRoute: /^ingress$/,
  storageClass: /^storage_class$/,
  storageClassName: /^(?:persistent_volume_claim|stateful_set)$/,
  disruption: /^pod_disruption_budget$/,
  podSpec: /^(?:deployment|stateful_set|daemon_set|job|cron_job)$/,
  cronJob: /^cron_job$/,
  accessModes: /^(?:persistent_volume_claim|persistent_volume|stateful_set)$/,
  limitDefaults: /^limit_range$/,
  subject: /^(?:role|cluster_role|role_binding)$/,
} as const;

// The families each kind folder declares, by kind id without its cloud.
const DECLARED = new Map(
  KIND_VOCABULARY.flatMap((v) => (v.settings ? [[v.kind.slice(v.kind.indexOf('.') + 1), v.settings] as const] : [])),
);

/** Whether a kind (without its cloud) takes a family's settings: as its folder declares, else by the pattern. */
const fits =
  (family: string, pattern: RegExp) =>
  (kind: string): boolean => {
    const declared = family === 'existing' ? undefined : DECLARED.get(kind);
    return declared ? declared.includes(family) : pattern.test(kind);
  };

export const FAMILIES = Object.fromEntries(
  Object.entries(FAMILY_PATTERNS).map(([family, pattern]) => [family, { test: fits(family, pattern) }]),
) as Record<keyof typeof FAMILY_PATTERNS, { test: (kind: string) => boolean }>;
export type Family = keyof typeof FAMILIES;

export interface Found {
  /** What it sets, in plain words. */
  label: string;
  values: Partial<Omit<Attrs, 'flags' | 'ports' | 'regions' | 'zones' | 'cidrs'>>;
  flags?: Flag[];
  /** Which components it can apply to; undefined: any. */
  family?: Family;
  /** The words that stated it, and their span in the text. */
  text: string;
  start: number;
  end: number;
  /** Spans whose words are used up: a number that is a setting is not a count of components. */
  consumes: [number, number][];
  /** A setting that only confirms a default, so saying nothing of it when nothing fits is honest. */
  quiet?: boolean;
  /** Honoured by the choice of component itself (an engine picks the database service), not by an attribute. */
  untracked?: boolean;
}

/** One pattern of settings: the regular expression and what a match means. */
export interface Rule {
  re: RegExp;
  read: (m: RegExpMatchArray, all: string) => Omit<Found, 'start' | 'end' | 'text' | 'consumes'> | undefined;
  /**
   * Which capture groups' spans are used up (a number) and claimed, so other settings may still
   * read the rest of the match; the whole match when undefined.
   */
  consume?: number | number[] | 'none';
  /** Only when the whole request matches this (an "N instances" is a size only for a scaling group). */
  when?: RegExp;
  /**
   * Phrasings (lower-case) this rule must read, each with the values it reads (those listed must
   * match), and phrasings whose words another family or a resource owns, so this rule's family must
   * read nothing there. settings/settings-examples.test.ts runs every example of every family.
   */
  examples?: { reads: Record<string, Found['values']>; leaves?: string[] };
}

// The rules in the order they are tried: a rule earlier in the list takes its words first.
const RULES: Rule[] = [
  // Settings of particular AWS services, read before the general patterns take their words.
  ...SERVICE_RULES,
  ...LIMIT_RULES,
  ...GCP_RULES,
  ...K8S_RULES,
  ...AZURE_RULES,
  ...GRANT_RULES,
  ...DAILY_CAP,
  ...BUDGET,
  ...RETENTION_1,
  ...CAPTURE,
  ...ROTATION,
  ...SESSIONS,
  ...TRAFFIC_RULES,
  ...ALLOW_FROM,
  ...NAMESPACE,
  ...SCHEDULE,
  ...RETENTION_2,
  ...TRANSITION,
  ...RETENTION_3,
  ...TIER_1,
  ...RETENTION_4,
  ...API_ROUTE,
  ...TABLE_KEYS_1,
  ...COSMOS_API,
  ...SQL_DATABASE,
  ...PRIVATE_DNS,
  ...DNS,
  ...TABLE_KEYS_2,
  ...PATH,
  ...PARAMETER_VALUE,
  ...SUBSCRIBER,
  ...ENDPOINT,
  ...DELIVERY,
  ...SCALING_1,
  ...READ_REPLICA,
  ...REPLICAS,
  ...NODES,
  ...SCALING_2,
  ...RETRIES,
  ...SCALING_3,
  ...SHARDS,
  ...IMAGE,
  ...ENGINE,
  ...CLUSTER,
  ...RUNTIME,
  ...OS,
  ...VERSION,
  ...INSTANCE_TYPE,
  ...SIZE,
  ...RESOURCES,
  ...STORAGE,
  ...TIMEOUT,
  ...TOLERATIONS,
  ...CAPACITY,
  ...CONSUMPTION,
  ...TIER_2,
  ...SPOT,
  ...BALANCER,
  ...AUTOPILOT,
  ...REPLICATION,
  ...UTILIZATION,
  ...SERVICE_TYPE,
  ...RBAC,
  ...LABELS,
  ...OWN_INGRESS,
  ...INVOKER,
  ...LAST_SERVICE_RULES,
  ...USED_UP,
];

/** Settings that only use numbers up (ports, ranges): read elsewhere, never attached. */
export const CONSUME_ONLY = new Set(['port', 'address range']);

/** Every setting in `lower` (the lower-cased request with quotes replaced), in text order, without overlaps. */
export function readSettings(lower: string): Found[] {
  const found: Found[] = [];
  const taken: [number, number][] = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && e > a);
  for (const rule of RULES) {
    if (rule.when && !rule.when.test(lower)) continue;
    for (const m of lower.matchAll(rule.re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!m[0].trim() || overlaps(start, end)) continue;
      const read = rule.read(m, lower);
      if (!read) continue;
      let consumes: [number, number][] = [[start, end]];
      if (rule.consume === 'none') consumes = [];
      else if (rule.consume !== undefined)
        consumes = [rule.consume]
          .flat()
          .map((i) => m[i])
          .filter((g): g is string => g !== undefined)
          .map((g) => {
            const at = m.index + m[0].indexOf(g);
            return [at, at + g.length] as [number, number];
          });
      taken.push(...(rule.consume === 'none' || !consumes.length ? [[start, end] as [number, number]] : consumes));
      found.push({ ...read, text: m[0].trim(), start, end, consumes });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
