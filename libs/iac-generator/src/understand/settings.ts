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
import { IMAGE_REFERENCE, imageAt } from './images';
import { PORT } from './attributes';
import { N, num } from './numbers';
import { AZURE_RULES } from './azure-settings';
import { GRANT_RULES } from './grant-settings';
import { LAST_SERVICE_RULES, SERVICE_RULES } from './service-settings';
import { GCP_RULES } from './gcp-settings';
import { K8S_RULES } from './k8s-settings';
import { LIMIT_RULES } from './service-limits';
import { KIND_VOCABULARY } from '../vocabulary/kinds.generated';

/**
 * Which components a setting can apply to, by the kind id (`aws.db_instance`) without its cloud: a
 * kind folder lists the families it takes (its vocabulary.ts `settings`); for the other kinds, these
 * patterns over kind ids decide.
 */
// A word list, one entry a line, as one pattern: the entries are its alternatives (anchors kept).
const anyOf = (lines: string) =>
  new RegExp(
    lines
      .trim()
      .split('\n')
      .map((line) => line.trim())
      .join('|'),
  );

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

const DAYS: Record<string, number> = { hour: 1 / 24, hr: 1 / 24, day: 1, week: 7, month: 30, year: 365 };
const days = (n: string, unit: string) => num(n) * (DAYS[unit.replace(/s$/, '')] ?? 1);

// Kubernetes API verbs and resource names, as a role's rules name them.
const RBAC_VERB = '(?:get|list|watch|create|update|patch|delete|read[- ]only)\\b';
const RBAC_RESOURCE =
  '(?:pods|services|endpoints|deployments|statefulsets|daemonsets|replicasets|configmaps|secrets|nodes|namespaces|jobs|cronjobs|ingresses|persistentvolumeclaims|events|serviceaccounts)\\b';

/** The AWS services named in a list ("s3 and dynamodb"), each once. */
const servicesIn = (list: string) => [...new Set(list.match(/s3|dynamodb/g) ?? [])];

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
}

const ENGINE_WORDS: [RegExp, string][] = [
  [/^aurora[ -]?postgres/, 'aurora-postgresql'],
  [/^aurora[ -]?mysql|^aurora$/, 'aurora-mysql'],
  [/^(?:postgres|psql|pg$)/, 'postgres'],
  [/^mariadb/, 'mariadb'],
  [/^mysql/, 'mysql'],
  [/^(?:sql ?server|mssql)/, 'sqlserver-ee'],
  [/^oracle/, 'oracle-se2'],
  [/^(?:redis|valkey)/, 'redis'],
  [/^memcached/, 'memcached'],
  [/^rabbit/, 'rabbitmq'],
  [/^active/, 'activemq'],
];
const engineOf = (word: string) => ENGINE_WORDS.find(([re]) => re.test(word))?.[1];

const RUNTIME_WORDS: [RegExp, string][] = [
  [/^(?:node|nodejs|node\.js|javascript|typescript)/, 'node'],
  [/^python/, 'python'],
  [/^java$/, 'java'],
  [/^(?:go|golang)$/, 'go'],
  [/^(?:\.net|dotnet)/, 'dotnet'],
  [/^ruby/, 'ruby'],
  [/^php/, 'php'],
];
const runtimeOf = (word: string) => RUNTIME_WORDS.find(([re]) => re.test(word))?.[1];

/** A five-field Unix cron as an EventBridge expression (one of day-of-month and day-of-week is `?`). */
function eventBridgeCron(unix: string): string {
  const [min, hour, dom, mon, dow] = unix.trim().split(/\s+/);
  return dow === '*' || dow === '?'
    ? `cron(${min} ${hour} ${dom} ${mon} ? *)`
    : `cron(${min} ${hour} ? ${mon} ${dow} *)`;
}

function at(hour: string | undefined, minute: string | undefined, half: string | undefined): [number, number] {
  let h = Number(hour ?? 0) % 24;
  if (half === 'pm' && h < 12) h += 12;
  if (half === 'am' && h === 12) h = 0;
  return [Number(minute ?? 0), h];
}

const RULES: Rule[] = [
  // Settings of particular AWS services, read before the general patterns take their words.
  ...SERVICE_RULES,
  ...LIMIT_RULES,
  ...GCP_RULES,
  ...K8S_RULES,
  ...AZURE_RULES,
  ...GRANT_RULES,
  // A daily cap on data taken in: read before "daily" is read as a schedule and "5 GB" as storage.
  {
    re: /\bdaily\s+(?:ingestion\s+|data\s+)?(?:cap|quota|limit)\s+(?:of\s+)?(\d{1,4}(?:\.\d{1,2})?)\s*(gb|gib|mb|mib)\b/g,
    read: (m) => ({
      label: 'daily cap',
      values: { dailyCapGb: /^m/.test(m[2]) ? Number(m[1]) / 1024 : Number(m[1]) },
      family: 'dailyCap',
    }),
  },
  // A budget's amount, period and notification threshold: "500 EUR per month, email at 80%".
  {
    re: /[$€£]\s?(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.\d{2})?\b|\b(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.\d{2})?\s*(?:usd|eur|gbp|chf|cad|aud|dollars?|euros?|pounds?)\b/g,
    read: (m) => ({ label: 'amount', values: { amount: Number((m[1] ?? m[2]).replace(/,/g, '')) }, family: 'budget' }),
    when: /\bbudget/,
  },
  {
    re: /\b(?:per|a|each|every)\s+(month|quarter|year)\b|\b(monthly|quarterly|yearly|annual(?:ly)?)\b/g,
    read: (m) => {
      const word = m[1] ?? m[2];
      const grain = /^month/.test(word) ? 'Monthly' : /^quarter/.test(word) ? 'Quarterly' : 'Annually';
      return { label: 'budget period', values: { timeGrain: grain }, family: 'budget' };
    },
    when: /\bbudget/,
  },
  {
    re: /\b(?:at|when|reaches?|reaching|hits?|exceeds?|over|above|past|of)\s+(\d{1,3})\s*(?:%|percent)|\b(\d{1,3})\s*(?:%|percent)\s+of\s+(?:the\s+|its\s+)?(?:budget|amount|limit|spend)/g,
    read: (m) => ({ label: 'threshold', values: { thresholdPercent: Number(m[1] ?? m[2]) }, family: 'budget' }),
    when: /\bbudget/,
  },
  // How many backups are kept: "keep 30 daily backups", "keeping 8 weekly recovery points".
  {
    re: /\bkeep(?:ing|s)?\s+(\d{1,4})\s+(daily|weekly|monthly|yearly)\s+(?:backups?|snapshots?|recovery points?|copies)\b/g,
    read: (m) => ({
      label: 'retention',
      values: { retentionDays: Number(m[1]) * { daily: 1, weekly: 7, monthly: 30, yearly: 365 }[m[2] as 'daily'] },
      family: 'retention',
    }),
  },
  // Events copied to storage as they arrive.
  {
    re: /\bcaptur(?:e|ed|es|ing)\b/g,
    read: () => ({ label: 'capture', values: { capture: true }, family: 'capture' }),
    consume: 'none',
  },
  // Rotation of a secret or key, read before "every 45 days" is read as a schedule: "rotate every 45
  // days", "rotated after 120 days", "a 60-day rotation", "rotated monthly".
  {
    re: /\brotat\w*\s+(?:it\s+|them\s+)?(?:every|each|after)\s+(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\b|\b(\d{1,4})[- ]?(days?|weeks?|months?|years?)\s+rotation\b|\brotat\w*\s+(monthly|weekly|yearly|annually)\b/g,
    read: (m) => ({
      label: 'rotation',
      values: {
        rotationDays: m[5]
          ? { weekly: 7, monthly: 30, yearly: 365, annually: 365 }[m[5]]
          : days(m[1] ?? m[3], m[2] ?? m[4]),
      },
      family: 'rotation',
    }),
  },
  // Message sessions: "sessions on", "a session-enabled subscription", "require sessions".
  {
    re: /\bsessions?\s+(?:enabled|on|support(?:ed)?)\b|\bsession[- ]enabled\b|\brequires?\s+sessions?\b|\b(?:enable|with)\s+sessions\b/g,
    read: () => ({ label: 'sessions', values: { sessions: true }, family: 'sessions' }),
  },
  // Inbound traffic by the service's well-known port: "opens HTTPS", "blocking RDP from anywhere".
  {
    // A list of services is one rule each: "allowing http and https", "open ssh, rdp".
    re: /\b(allow\w*|permit\w*|open\w*|deny\w*|denie[sd]|block\w*|reject\w*)\s+(?:all\s+)?(?:inbound\s+|incoming\s+)?((?:ssh|rdp|https|http)\b(?:\s*(?:,|and|&|\/)\s*(?:ssh|rdp|https|http)\b)*)(?:\s+(?:traffic\s+)?from\s+(?:the\s+)?(internet|anywhere))?/g,
    read: (m) => {
      const ports = (m[2].match(/ssh|rdp|https|http/g) ?? []).map(
        (w) => ({ ssh: 22, rdp: 3389, http: 80, https: 443 })[w as 'ssh' | 'rdp' | 'http' | 'https'],
      );
      const access: 'Allow' | 'Deny' = /^(?:den|block|reject)/.test(m[1]) ? 'Deny' : 'Allow';
      return {
        label: 'traffic rule',
        values: {
          trafficRules: [...new Set(ports)].map((port) => ({ access, port, fromInternet: m[3] ? true : undefined })),
        },
        family: 'trafficRules',
      };
    },
  },
  // Traffic a network policy lets in: "allowing traffic from namespace monitoring on port 9090".
  {
    re: /\ballow\w*\s+(?:ingress\s+|inbound\s+)?(?:traffic\s+)?from\s+(?:the\s+)?(?:namespace|ns)\s+([a-z0-9][a-z0-9-]{0,61}[a-z0-9])\b(?:\s+on\s+(?:port\s+)?(\d{2,5})\b)?/g,
    read: (m) => ({
      label: 'allowed traffic',
      values: { allowFrom: { namespace: m[1], port: m[2] ? Number(m[2]) : undefined } },
      family: 'allowFrom',
    }),
  },
  // The Kubernetes namespace things go into: "in namespace staging", "for ns qa", "namespace team-b with".
  {
    re: /(?<!\b(?:bus|hubs?|relay|notification hubs?)\s+)\b(?:namespace|ns)\s+(?!(?:with|and|or|that|which|for|to|in|on|of|the|a|an|is|per|called|named|labell?ed|policy|policies|quota|isolation|only|default|basic|standard|premium)\b)([a-z0-9][a-z0-9-]{0,61}[a-z0-9])\b(?![./=]|:\S)/g,
    read: (m) => ({ label: 'namespace', values: { namespace: m[1] }, family: 'namespace' }),
    consume: 'none',
  },
  // Cron and rate expressions written out.
  {
    re: /\b(cron\([^)]{9,60}\)|rate\(\d{1,4} (?:minutes?|hours?|days?)\))/g,
    read: (m) => ({ label: 'schedule', values: { schedule: m[1] }, family: 'schedule' }),
  },
  {
    re: /(?<![\w.])((?:[\d*/,-]+\s+){4}[\d*/,?a-z-]+)(?![\w.])/g,
    read: (m) =>
      /\*|\//.test(m[1]) && !/^\d+(?:\s+\d+){4}$/.test(m[1].trim())
        ? { label: 'schedule', values: { schedule: eventBridgeCron(m[1]) }, family: 'schedule' }
        : undefined,
  },
  // Schedules in words.
  {
    re: /\bevery\s+(\d{1,3})\s*(minutes?|mins?|hours?|hrs?|days?)\b/g,
    read: (m) => {
      const unit = /^m/.test(m[2]) ? 'minute' : /^h/.test(m[2]) ? 'hour' : 'day';
      const n = Number(m[1]);
      return { label: 'schedule', values: { schedule: `rate(${n} ${unit}${n === 1 ? '' : 's'})` }, family: 'schedule' };
    },
  },
  // A clock time later in the same clause: "a daily backup of the table 'orders' at 03:00 UTC".
  {
    re: /\b(?:every ?day|daily|each day|nightly|every night)\b[^.;\n]{0,60}?\bat\s+(\d{1,2}):(\d{2})\s*(am|pm)?/g,
    read: (m) => {
      const [min, h] = at(m[1], m[2], m[3]);
      return { label: 'schedule', values: { schedule: `cron(${min} ${h} * * ? *)` }, family: 'schedule' };
    },
    consume: 'none',
  },
  {
    re: /\b(?:every ?day|daily|each day|nightly|every night)(?:(?:\s+(?:backups?|snapshots?|runs?|jobs?))?\s+(?:at|starting(?:\s+at)?|from)\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?)?|\bat\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*(?:utc\s+)?(?:every ?day|daily|each day|nightly|every night)\b/g,
    read: (m) => {
      const [min, h] = m[4] ? at(m[4], m[5], m[6]) : at(m[1], m[2], m[3]);
      return { label: 'schedule', values: { schedule: `cron(${min} ${h} * * ? *)` }, family: 'schedule' };
    },
  },
  {
    re: /\b(?:hourly|every hour)\b/g,
    read: () => ({ label: 'schedule', values: { schedule: 'rate(1 hour)' }, family: 'schedule' }),
  },
  {
    re: /\bevery (\d{1,2}) minutes?\b|\bevery minute\b/g,
    read: (m) => ({
      label: 'schedule',
      values: { schedule: m[1] && m[1] !== '1' ? `rate(${m[1]} minutes)` : 'rate(1 minute)' },
      family: 'schedule',
    }),
  },
  {
    re: /\b(?:weekly|every week|once a week)\b(?:\s+on\s+(mon|tue|wed|thu|fri|sat|sun)[a-z]*)?|\bevery (mon|tue|wed|thu|fri|sat|sun)[a-z]*day\b/g,
    read: (m) => ({
      label: 'schedule',
      values: { schedule: `cron(0 0 ? * ${(m[1] ?? m[2] ?? 'sun').toUpperCase()} *)` },
      family: 'schedule',
    }),
  },
  {
    re: /\b(?:monthly|every month|once a month)\b/g,
    read: () => ({ label: 'schedule', values: { schedule: 'cron(0 0 1 * ? *)' }, family: 'schedule' }),
  },
  {
    re: /\bat midnight\b/g,
    read: () => ({ label: 'schedule', values: { schedule: 'cron(0 0 * * ? *)' }, family: 'schedule' }),
  },
  // A clock time said apart from its schedule ("a weekly backup ... run it at 23:30"): the time of day it runs.
  {
    re: /\b(?:at|by)\s+(\d{1,2}):(\d{2})\s*(am|pm)?\b|\bat\s+(\d{1,2})\s*(am|pm)\b/g,
    read: (m) => {
      const [min, h] = m[4] ? at(m[4], undefined, m[5]) : at(m[1], m[2], m[3]);
      const time = `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
      return { label: 'time of day', values: { timeOfDay: time }, family: 'schedule' };
    },
  },

  // A retention policy as such (objects kept at least so long, optionally locked): "a 30 day
  // retention policy, locked", "a locked retention policy of 7 years". Read before plain retention.
  {
    re: /\b(?:(locked)\s+)?(\d{1,4})[ -]?(days?|weeks?|months?|years?)\s+(?:(locked)\s+)?retention\s+polic(?:y|ies)\b(?:,?\s*(?:and\s+|which is\s+|that is\s+)?(locked)\b)?/g,
    read: (m) => ({
      label: 'retention',
      values: { retentionDays: days(m[2], m[3]), retentionPolicy: m[1] || m[4] || m[5] ? 'locked' : 'unlocked' },
      family: 'retention',
    }),
  },
  {
    re: /\b(?:(locked)\s+)?retention\s+polic(?:y|ies)\s+of\s+(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\b(?:,?\s*(?:and\s+|which is\s+|that is\s+)?(locked)\b)?/g,
    read: (m) => ({
      label: 'retention',
      values: { retentionDays: days(m[2], m[3]), retentionPolicy: m[1] || m[4] ? 'locked' : 'unlocked' },
      family: 'retention',
    }),
  },
  // Moving to a colder class, then retention ("delete after 90 days", "keep logs for 30 days").
  {
    re: /\b(?:move|moves|moved|moving|transition\w*|tier\w*|archive[sd]?)\b[^.;,\n]{0,40}?\b(glacier(?: deep archive| instant retrieval| flexible retrieval)?|deep archive|infrequent access|standard[- ]ia|one[- ]zone[- ]ia|coldline|nearline|archive|cool|cold)\b[^.;,\n]{0,30}?\b(?:after|at)\s+(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\b/g,
    read: (m) => ({
      label: 'transition',
      values: { transitionClass: m[1], transitionDays: days(m[2], m[3]) },
      family: 'transition',
    }),
  },
  {
    re: /\bafter\s+(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\b[^.;,\n]{0,30}?\b(?:move|moves|moved|transition\w*|archive[sd]?)\b[^.;,\n]{0,20}?\b(?:to\s+)?(glacier(?: deep archive)?|deep archive|infrequent access|standard[- ]ia|coldline|nearline|archive|cool|cold)\b/g,
    read: (m) => ({
      label: 'transition',
      values: { transitionClass: m[3], transitionDays: days(m[1], m[2]) },
      family: 'transition',
    }),
  },
  {
    re: /\b(?:retention(?: period)?|retain\w*|keep\w*|kept|expir\w*|delete[sd]?|deleting|deletion|purge[sd]?|remove[sd]?|stored?|hold)\b[^.;,\n]{0,40}?\b(?:for|after|of|to)?\s*(\d{1,4})\s*[- ]?(hours?|hrs?|days?|weeks?|months?|years?)\b/g,
    read: (m) => ({ label: 'retention', values: { retentionDays: days(m[1], m[2]) }, family: 'retention' }),
  },
  // "expires them after 90": deletion after a bare number is counted in days, the unit of object lifecycles.
  {
    re: /\b(?:delete[sd]?|deleting|expire[sd]?|expiring|purge[sd]?|remove[sd]?)\b[^.;,\n]{0,20}?\bafter\s+(\d{1,4})\b(?!\s*(?:[a-z%]|\.\d))/g,
    read: (m) => ({ label: 'retention', values: { retentionDays: Number(m[1]) }, family: 'retention' }),
  },
  {
    re: /\b(\d{1,4})[ -](hours?|hrs?|days?|weeks?|months?|years?)(?:\s+of)?\s+(?:log |backup |data |message )?(?:retention|history|of logs|of backups|backups?)\b/g,
    read: (m) => ({ label: 'retention', values: { retentionDays: days(m[1], m[2]) }, family: 'retention' }),
  },
  // A tier first in a bracketed list of specs beside a service: "an elastic pool (Premium, 250 eDTUs)".
  {
    re: /(?<=\(\s*)(free|basic|standard|premium|general purpose|business critical|hyperscale)(?=\s*[,;)])/g,
    read: (m) => ({ label: 'tier', values: { tier: m[1] }, family: 'tier' }),
    // Its words stay the reader's: consumed, they would let the names around the brackets run together.
    consume: 'none',
  },
  // A duration alone in brackets beside a service that keeps data, as lists of specs write it: "a workspace (90 days)".
  {
    re: /\(\s*(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\s*\)/g,
    read: (m) => ({ label: 'retention', values: { retentionDays: days(m[1], m[2]) }, family: 'retention' }),
  },

  // A route of an API, by method and path: "a GET /status route", "PUT /items", "on /items (DELETE)".
  {
    re: /\b(get|post|put|patch|delete|any)\s+(\/[a-z0-9_{}+./-]*)(?:\s+(?:routes?|endpoints?|resources?|methods?))?/g,
    read: (m) => ({ label: 'route', values: { httpMethod: m[1].toUpperCase(), path: m[2] }, family: 'apiRoute' }),
  },
  {
    re: /\b(?:on|at|for)\s+(\/[a-z0-9_{}+./-]*)\s*\(\s*(get|post|put|patch|delete|any)\s*\)/g,
    read: (m) => ({ label: 'route', values: { httpMethod: m[2].toUpperCase(), path: m[1] }, family: 'apiRoute' }),
  },

  // A table's keys and expiry attribute: "partition key tenantId", "sort key createdAt", "pk sku", "TTL on validUntil".
  {
    re: /\b(partition|hash|primary|sort|range)\s+key\s*(?:of\s+|named\s+|called\s+|=\s*|:\s*|is\s+|on\s+)?((?!(?:and|with|of|the|a|an|for|on|is|that|which)\b)[a-z_][a-z0-9_.-]*)|\b(pk|sk)(?:\s*[=:]\s*|\s+)((?!(?:and|with|of|the|a|an|for|on|is)\b)[a-z_][a-z0-9_.-]*)/g,
    read: (m) => {
      const hash = /^(?:partition|hash|primary|pk)$/.test(m[1] ?? m[3]);
      const name = (m[2] ?? m[4]).replace(/[.-]+$/, '');
      return {
        label: hash ? 'partition key' : 'sort key',
        values: { tableKeys: hash ? { hash: name } : { range: name } },
        family: 'tableKeys',
      };
    },
  },
  // A partition or shard key as a document database states it: "partitioned by /region", "pk /accountId", "sharded on deviceId".
  {
    re: /\b(?:partition(?:ed)?|shard(?:ed)?)\s+(?:key\s+)?(?:on|by)\s+(?:the\s+)?(\/?[a-z_][a-z0-9_]*(?:\/[a-z_][a-z0-9_]*)*)|\b(?:partition\s+key|shard\s+key|pk)\s*[=:]?\s*(\/[a-z_][a-z0-9_]*(?:\/[a-z_][a-z0-9_]*)*)/g,
    read: (m) => ({ label: 'partition key', values: { tableKeys: { hash: m[1] ?? m[2] } }, family: 'tableKeys' }),
  },
  // The API a Cosmos DB account speaks, with the MongoDB server version when stated: "MongoDB API (server version 5.0)",
  // or in Azure's product naming ("Cosmos DB for Apache Gremlin", "a Cosmos account for MongoDB").
  {
    re: /\b(nosql|sql|core|mongo(?:db)?|cassandra|gremlin|table)\s+api\b(?:[^.;\n]{0,24}?\b((?:server\s+|wire\s+)?version\s+v?(\d\.\d)))?|\bcosmos(?:\s*db)?\s+(?:(?:account|database|instance)\s+){0,2}(?:for|using)\s+(?:the\s+)?(nosql|mongo(?:db)?|(?:apache\s+)?cassandra|(?:apache\s+)?gremlin|table)\b/g,
    read: (m) => {
      const word = (m[1] ?? m[4]).replace(/^apache\s+/, '');
      const api = /^(?:nosql|sql|core)$/.test(word) ? 'sql' : word.startsWith('mongo') ? 'mongo' : word;
      return { label: 'API', values: { api, version: m[3] }, family: 'cosmosApi' };
    },
    // The version's words and number are the API's ("server version 5.0" is no server of its own).
    consume: 2,
  },
  // Databases sharing capacity, and a serverless database's pause: "an elastic pool", "auto-pause after 1 hour".
  {
    re: /\belastic\s+(?:database\s+)?pools?\b/g,
    read: () => ({ label: 'elastic pool', values: { elasticPool: true }, family: 'sqlDatabase' }),
  },
  {
    re: /\bauto[- ]?paus(?:e|es|ing)\s+(?:delay\s+)?(?:after|of|at|=|:|is)?\s*(\d{1,5})\s*(minutes?|mins?|hours?|hrs?|h|days?)\b/g,
    read: (m) => ({
      label: 'auto-pause delay',
      values: { autoPauseMinutes: Number(m[1]) * (/^h/.test(m[2]) ? 60 : /^d/.test(m[2]) ? 1440 : 1) },
      family: 'sqlDatabase',
    }),
  },
  // Names of a linked network's machines registered in a private zone: "auto-registration off", "with auto-registration".
  {
    re: /\b(?:(no|without|disable|disabled)\s+)?(?:vm\s+)?auto[- ]?registration(?:\s+(?:is\s+|set\s+to\s+)?(on|off|enabled|disabled|true|false))?\b/g,
    read: (m) => ({
      label: 'auto-registration',
      values: { autoRegistration: !m[1] && !/^(?:off|disabled|false)$/.test(m[2] ?? '') },
      family: 'privateDns',
    }),
  },
  // A DNS record's name is the record's, never a component ("an A record db", "a CNAME api ...").
  {
    re: /\b(?:a|aaaa|cname|txt|mx|srv)[ -]records?\s+(?:named\s+|called\s+|for\s+)?([a-z0-9_][a-z0-9_.-]*)/g,
    read: () => ({ label: 'DNS record name', values: {}, family: 'dns', untracked: true, quiet: true }),
    consume: 1,
  },
  // A TTL in seconds is a DNS record's ("TTL 600", "a TTL of 300 seconds"); a table's TTL names an attribute.
  {
    re: /\bttl\s*(?:of\s*|=\s*|:\s*)?(\d{1,6})\s*(?:s|secs?|seconds)?\b|(?<![\d.])\b(\d{1,6})\s*(?:s|secs?|seconds)?\s+ttl\b/g,
    read: (m) => ({ label: 'DNS TTL', values: { dnsTtl: Number(m[1] ?? m[2]) }, family: 'dns' }),
  },
  {
    re: /\bttl\s+(?:on|attribute|using|=|:)\s*(?:the\s+)?(?:attribute\s+)?((?!(?:and|with|of|the|a|an|for|is)\b)[a-z_][a-z0-9_]*)/g,
    read: (m) => ({
      label: 'TTL attribute',
      values: { tableKeys: { ttl: m[1] } },
      flags: ['ttl'],
      family: 'tableKeys',
    }),
  },
  // A path standing alone ("/svc/cache/url", "/ecs/billing", "/status"), never part of a URL, an ARN,
  // an address range or a word pair: the name or path of what it is next to, not words of components.
  {
    re: /(?<![\w:/.@%-])\/[a-z0-9_.{}+-]+(?:\/[a-z0-9_.{}+-]+)*\/?(?![\w/])/g,
    read: (m) => ({ label: 'path', values: { path: m[0] }, family: 'path' }),
  },
  // A KMS alias as written: "alias/reports-key" is the key's alias name, not words of components.
  {
    re: /\balias\/[a-z0-9/_-]+/g,
    read: (m) => ({ label: 'alias', values: { path: m[0] }, family: 'path' }),
  },
  // A parameter's value stated plainly: "with value cache.local", "value = 17", "/svc/cache/url = cache.local".
  {
    re: /(?:\bvalue\s*(?:of\s+|=\s*|:\s*)?|(?<=\/[a-z0-9_.{}+-]+\s*)=\s*)((?!q§)[a-z0-9][^\s"',;]*)/g,
    read: (m) => ({ label: 'parameter value', values: { parameterValue: m[1] }, family: 'parameterValue' }),
    when: /\bparameter\b|\bssm\b/,
  },
  // Where a subscription delivers: an email address, or a URL said to be subscribed or notified.
  {
    re: /\b[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/g,
    read: (m) => ({
      label: 'subscription endpoint',
      values: { subscriptionEndpoint: { protocol: 'email', address: m[0] } },
      family: 'subscriber',
    }),
  },
  {
    re: /\b(?:subscri\w*|webhook|notif\w*|deliver\w*|push\w*)\b[^.;\n]{0,40}?\b(https?):\/\/([a-z0-9.-]+(?::\d{2,5})?(?:\/[^\s'",;)]*)?)/g,
    read: (m) => ({
      label: 'subscription endpoint',
      values: { subscriptionEndpoint: { protocol: m[1] as 'https' | 'http', address: `${m[1]}://${m[2]}` } },
      family: 'subscriber',
    }),
    consume: 2,
  },
  // The services a VPC endpoint is for: "endpoints to DynamoDB & S3", "a gateway endpoint for S3".
  // Only the service names are used up: they name the endpoint's service, not a bucket or a table.
  {
    re: /\b(?:vpc\s+|gateway\s+)*endpoints?\s+(?:for|to)\s+((?:s3|dynamodb)(?:\s*(?:,|and|&)\s*(?:s3|dynamodb))*)\b/g,
    read: (m) => ({ label: 'endpoint service', values: { endpointServices: servicesIn(m[1]) }, family: 'endpoint' }),
    consume: 1,
  },
  {
    re: /\b((?:s3|dynamodb)(?:\s*(?:,|and|&)\s*(?:s3|dynamodb))*)\s+(?:vpc\s+|gateway\s+)*endpoints?\b/g,
    read: (m) => ({ label: 'endpoint service', values: { endpointServices: servicesIn(m[1]) }, family: 'endpoint' }),
    consume: 1,
  },

  // Counts that are settings of one component, never several components.
  {
    // "dead-letter after 6 failed receives", "maximum of 4 receives": deliveries before a message is set aside.
    re: /\b(?:max(?:imum)?\s+(?:of\s+)?|after\s+)?(\d{1,3})\s+(?:failed\s+|unsuccessful\s+)?(?:receives|receive attempts|delivery attempts|deliveries)\b|\bmax(?:imum)?[ _]receive[ _]count\s*(?:of|=|:)?\s*(\d{1,3})\b/g,
    read: (m) => ({ label: 'maximum receives', values: { maxReceives: Number(m[1] ?? m[2]) }, family: 'delivery' }),
  },
  {
    re: /\bcontent[- ]based[- ]dedup(?:e|lication)?\b/g,
    read: () => ({ label: 'content-based deduplication', values: {}, flags: ['contentDedup'], family: 'delivery' }),
  },
  {
    re: new RegExp(
      `\\b(?:scal\\w*|autoscal\\w*|between|from)\\s+(?:from\\s+|between\\s+)?${N}\\s*(?:and|to|-)\\s*${N}\\b(?:\\s*(?:instances|nodes|replicas|pods|tasks|servers|vms))?|\\b${N}\\s*(?:-|to)\\s*${N}\\s+(?:instances|nodes|replicas|pods|tasks|servers|vms)\\b`,
      'g',
    ),
    read: (m) => {
      const [lo, hi] = m[1] ? [num(m[1]), num(m[2])] : [num(m[3]), num(m[4])];
      return lo <= hi ? { label: 'scaling range', values: { min: lo, max: hi }, family: 'scaling' } : undefined;
    },
  },
  // "a primary with 3 read replicas": the replicas of a primary are read replicas, not copies of a workload.
  {
    re: new RegExp(
      `\\b(?:1|one|a|single)\\s+primary\\s*(?:\\+|and|plus|with)\\s*${N}\\s+(?:read[- ])?replicas?\\b`,
      'g',
    ),
    read: (m) => ({ label: 'read replicas', values: { readReplicas: num(m[1]) }, family: 'readReplica' }),
  },
  {
    re: new RegExp(
      `\\b${N}\\s+read[- ]replicas?\\b|\\b(?:with\\s+)?(?:a|one)?\\s*read[- ]replicas?\\b|\\b(?:a|one)\\s+replica\\s+of\\s+(?:it|the database|the db|the instance)\\b`,
      'g',
    ),
    read: (m) => ({ label: 'read replicas', values: { readReplicas: m[1] ? num(m[1]) : 1 }, family: 'readReplica' }),
  },
  {
    re: new RegExp(`\\b${N}\\s+(?:replicas?|pods?|copies|identical copies|tasks?)\\b`, 'g'),
    read: (m) => ({ label: 'replicas', values: { desired: num(m[1]) }, family: 'replicas' }),
  },
  {
    re: /\b(?:replicas?|replica count|desired[ _](?:count|capacity|size)|desired)\s*(?:of|=|to|:|set to|at|is)?\s*(\d{1,3})\b/g,
    read: (m) => ({ label: 'replicas', values: { desired: Number(m[1]) }, family: 'replicas' }),
  },
  {
    re: new RegExp(
      `\\b(?:with|of|run(?:ning|s)?|keep(?:ing)?|starts?(?: with)?)\\s+${N}\\s+(?:instances|servers|vms|virtual machines)\\b`,
      'g',
    ),
    read: (m) => ({ label: 'instance count', values: { desired: num(m[1]) }, family: 'replicas' }),
    when: /auto ?scal|scaling group|scale set|instance group|\basg\b|\bmig\b|fleet/,
  },
  {
    re: new RegExp(
      `\\b${N}[ -](?:[a-z]\\d[a-z0-9]*\\.[a-z0-9]+ |standard_[a-z0-9_]+ |[a-z]\\d\\w*-\\w+(?:-\\d+)? )?(?:spot |preemptible |on[- ]demand )?(?:worker |broker |data |cache |kafka |compute |agent |system |user )?nodes?\\b(?!\\s*(?:group|pool))|\\b${N}\\s+brokers?\\b`,
      'g',
    ),
    read: (m) => ({ label: 'node count', values: { nodes: num(m[1] ?? m[2]) }, family: 'nodes' }),
    consume: [1, 2],
  },
  {
    re: /\bnode[ _]count\s*(?:of|=|to|:|is)?\s*(\d{1,3})\b|\bnodes?\s*(?:=|:)\s*(\d{1,3})\b/g,
    read: (m) => ({ label: 'node count', values: { nodes: Number(m[1] ?? m[2]) }, family: 'nodes' }),
  },
  {
    re: new RegExp(
      `\\bmin(?:imum)?(?:[ _](?:size|capacity|instances|count|replicas|nodes|node count))?\\s*(?:is|of|=|to|:)?\\s*${N}\\b(?!\\s*(?:gb|gib|mb|days?|minutes?|%))`,
      'g',
    ),
    read: (m) => ({ label: 'minimum', values: { min: num(m[1]) }, family: 'scaling' }),
  },
  {
    re: new RegExp(
      `\\bmax(?:imum)?(?:[ _](?:size|capacity|instances|count|replicas|nodes|node count))?\\s*(?:is|of|=|to|:)?\\s*${N}\\b(?!\\s*(?:gb|gib|mb|days?|minutes?|%))`,
      'g',
    ),
    read: (m) => ({ label: 'maximum', values: { max: num(m[1]) }, family: 'scaling' }),
  },
  // Retries of a failed run, before "at most 2" is read as an upper bound of instances.
  {
    re: /\bretr(?:y|ies|ied)\s+(?:at most\s+|up to\s+|a maximum of\s+)?(\d{1,2}|one|two|three|four|five|ten)\s+times?\b|\b(\d{1,2})\s+retries\b/g,
    read: (m) => ({ label: 'retries', values: { retries: num(m[1] ?? m[2]) }, family: 'retries' }),
  },
  {
    // "scaling out up to eight", "no more than 5 instances": an upper bound alone.
    re: new RegExp(
      `\\b(?:(?:scal\\w*|grow\\w*|burst\\w*)\\s+(?:out\\s+)?up\\s+to|at\\s+most|no\\s+more\\s+than)\\s+${N}\\b(?!\\s*(?:gb|gib|mb|days?|hours?|minutes?|seconds?|%))`,
      'g',
    ),
    read: (m) => ({ label: 'maximum', values: { max: num(m[1]) }, family: 'scaling' }),
  },
  {
    // A bare range beside the word that makes it one: "(2 to 6, autoscaled)", "1-4, scaling on CPU".
    re: new RegExp(`\\b${N}\\s*(?:-|to)\\s*${N}\\b(?=[,;:]?\\s*(?:auto[- ]?)?scal)`, 'g'),
    read: (m) => {
      const [lo, hi] = [num(m[1]), num(m[2])];
      return lo <= hi ? { label: 'scaling range', values: { min: lo, max: hi }, family: 'scaling' } : undefined;
    },
  },
  {
    re: new RegExp(`\\b${N}\\s+(?:shards?|partitions?)\\b|\\bshard[ _]count\\s*(?:of|=|:)?\\s*(\\d{1,3})\\b`, 'g'),
    read: (m) => ({ label: 'shards', values: { shards: num(m[1] ?? m[2]) }, family: 'shards' }),
  },

  // A container image by the shape of its reference, before its name or tag is read as an engine or runtime.
  {
    re: IMAGE_REFERENCE,
    read: (m, all) => {
      const image = imageAt(m, all);
      return image ? { label: 'image', values: { image }, family: 'image' } : undefined;
    },
  },

  // Engine and version, runtime and version, Kubernetes version, operating system.
  {
    re: /\b(aurora[ -]?postgres(?:ql)?|aurora[ -]?mysql|postgres(?:ql)?|psql|mysql|mariadb|sql ?server|mssql|oracle|redis|valkey|memcached|rabbitmq|activemq)(?:\s+(?:version\s+|v)?(\d{1,2}(?:\.\d{1,2}){0,2}))?\b(?!\s*(?:(?:port|gb|gib|mb|days?|nodes?|replicas?|shards?)\b|%))/g,
    read: (m) => {
      const engine = engineOf(m[1].replace(/\s+/g, ' '));
      if (!engine) return undefined;
      return {
        label: m[2] ? 'engine version' : 'engine',
        values: { engine, version: m[2] },
        family: 'engine',
        quiet: !m[2],
        untracked: !m[2],
      };
    },
    consume: 2,
  },
  {
    re: /\b(?:kubernetes|k8s|eks|aks|gke)\s+(?:version\s+|v)?(1\.\d{1,2})\b/g,
    read: (m) => ({ label: 'Kubernetes version', values: { version: m[1] }, family: 'cluster' }),
    consume: 1,
  },
  {
    re: /(?<![\w.])(node\.?js|nodejs|node(?=\s*(?:version\s+|v)?\d)|python|java(?!script)|javascript|typescript|golang|go(?=\s*\d)|\.net|dotnet|ruby|php)(?:\s*(?:version\s+|v)?(\d{1,2}(?:\.\d{1,2})?)(?:\.x)?)?(?![\w-])/g,
    read: (m) => {
      const runtime = runtimeOf(m[1]);
      if (!runtime) return undefined;
      return {
        label: 'runtime',
        values: { runtime, runtimeVersion: m[2] },
        family: 'runtime',
        quiet: !m[2],
      };
    },
    consume: 2,
  },
  {
    re: /\b(ubuntu|debian|amazon linux|windows server|rhel|red hat|centos|rocky linux)(?:\s+(\d{1,4}(?:\.\d{1,2})?))?\b/g,
    read: (m) => ({
      label: 'operating system',
      values: { os: m[1].replace(/\s+/g, ' '), osVersion: m[2] },
      family: 'os',
      quiet: !m[2],
    }),
    when: /scale ?sets?\b|\bvmss\b|node ?pools?\b|node groups?\b|\bvms?\b|virtual machines?\b|\bservers?\b|\binstances?\b|auto ?scal|scaling groups?\b/,
  },
  {
    re: /\b(ubuntu|debian|amazon linux|windows server|rhel|red hat|centos|rocky linux)(?:\s+(\d{1,4}(?:\.\d{1,2})?))?\b/g,
    read: (m) => ({
      label: 'operating system',
      values: { os: m[1].replace(/\s+/g, ' '), osVersion: m[2] },
      family: 'os',
      quiet: !m[2],
    }),
    consume: 2,
  },
  {
    re: /\b(?:engine[ _])?version\s*(?:of|=|:|is|should be|to)?\s*v?(\d+(?:\.\d+){0,2}(?:\.[a-z_]+\.\d+(?:\.\d+)*)?)\b/g,
    read: (m) => ({ label: 'version', values: { version: m[1] } }),
    consume: 1,
  },

  // Instance types and SKUs by their shape.
  {
    re: /\b((?:db|cache|dax|ml|kafka|mq)\.)?([a-z]\d[a-z0-9]*\.(?:nano|micro|small|medium|large|\d{0,2}xlarge|metal)(?:\.search|\.elasticsearch)?)\b/g,
    read: (m) => ({
      label: 'instance type',
      values: { size: (m[1] ?? '') + m[2] },
      family: m[1] === 'db.' ? 'engine' : 'size',
    }),
  },
  {
    re: /\b(standard_[a-z]\d+[a-z0-9_]*)\b/g,
    read: (m) => ({ label: 'VM size', values: { size: m[1] }, family: 'size' }),
  },
  {
    re: /\b((?:e2|n1|n2|n2d|n4|c2|c2d|c3|c3d|c4|t2a|t2d|m1|m2|m3|a2|a3|g2)-(?:standard|highmem|highcpu|micro|small|medium|custom)(?:-\d+){0,2}|db-(?:f1-micro|g1-small|custom-\d+-\d+|(?:n1|n2|e2)-(?:standard|highmem)-\d+))\b/g,
    read: (m) => ({ label: 'machine type', values: { size: m[1] }, family: 'size' }),
  },

  // CPU, memory, storage, timeouts.
  {
    re: /\b(\d{1,2}(?:\.\d{1,2})?)\s*(?:v-?cpus?|vcores?|cpus?|cores?)\b|\b(\d{2,4})m\s*(?:of\s+)?cpu\b|\bcpu(?:\s+(?:of|limit))?\s*(?:=|:)\s*(\d{1,2}(?:\.\d{1,2})?)\b/g,
    read: (m) => ({
      label: 'CPU',
      values: { cpu: m[2] ? Number(m[2]) / 1000 : Number(m[1] ?? m[3]) },
      family: 'resources',
    }),
  },
  {
    re: /\b(\d{1,6}(?:\.\d{1,2})?)\s*(mb|mib|gb|gib|mi|gi)\s*(?:of\s+)?(?:memory|ram)\b|\b(?:memory|ram)(?:\s+(?:of|size|limit))?\s*(?:=|:|of|to)?\s*(\d{1,6}(?:\.\d{1,2})?)\s*(mb|mib|gb|gib|mi|gi|m|g)\b/g,
    read: (m) => {
      const n = Number(m[1] ?? m[3]);
      const unit = (m[2] ?? m[4]).toLowerCase();
      return { label: 'memory', values: { memoryMb: Math.round(/^g/.test(unit) ? n * 1024 : n) }, family: 'resources' };
    },
  },
  {
    // After a CPU figure, a bare "4 GiB" (or Kubernetes' "4Gi") is the memory that goes with it ("2 vCPU and 4 GiB").
    re: /(?<=\bv?cpus?\b\s*(?:,|and|\/|with|&|\+)?\s*)(\d{1,3}(?:\.\d)?)\s*(gb|gib|gi)\b(?!\s*(?:of\s+)?(?:storage|disk|ssd|volume|space))/g,
    read: (m) => ({ label: 'memory', values: { memoryMb: Math.round(Number(m[1]) * 1024) }, family: 'resources' }),
    consume: 1,
  },
  {
    re: /\b(\d{2,5})\s*(mb|mib|mi)\b/g,
    read: (m) => ({ label: 'memory', values: { memoryMb: Number(m[1]) }, family: 'resources' }),
  },
  {
    re: /\bmax(?:imum)?\s+(?:allocated\s+)?storage\D{0,20}(\d{1,5})\s*(gb|gib|tb|tib)\b/g,
    read: (m) => ({
      label: 'maximum storage',
      values: { maxStorageGb: Number(m[1]) * (/^t/.test(m[2]) ? 1024 : 1) },
      family: 'storage',
    }),
  },
  {
    re: /\b(\d{1,5}(?:\.\d{1,2})?)\s*(gb|gib|tb|tib|gi|ti)\b(?:\s+(?:of\s+)?(?:storage|disk(?: space)?|ssd|volume|space|drive))?|\b(?:storage|disk(?: size)?|volume size)\s*(?:of|=|:|to)?\s*(\d{1,5})\s*(gb|gib|tb|tib|gi|ti)\b/g,
    read: (m) => {
      const n = Number(m[1] ?? m[3]);
      const unit = (m[2] ?? m[4]).toLowerCase();
      return { label: 'storage', values: { storageGb: Math.round(/^t/.test(unit) ? n * 1024 : n) }, family: 'storage' };
    },
  },
  {
    re: /\b(?:time ?out|ack(?:nowledge?ment)? deadline)\s*(?:of|=|:|is|to)?\s*(\d{1,4})\s*(s|sec|secs|seconds?|m|min|mins|minutes?)\b|\b(\d{1,4})\s*(s|sec|secs|seconds?|min|mins|minutes?)\s+time ?out\b/g,
    read: (m) => {
      const n = Number(m[1] ?? m[3]);
      const unit = m[2] ?? m[4];
      return { label: 'timeout', values: { timeoutSeconds: /^m/.test(unit) ? n * 60 : n }, family: 'timeout' };
    },
  },

  // A run's time limit: "25 minute deadline", "a 3 hour time limit".
  {
    re: /\b(\d{1,4})[ -]?(s|sec|secs|seconds?|min|mins|minutes?|h|hours?)\s+(?:deadline|time ?limit)\b/g,
    read: (m) => {
      const n = Number(m[1]);
      const seconds = /^h/.test(m[2]) ? n * 3600 : /^m/.test(m[2]) ? n * 60 : n;
      return { label: 'timeout', values: { timeoutSeconds: seconds }, family: 'timeout' };
    },
  },
  // Pods that tolerate tainted nodes: "tolerate NoSchedule taints".
  {
    re: /\btolerat\w*\s+(?:all\s+|the\s+)?(noschedule|prefernoschedule|noexecute)\b/g,
    read: (m) => ({
      label: 'tolerations',
      values: {
        tolerate: { noschedule: 'NoSchedule', prefernoschedule: 'PreferNoSchedule', noexecute: 'NoExecute' }[m[1]],
      },
      family: 'tolerations',
    }),
  },

  // Capacity modes, tiers and plans, spot, Autopilot.
  {
    re: /\bon[- ]demand(?: capacity| mode| billing| pricing| throughput)?\b|\bpay[- ]per[- ]request\b/g,
    read: () => ({ label: 'capacity mode', values: { capacityMode: 'on-demand' }, family: 'capacity', quiet: true }),
  },
  {
    re: /\bprovisioned(?: capacity| mode| billing| throughput)?\b/g,
    read: () => ({ label: 'capacity mode', values: { capacityMode: 'provisioned' }, family: 'capacity' }),
  },
  {
    re: /\b(\d{1,5})\s*(?:rcus?|read capacity(?: units?)?|reads? per second)\b|\b(?:read capacity|rcu)\s*(?:of|=|:)?\s*(\d{1,5})\b/g,
    read: (m) => ({
      label: 'read capacity',
      values: { readCapacity: Number(m[1] ?? m[2]), capacityMode: 'provisioned' },
      family: 'capacity',
    }),
  },
  {
    re: /\b(\d{1,5})\s*(?:wcus?|write capacity(?: units?)?|writes? per second)\b|\b(?:write capacity|wcu)\s*(?:of|=|:)?\s*(\d{1,5})\b/g,
    read: (m) => ({
      label: 'write capacity',
      values: { writeCapacity: Number(m[1] ?? m[2]), capacityMode: 'provisioned' },
      family: 'capacity',
    }),
  },
  {
    // Event Hubs throughput units and processing units: "2 TUs", "up to 10 throughput units".
    re: /\b(up to|max(?:imum)?(?: of)?)?\s*(\d{1,5})\s*(?:tus?|throughput units?|pus?|processing units?)\b/g,
    read: (m) =>
      m[1]
        ? { label: 'maximum throughput units', values: { max: Number(m[2]) }, family: 'capacity' }
        : {
            label: 'throughput units',
            values: { readCapacity: Number(m[2]), capacityMode: 'provisioned' },
            family: 'capacity',
          },
  },
  {
    // Azure SQL database transaction units: "20 DTU", "100 eDTUs".
    re: /\b(\d{1,4})\s*e?dtus?\b/g,
    read: (m) => ({
      label: 'DTUs',
      values: { readCapacity: Number(m[1]), capacityMode: 'provisioned' },
      family: 'capacity',
    }),
  },
  {
    re: /\b(\d{3,6})\s*(?:ru\/s|rus|request units)\b/g,
    read: (m) => ({
      label: 'throughput',
      values: { readCapacity: Number(m[1]), capacityMode: 'provisioned' },
      family: 'capacity',
    }),
  },
  {
    re: /\bconsumption(?: plan| tier| sku)?\b|\bpay[- ]per[- ]execution\b|\bserverless plan\b/g,
    read: () => ({ label: 'consumption plan', values: {}, flags: ['consumption'], family: 'consumption' }),
  },
  {
    re: /\b(free|basic|standard|premium|developer|elastic premium|isolated|enterprise|general purpose|business critical|memory optimized|burstable|standard[ _]ha|high availability|hot|cool|cold)\s+(?:access\s+|serverless\s+|provisioned\s+)?(?:tier|sku|plan|edition|pricing tier|service tier)\b|\b(?:tier|sku|pricing tier|service tier)\s*(?:of|=|:|is)?\s*(free|basic|standard|premium|[a-z]{1,2}\d{1,2}(?:v\d)?)\b/g,
    read: (m) => ({ label: 'tier', values: { tier: (m[1] ?? m[2]).replace(/\s+/g, ' ') }, family: 'tier' }),
  },
  {
    // A tier with its size code, as Azure names SKUs: "Premium P2", "Standard S3", "Burstable B2s".
    re: /\b(basic|standard|premium|burstable|general purpose|memory optimized)\s+([a-z]{1,2}\d{1,2}[a-z]{0,3}(?:[ _]?v\d)?)\b/g,
    read: (m) => ({ label: 'tier', values: { tier: `${m[1]} ${m[2]}` }, family: 'tier' }),
  },
  {
    re: /\b(p[0-3]v[23]|p[1-3]mv3|s[1-3]|b[1-3]|ep[1-3]|y1|f1|i[1-3]v2|ws[1-3])\b(?=[^.;\n]{0,30}\b(?:plan|sku|tier|app service)\b)|\b(?:plan|sku|tier)\b[^.;\n]{0,20}?\b(p[0-3]v[23]|p[1-3]mv3|s[1-3]|b[1-3]|ep[1-3]|y1|f1|i[1-3]v2|ws[1-3])\b/g,
    read: (m) => ({ label: 'SKU', values: { tier: (m[1] ?? m[2]).toUpperCase() }, family: 'tier' }),
  },
  {
    // A tier word beside the service it qualifies: "a premium namespace", "Front Door Premium", "on Basic".
    re: /\b(premium|basic)\b(?![-_])/g,
    read: (m) => ({ label: 'tier', values: { tier: m[1] }, family: 'tier' }),
  },
  {
    re: /\bspot(?: instances?| vms?| capacity| pricing)?\b|\bpreemptible\b/g,
    read: () => ({ label: 'spot capacity', values: {}, flags: ['spot'], family: 'spot' }),
    consume: 'none',
  },
  {
    // The kind of load balancer is its type: "a Network Load Balancer", "an NLB", "an ALB".
    re: /\b(application|network) load ?balancers?\b|\b(alb|nlb)s?\b/g,
    read: (m) => {
      const short: Record<string, 'application' | 'network'> = { alb: 'application', nlb: 'network' };
      const lbType = (m[1] as 'application' | 'network' | undefined) ?? short[m[2]];
      return { label: 'load balancer type', values: { lbType }, family: 'balancer', untracked: true };
    },
    consume: 'none',
  },
  {
    re: /\bautopilot\b/g,
    read: () => ({ label: 'Autopilot', values: {}, flags: ['autopilot'], family: 'autopilot' }),
  },

  // Storage redundancy: the SKU suffix ("Standard_ZRS", "RA-GRS") or its name in words.
  {
    re: /\b(?:(standard|premium)_)?(ra[-_]?gzrs|ra[-_]?grs|gzrs|grs|zrs|lrs)\b|\b(locally|zone|geo|geo[- ]zone)[- ]redundan(?:t|cy)\b/g,
    read: (m) => {
      const words: Record<string, string> = {
        locally: 'LRS',
        zone: 'ZRS',
        geo: 'GRS',
        'geo-zone': 'GZRS',
        'geo zone': 'GZRS',
      };
      const replication = m[2] ? m[2].toUpperCase().replace(/^RA[-_]?/, 'RA-') : words[m[3]];
      return {
        label: 'replication',
        values: { replication, ...(m[1] === 'premium' ? { tier: 'premium' } : {}) },
        family: 'replication',
      };
    },
  },
  // The use at which an autoscaler adds instances: "at 65% CPU", "target 55% memory", "cpu above 85%".
  {
    re: /\b(\d{1,3})\s*%\s*(?:average\s+)?(cpu|memory|mem)\b|\b(cpu|memory)\s+(?:utili[sz]ation\s+)?(?:target(?:\s+tracking)?\s+)?(?:of|at|above|over|=|:)?\s*(\d{1,3})\s*%/g,
    read: (m) => {
      const percent = Number(m[1] ?? m[4]);
      if (!(percent > 0 && percent <= 100)) return undefined;
      const metric = /^mem/.test(m[2] ?? m[3]) ? 'memory' : 'cpu';
      return {
        label: 'scaling target',
        values: { targetPercent: percent, targetMetric: metric },
        family: 'utilization',
      };
    },
  },
  // How a Kubernetes service is reached.
  {
    re: /\btype[:= ]+(load ?balancer|node ?port|cluster ?ip)\b|\b(loadbalancer|nodeport|clusterip)\b/g,
    read: (m) => ({
      label: 'service type',
      values: {
        serviceType: { loadbalancer: 'LoadBalancer', nodeport: 'NodePort', clusterip: 'ClusterIP' }[
          (m[1] ?? m[2]).replace(' ', '')
        ],
      },
      family: 'serviceType',
    }),
    consume: 'none',
  },

  // What a Kubernetes role may do, in the API's verbs and resource names: "get/list/patch Deployments
  // and Services", "read-only access to services and endpoints".
  {
    re: new RegExp(
      `\\b(${RBAC_VERB}(?:\\s*(?:/|,|and|or)?\\s*${RBAC_VERB})*)\\s+(?:access\\s+(?:to|on)\\s+)?(${RBAC_RESOURCE}(?:\\s*(?:,|and|&|/)\\s*${RBAC_RESOURCE})*)\\b`,
      'g',
    ),
    read: (m) => {
      const verbs = [...m[1].matchAll(new RegExp(RBAC_VERB, 'g'))].flatMap((v) =>
        /^read/.test(v[0]) ? ['get', 'list', 'watch'] : [v[0]],
      );
      const resources = [...m[2].matchAll(new RegExp(RBAC_RESOURCE, 'g'))].map((r) => r[0]);
      return {
        label: 'permissions',
        values: { rbacVerbs: [...new Set(verbs)], rbacResources: [...new Set(resources)] },
        family: 'rbac',
      };
    },
  },
  // Kubernetes labels as key=value ("app=ledger", "app.kubernetes.io/name=api"); keys with
  // underscores are environment variables ("CACHE_TTL=300"), not labels.
  {
    re: /(?<![\w./=-])((?:[a-z0-9-]+(?:\.[a-z0-9-]+)+\/)?[a-z][a-z0-9.-]{0,62})\s*=\s*([a-z0-9][a-z0-9._-]{0,62})(?![\w=])/g,
    read: (m) => ({ label: 'labels', values: { labels: { [m[1]]: m[2] } }, family: 'labels' }),
  },

  // "External ingress" of a service with an ingress of its own (Container Apps) opens it to the
  // internet; anywhere else ingress is a component (a Kubernetes Ingress, a load balancer). Cloud Run
  // is left out: public there also lets anyone invoke it, which an ingress setting does not say.
  {
    re: /\b(?:external|public|internet[- ]facing)\s+ingress\b/g,
    read: () => ({ label: 'external ingress', values: {}, flags: ['public'], family: 'ownIngress' }),
    when: /\bcontainer apps?\b/,
  },

  // "allowing unauthenticated calls": anyone may call the service (Cloud Run's invoker for allUsers).
  {
    re: /\b(?:allow(?:s|ing)?\s+)?unauthenticated(?:\s+(?:access|requests?|invocations?|calls?|users?))?\b|\bpublicly invocable\b/g,
    read: () => ({ label: 'unauthenticated access', values: {}, flags: ['public'], family: 'invoker' }),
  },

  ...LAST_SERVICE_RULES,
  // Numbers that are ports and address ranges: never a count of components.
  { re: PORT, read: () => ({ label: 'port', values: {}, quiet: true }) },
  {
    re: /\b\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}\b/g,
    read: () => ({ label: 'address range', values: {}, quiet: true }),
  },
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
