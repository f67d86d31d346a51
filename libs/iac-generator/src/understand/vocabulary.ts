/**
 * The words people use for infrastructure, as data. Each entry maps phrases (lower case, already
 * normalised: underscores and hyphens are spaces, "route 53" is "route53") to the component kind
 * that serves them on each cloud. A cloud left out means the built-in generator writes nothing
 * for the concept there, and the phrase is reported as not covered (never as "no counterpart
 * exists": the provider may well have one). `null` entries consume words that would otherwise be
 * misread ("storage type" is a database setting, not a bucket).
 *
 * A concept with a `vendor` is a named product of one cloud (Cosmos DB, Cloud SQL, DynamoDB): it
 * is that product on its cloud and is never replaced by another cloud's service; on the others it
 * is reported as belonging to its own cloud.
 *
 * A kind the target has no writer for (`aws.mq_broker`, `azure.logic_app_workflow`) is written as
 * a minimal block from the provider's schema (the catalogue), and the answer says so.
 *
 * Kinds starting with `aws.`, `azure.`, `gcp.`, `k8s.` are rendered by the kind registries;
 * `*.subnet_group`, `*.parameter_group` and `*.template` are resolved by context in the planner.
 * Entries carry meanings, never the wording or typos of one example: misspellings are read by
 * edit distance (spelling.ts).
 */
import { type Concept } from '../vocabulary/types';
import { KIND_VOCABULARY } from '../vocabulary/kinds.generated';
import { anyOf } from './word-list';

export type { Concept } from '../vocabulary/types';

// A conversational bot in the request: what gives "intent", "slot" and "question" their bot meaning.
const WITH_A_BOT = /\b(?:bots?|chat ?bots?|lex(?:v2)?)\b/;

const all = (kind: string | null) => ({ aws: kind, azure: kind, gcp: kind, k8s: kind });

export const CONCEPTS: Concept[] = [
  // Words that look like components but describe a setting of one.
  {
    phrases: [
      'storage type',
      'storage size',
      'instance type',
      'instance class',
      'instance size',
      'node type',
      'machine type',
      'vm size',
      'engine version',
      'storage capacity',
      'allocated storage',
      'max allocated storage',
      'maintenance window',
      'backup window',
      'final snapshot',
      'skip final snapshot',
      'terraform state',
      'resource type',
      'resource types',
      'dynamic references',
      'data source lookup',
      'aws region',
      'cidr block',
      'availability zone',
      'availability zones',
      'multiple zones',
      // The zone of a clock is a value a schedule or policy is stated in, never a DNS zone.
      'time zone',
      'time zones',
      'timezone',
      'timezones',
      'cloud provider',
      'infrastructure as code',
      'read replica',
      'read replicas',
      'retention period',
      'billing mode',
      'capacity mode',
      'node count',
      'replica count',
      // The disk a machine boots from is a setting of the machine (its size), not a disk of its own.
      'os disk',
      'boot disk',
      'boot volume',
      'root volume',
      'root volumes',
      'root disk',
      'root device',
      'root block device',
      'root ebs volume',
    ],
    ...all(null),
  },

  // Networking
  {
    phrases: ['vpc', 'virtual private cloud', 'vpc network', 'custom network', 'network infrastructure', 'vpc module'],
    aws: 'aws.vpc',
    azure: 'azure.virtual_network',
    gcp: 'gcp.compute_network',
    k8s: 'k8s.network_policy',
  },
  { phrases: ['virtual network', 'vnet'], aws: 'aws.vpc', azure: 'azure.virtual_network', gcp: 'gcp.compute_network' },
  {
    phrases: ['subnet', 'subnetwork', 'vpc subnet', 'public subnet', 'private subnet'],
    aws: 'aws.subnet',
    azure: 'azure.subnet',
    gcp: 'gcp.compute_subnetwork',
    k8s: null,
  },
  {
    phrases: [
      'internet gateway',
      'igw',
      'internet gw',
      'internet access',
      'internet connectivity',
      'network connectivity',
    ],
    aws: 'aws.internet_gateway',
    azure: null,
    gcp: null,
    k8s: null,
  },
  {
    // Private machines going out to the internet without addresses of their own is what a NAT does.
    phrases: [
      'nat gateway',
      'nat',
      // "gw" is how people write a gateway: "one NAT gw".
      'nat gw',
      'internet egress',
      'outbound internet',
      'outbound internet access',
      'egress to the internet',
      'outbound access to the internet',
      'internet egress without public ips',
      'reach the internet without public ips',
      'internet access without public ips',
    ],
    aws: 'aws.nat_gateway',
    azure: 'azure.nat_gateway',
    gcp: 'gcp.router_nat',
  },
  {
    phrases: ['route table', 'routing table', 'route configuration', 'routes', 'custom route'],
    aws: 'aws.route_table',
    azure: 'azure.route_table',
    gcp: 'gcp.compute_route',
  },
  {
    phrases: [
      'security group',
      'firewall',
      'firewall rule',
      'ingress rule',
      'egress rule',
      'inbound rule',
      'outbound rule',
      // Traffic in a direction, let in or kept out, is what a firewall decides: on Kubernetes a
      // network policy, never an Ingress object ("allow ingress to pods ... from namespace x").
      'ingress traffic',
      'egress traffic',
      'allow ingress',
      'allow egress',
      'allowing ingress',
      'allowing egress',
      'deny ingress',
      'deny egress',
      'deny all ingress',
      'deny all egress',
      'denying all ingress',
      'block ingress',
      'block egress',
      'block all ingress',
    ],
    aws: 'aws.security_group',
    azure: 'azure.network_security_group',
    gcp: 'gcp.compute_firewall',
    k8s: 'k8s.network_policy',
  },
  { phrases: ['azure firewall'], azure: 'azure.firewall', vendor: 'azure' },
  // An event subscription: on AWS a Redshift cluster's notices, on Azure an Event Grid subscription.
  {
    phrases: ['event subscription', 'event subscriptions'],
    aws: 'aws.redshift_event_subscription',
    azure: 'azure.eventgrid_event_subscription',
  },
  {
    phrases: ['peering connection', 'vpc peering', 'peering', 'vnet peering', 'network peering'],
    aws: 'aws.vpc_peering_connection',
    azure: 'azure.virtual_network_peering',
    gcp: 'gcp.compute_network_peering',
  },
  {
    phrases: ['public ip', 'public ips', 'static ip address', 'static external ip', 'static ip', 'public ip address'],
    aws: 'aws.eip',
    azure: 'azure.public_ip',
    gcp: 'gcp.compute_address',
  },
  { phrases: ['private endpoint', 'private link'], aws: 'aws.vpc_endpoint', azure: 'azure.private_endpoint' },
  { phrases: ['flow log', 'vpc flow logs'], aws: 'aws.flow_log', gcp: 'gcp.compute_subnetwork' },
  {
    phrases: ['vpn', 'vpn gateway', 'vpn gw', 'site to site vpn'],
    aws: 'aws.vpn_gateway',
    azure: 'azure.virtual_network_gateway',
    gcp: 'gcp.compute_vpn_gateway',
  },
  // A bastion is a VM on AWS and Google Cloud; Azure has a managed service of that name.
  {
    phrases: ['bastion', 'bastion host', 'jump host'],
    aws: 'aws.instance',
    azure: 'azure.bastion_host',
    gcp: 'gcp.compute_instance',
  },

  // Compute
  // Azure's own name for a scale set begins with the words of a machine: the whole name is the scale
  // set (one resource), never a machine beside it.
  {
    phrases: ['virtual machine scale set', 'virtual machines scale set', 'vm scaleset', 'scaleset'],
    azure: 'azure.linux_virtual_machine_scale_set',
    vendor: 'azure',
  },
  // "box" and "machine" are a server only where an operating system is named for it ("a Win2019 box",
  // "two ubuntu machines"); elsewhere they are everyday words ("on my machine", "a sandbox").
  {
    phrases: ['box', 'boxes', 'machine', 'machines'],
    aws: 'aws.instance',
    azure: 'azure.linux_virtual_machine',
    gcp: 'gcp.compute_instance',
    requires:
      /\b(?:windows|win ?20\d\d|win2k\d\d|ubuntu|debian|linux|rhel|red hat|centos|rocky linux)\s+(?:\S+\s+)?(?:box|machine)e?s?\b/,
  },
  {
    phrases: [
      'virtual machine',
      'vm',
      'server',
      'web server',
      'webserver',
      'application server',
      'app server',
      'compute instance',
      'linux instance',
      'linux server',
      'ubuntu',
      'jump box',
      'vm instance',
      'instance',
    ],
    aws: 'aws.instance',
    azure: 'azure.linux_virtual_machine',
    gcp: 'gcp.compute_instance',
    k8s: 'k8s.deployment',
  },
  {
    phrases: ['autoscaling', 'auto scaling', 'autoscale', 'scaling group', 'scales out', 'scale out'],
    aws: 'aws.autoscaling_group',
    azure: 'azure.linux_virtual_machine_scale_set',
    gcp: 'gcp.compute_instance_group_manager',
    k8s: 'k8s.horizontal_pod_autoscaler',
  },
  // In a request about Azure NetApp Files a volume is one of its volumes, never a disk.
  {
    phrases: ['volume', 'volumes'],
    azure: 'azure.netapp_volume',
    requires: /\bnetapp\s+files\b|\bazure\s+netapp\b|\banf\b|\bcapacity\s+pools?\b/,
  },
  {
    phrases: ['block storage', 'volume', 'disk', 'data disk'],
    aws: 'aws.ebs_volume',
    azure: 'azure.managed_disk',
    gcp: 'gcp.compute_disk',
    k8s: 'k8s.persistent_volume_claim',
  },
  // A bare "claim" is a volume claim only where a size or storage words say so ("a claim media-store of 20Gi").
  {
    phrases: ['claim'],
    k8s: 'k8s.persistent_volume_claim',
    requires: /\b\d+\s*(?:gi|mi|ti|gib|mib|tib)\b|\bstorage ?class|\baccess ?modes?\b|\bread ?write ?(?:once|many)/,
  },
  { phrases: ['app engine'], gcp: 'gcp.app_engine_application', vendor: 'gcp' },
  {
    phrases: ['paas', 'managed web platform'],
    aws: 'aws.elastic_beanstalk_environment',
    azure: 'azure.linux_web_app',
    gcp: 'gcp.app_engine_application',
  },
  { phrases: ['template'], aws: 'aws.template', azure: null, gcp: null, k8s: null },

  // Containers
  // Azure Container Instances has no kind of its own: its container group is written from the schema
  // (azurerm_container_group, Microsoft.ContainerInstance/containerGroups), never a Container App.
  {
    phrases: ['container instance', 'azure container instance', 'aci', 'aci container group', 'container group'],
    azure: 'azure.container_group',
    vendor: 'azure',
  },
  {
    phrases: ['container cluster', 'container environment'],
    aws: 'aws.ecs_cluster',
    azure: 'azure.container_app_environment',
    gcp: 'gcp.container_cluster',
    k8s: 'k8s.namespace',
  },
  {
    phrases: [
      'container',
      'docker',
      'docker image',
      'containerized',
      'microservice',
      'web application',
      'api server',
      'nginx',
    ],
    aws: 'aws.ecs_service',
    azure: 'azure.container_app',
    gcp: 'gcp.cloud_run_v2_service',
    k8s: 'k8s.deployment',
  },
  { phrases: ['deployment'], k8s: 'k8s.deployment', aws: 'aws.ecs_service', azure: null, gcp: null },
  {
    phrases: ['container registry', 'image registry', 'docker registry', 'registry'],
    aws: 'aws.ecr_repository',
    azure: 'azure.container_registry',
    gcp: 'gcp.artifact_registry_repository',
  },
  {
    phrases: ['kubernetes cluster', 'kubernetes', 'k8s cluster', 'managed kubernetes', 'k8s'],
    aws: 'aws.eks_cluster',
    azure: 'azure.kubernetes_cluster',
    gcp: 'gcp.container_cluster',
    k8s: 'k8s.namespace',
  },
  {
    phrases: ['node group', 'managed node group', 'worker nodes', 'node pool', 'user node pool', 'worker node group'],
    aws: 'aws.eks_node_group',
    azure: 'azure.kubernetes_cluster_node_pool',
    gcp: 'gcp.container_node_pool',
  },
  // Beside a cluster, a "user pool" or "spot pool" is a node pool of its own; the system (default) pool is
  // part of the cluster, so what is stated for it is the cluster's.
  {
    phrases: ['user pool', 'spot pool', 'spot node pool', 'additional node pool', 'second node pool'],
    aws: 'aws.eks_node_group',
    azure: 'azure.kubernetes_cluster_node_pool',
    gcp: 'gcp.container_node_pool',
    // Node-pool words, so a Cognito "user pool" beside an EKS cluster stays a user pool.
    requires: /\b(?:aks|gke|node ?pools?|system (?:node )?pools?)\b/,
  },
  {
    phrases: ['system node pool', 'system pool', 'default node pool', 'default pool', 'system nodes'],
    ...all(null),
    azure: 'azure.kubernetes_cluster',
    gcp: 'gcp.container_cluster',
    requires: /\b(?:aks|eks|gke|kubernetes|k8s|clusters?)\b/,
  },

  {
    // "on our existing cluster prod-ecs" in a request about ECS or Fargate: the cluster its tasks run on,
    // never when another product with clusters is said (EKS, Redshift, MSK, ElastiCache, Aurora ...).
    phrases: ['cluster'],
    aws: 'aws.ecs_cluster',
    requires:
      /^(?![\s\S]*\b(?:eks|kubernetes|k8s|redshift|msk|kafka|elasticache|redis|memcached|aurora|docdb|documentdb|neptune|opensearch|elasticsearch|emr|dax|hpc|batch|valkey)\b)[\s\S]*\b(?:ecs|fargate)\b/,
  },

  // Serverless and integration
  {
    // Code that runs on its own ("runs code every day at 7") is a function: the one thing that
    // runs code without a server to manage.
    phrases: ['function', 'serverless function', 'serverless functions', 'run code', 'run script', 'execute code'],
    aws: 'aws.lambda_function',
    azure: 'azure.linux_function_app',
    gcp: 'gcp.cloudfunctions2_function',
    k8s: 'k8s.job',
  },
  // In a request about API Management an API is one of the service's APIs, never a second service.
  {
    phrases: ['api', 'apis', 'rest api'],
    azure: 'azure.api_management_api',
    requires: /\bapi management\b|\bapim\b/,
  },
  // On Kubernetes an API is the program that serves it (a workload); its routing is asked as an ingress.
  {
    phrases: ['rest api', 'api', 'rest endpoint', 'api endpoint'],
    aws: 'aws.api_gateway_rest_api',
    azure: 'azure.api_management',
    gcp: 'gcp.api_gateway_api',
    k8s: 'k8s.deployment',
  },
  // API Gateway's second generation (HTTP APIs) is its own service on AWS, never a REST API.
  {
    phrases: [
      'http api',
      'api gateway http api',
      'http api gateway',
      'api gateway v2',
      'apigatewayv2',
      'apigatewayv2 api',
    ],
    aws: 'aws.apigatewayv2_api',
    azure: 'azure.api_management',
    gcp: 'gcp.api_gateway_api',
    k8s: 'k8s.ingress',
  },
  { phrases: ['api gateway', 'api gw', 'apigw'], aws: 'aws.api_gateway_rest_api', gcp: 'gcp.api_gateway_api' },
  {
    phrases: [
      'api management',
      'apim',
      'api management service',
      'api management services',
      'api management instance',
      'apim service',
      'apim instance',
    ],
    azure: 'azure.api_management',
    vendor: 'azure',
  },
  // Google's API management product: an organization, its environments and runtime instances.
  // Beside Apigee, an environment is where its API proxies are deployed.
  { phrases: ['environment', 'environments'], gcp: 'gcp.apigee_environment', requires: /\bapigee\b/ },
  {
    phrases: ['queue', 'message queue', 'work queue', 'dead letter queue', 'job queue'],
    aws: 'aws.sqs_queue',
    azure: 'azure.servicebus_queue',
    gcp: 'gcp.pubsub_subscription',
  },
  {
    phrases: ['topic', 'notification service', 'notifications', 'notification', 'notify', 'email alerts'],
    aws: 'aws.sns_topic',
    azure: 'azure.servicebus_topic',
    gcp: 'gcp.pubsub_topic',
  },
  // Readers of an event hub that keep their own place in the stream.
  // Who an Azure Monitor alert notifies (email, SMS, webhook receivers).
  {
    phrases: ['subscription', 'topic subscription', 'subscriber'],
    aws: 'aws.sns_topic',
    azure: 'azure.servicebus_subscription',
    gcp: 'gcp.pubsub_subscription',
  },
  {
    phrases: ['event rule', 'schedule', 'cron', 'scheduler', 'scheduled task'],
    aws: 'aws.cloudwatch_event_rule',
    azure: 'azure.logic_app_workflow',
    gcp: 'gcp.cloud_scheduler_job',
    k8s: 'k8s.cron_job',
  },
  {
    phrases: ['whenever', 'every time', 'each time', 'event trigger', 'event driven'],
    aws: 'aws.event_trigger',
    azure: null,
    gcp: null,
    k8s: null,
  },
  { phrases: ['cronjob', 'cron job', 'scheduled job'], k8s: 'k8s.cron_job', aws: 'aws.cloudwatch_event_rule' },
  {
    phrases: ['workflow', 'state machine', 'orchestration'],
    aws: 'aws.sfn_state_machine',
    azure: 'azure.logic_app_workflow',
    gcp: 'gcp.workflows_workflow',
  },
  { phrases: ['logic app', 'logic apps'], azure: 'azure.logic_app_workflow', vendor: 'azure' },

  // Object, file and archive storage
  {
    phrases: ['bucket', 'object storage', 'storage bucket', 'static assets', 'storage', 'data lake', 'file storage'],
    aws: 'aws.s3_bucket',
    azure: 'azure.storage_account',
    gcp: 'gcp.storage_bucket',
    k8s: 'k8s.persistent_volume_claim',
  },
  {
    phrases: ['bucket policy', 's3 bucket policy', 'bucket iam'],
    aws: 'aws.s3_bucket_policy',
    gcp: 'gcp.storage_bucket_iam_member',
  },
  {
    phrases: ['versioning', 'object versions', 'versioned'],
    aws: 'aws.s3_bucket_versioning',
    azure: 'azure.storage_account',
    gcp: 'gcp.storage_bucket',
  },
  {
    phrases: [
      'lifecycle rule',
      'lifecycle policy',
      'lifecycle configuration',
      'lifecycle management',
      'expire objects',
    ],
    aws: 'aws.s3_bucket_lifecycle_configuration',
    azure: 'azure.storage_account',
    gcp: 'gcp.storage_bucket',
  },
  {
    phrases: ['website configuration', 'static website', 'website hosting', 'host a website', 'static site', 'website'],
    aws: 'aws.s3_bucket_website_configuration',
    azure: 'azure.storage_account',
    gcp: 'gcp.storage_bucket',
  },
  {
    phrases: ['s3 object', 'bucket object', 'object', 'upload', 'file upload', 'blob'],
    aws: 'aws.s3_object',
    azure: 'azure.storage_blob',
    gcp: 'gcp.storage_bucket_object',
  },
  {
    phrases: ['file system', 'shared storage', 'nfs', 'file share', 'shared file system', 'network file system'],
    aws: 'aws.efs_file_system',
    azure: 'azure.storage_share',
    gcp: 'gcp.filestore_instance',
    k8s: 'k8s.persistent_volume_claim',
  },
  {
    phrases: ['archive', 'archival', 'cold storage', 'long term storage', 'long term data', 'long term retention'],
    aws: 'aws.glacier_vault',
    azure: 'azure.storage_account',
    gcp: 'gcp.storage_bucket',
  },

  // Databases
  {
    phrases: [
      'database',
      'db',
      'sql',
      'db instance',
      'database instance',
      'database server',
      'relational database',
      'sql database',
      'postgresql',
      'postgres',
      'mysql',
      'mariadb',
      'sql server',
      'oracle database',
      'postgresql instance',
      'mysql instance',
      'postgres instance',
    ],
    aws: 'aws.db_instance',
    azure: 'azure.postgresql_flexible_server',
    gcp: 'gcp.sql_database_instance',
    k8s: 'k8s.stateful_set',
  },
  {
    phrases: ['azure sql managed instance', 'sql managed instance'],
    azure: 'azure.mssql_managed_instance',
    vendor: 'azure',
  },
  {
    phrases: ['database cluster', 'db cluster', 'mysql cluster', 'postgresql cluster', 'postgres cluster'],
    aws: 'aws.rds_cluster',
    azure: 'azure.postgresql_flexible_server',
    gcp: 'gcp.sql_database_instance',
    k8s: 'k8s.stateful_set',
  },
  { phrases: ['subnet group', 'db subnet group', 'database subnet group'], aws: 'aws.subnet_group' },
  {
    phrases: ['parameter group', 'db parameter group', 'custom parameter group', 'cluster parameter group'],
    aws: 'aws.parameter_group',
  },
  {
    phrases: ['nosql', 'nosql table', 'nosql database', 'key value store', 'document database', 'table'],
    aws: 'aws.dynamodb_table',
    azure: 'azure.cosmosdb_account',
    gcp: 'gcp.firestore_database',
  },
  // The APIs a Cosmos DB account speaks: the account itself, never an API gateway or another database.
  {
    phrases: ['memcached', 'redis', 'cache', 'memcached cluster', 'redis cluster', 'in memory cache', 'caching'],
    aws: 'aws.elasticache_cluster',
    azure: 'azure.redis_cache',
    gcp: 'gcp.redis_instance',
    k8s: 'k8s.stateful_set',
  },
  {
    phrases: ['data warehouse', 'warehouse'],
    aws: 'aws.redshift_cluster',
    azure: 'azure.synapse_workspace',
    gcp: 'gcp.bigquery_dataset',
  },
  { phrases: ['synapse', 'synapse workspace'], azure: 'azure.synapse_workspace', vendor: 'azure' },
  { phrases: ['graph database'], aws: 'aws.neptune_cluster', azure: 'azure.cosmosdb_account' },
  { phrases: ['mongodb', 'mongo'], aws: 'aws.docdb_cluster', azure: 'azure.cosmosdb_account' },

  // Streaming and analytics
  {
    phrases: ['data stream', 'event stream', 'stream'],
    aws: 'aws.kinesis_stream',
    azure: 'azure.eventhub',
    gcp: 'gcp.pubsub_topic',
  },
  {
    phrases: ['kafka', 'managed kafka', 'kafka cluster', 'broker nodes'],
    aws: 'aws.msk_cluster',
    azure: 'azure.eventhub',
  },

  // Machine learning, search, conversation, voice
  { phrases: ['intent', 'lex intent'], aws: 'aws.lex_intent', requires: WITH_A_BOT },
  // A bot asks for a value (a slot) with a question; only a bot gives "question" this meaning.
  {
    phrases: ['slot type', 'slot', 'question', 'follow up question'],
    aws: 'aws.lex_slot_type',
    requires: WITH_A_BOT,
  },

  // Load balancing, DNS, CDN, certificates, identity
  {
    phrases: ['load balancer', 'load balancing', 'balancer', 'loadbalancer', 'network load balancer'],
    aws: 'aws.lb',
    azure: 'azure.lb',
    gcp: 'gcp.compute_forwarding_rule',
    k8s: 'k8s.service',
  },
  // "LB" is how people write a load balancer ("behind an LB", "an internal LB"), "ILB" an internal
  // one; after a number it is a weight in pounds ("a 5 lb limit"), never a balancer.
  {
    phrases: ['lb', 'ilb'],
    aws: 'aws.lb',
    azure: 'azure.lb',
    gcp: 'gcp.compute_forwarding_rule',
    k8s: 'k8s.service',
    requires: /(?<!\d\s?)\bi?lbs?\b/,
  },
  {
    phrases: ['https load balancer', 'http load balancer', 'global load balancer', 'https lb', 'http lb', 'global lb'],
    aws: 'aws.lb',
    azure: 'azure.application_gateway',
    gcp: 'gcp.compute_forwarding_rule',
    k8s: 'k8s.ingress',
  },
  {
    phrases: ['dns zone', 'zone', 'hosted zone', 'domain', 'domain name', 'dns', 'private zone', 'private dns zone'],
    aws: 'aws.route53_zone',
    azure: 'azure.dns_zone',
    gcp: 'gcp.dns_managed_zone',
  },
  {
    phrases: [
      'record',
      'dns record',
      'a record',
      'cname',
      'cname record',
      'pointer record',
      'ptr record',
      'alias record',
      'record set',
      'routing policy',
      'weighted routing policy',
      'failover routing policy',
    ],
    aws: 'aws.route53_record',
    azure: 'azure.dns_a_record',
    gcp: 'gcp.dns_record_set',
  },
  {
    phrases: ['health check', 'health checks', 'health probe'],
    aws: 'aws.route53_health_check',
    gcp: 'gcp.compute_health_check',
  },
  {
    phrases: ['cdn', 'content delivery network', 'distribution'],
    aws: 'aws.cloudfront_distribution',
    azure: 'azure.cdn_frontdoor_profile',
    gcp: 'gcp.compute_backend_bucket',
  },
  { phrases: ['cloud cdn'], gcp: 'gcp.compute_backend_bucket', vendor: 'gcp' },
  {
    phrases: ['certificate', 'ssl certificate', 'tls certificate', 'managed certificate'],
    aws: 'aws.acm_certificate',
    gcp: 'gcp.certificate_manager_certificate',
  },
  { phrases: ['certificate manager'], gcp: 'gcp.certificate_manager_certificate', vendor: 'gcp' },
  // Shared with the node pools' "user pool" row above (which needs node-pool words), so it stays here, in order.
  {
    phrases: ['user pool', 'user authentication', 'sign up', 'sign in', 'user sign in'],
    aws: 'aws.cognito_user_pool',
  },
  {
    phrases: ['waf', 'web application firewall', 'waf policy', 'web application firewall policy'],
    aws: 'aws.wafv2_web_acl',
    azure: 'azure.waf_policy',
    gcp: 'gcp.compute_security_policy',
  },

  // Identity and secrets
  {
    phrases: ['role', 'execution role', 'service role'],
    aws: 'aws.iam_role',
    azure: 'azure.role_assignment',
    gcp: 'gcp.project_iam_member',
    k8s: 'k8s.role',
  },
  {
    phrases: ['service account'],
    aws: 'aws.iam_role',
    azure: 'azure.user_assigned_identity',
    gcp: 'gcp.service_account',
    k8s: 'k8s.service_account',
  },
  {
    phrases: ['iam policy', 'policy', 'access policy', 'permissions policy', 'permissions'],
    aws: 'aws.iam_policy',
    azure: 'azure.role_assignment',
    gcp: 'gcp.project_iam_member',
    k8s: 'k8s.role',
  },
  {
    phrases: ['policy attachment', 'role policy attachment', 'attach the policy', 'attaching a policy'],
    aws: 'aws.iam_role_policy_attachment',
    azure: 'azure.role_assignment',
    gcp: 'gcp.project_iam_member',
    k8s: 'k8s.role_binding',
  },
  {
    phrases: ['role assignment', 'iam binding', 'iam member'],
    azure: 'azure.role_assignment',
    gcp: 'gcp.project_iam_member',
  },
  {
    phrases: ['iam user', 'user', 'principal'],
    aws: 'aws.iam_user',
    k8s: 'k8s.service_account',
  },
  {
    phrases: ['encryption key', 'customer managed key', 'cmk', 'crypto key'],
    aws: 'aws.kms_key',
    azure: 'azure.key_vault',
    gcp: 'gcp.kms_crypto_key',
  },
  {
    phrases: ['secret', 'credentials', 'credential storage', 'api key'],
    aws: 'aws.secretsmanager_secret',
    azure: 'azure.key_vault_secret',
    gcp: 'gcp.secret_manager_secret',
    k8s: 'k8s.secret',
  },
  // AWS says "Secrets Manager", Google "Secret Manager": the words read alike, the plural tells them apart.
  {
    phrases: ['secrets manager'],
    aws: 'aws.secretsmanager_secret',
    vendor: 'aws',
    requires: /\bsecrets[ -]?manager\b|\baws\b/,
  },
  {
    phrases: ['configuration values', 'config map', 'configmap', 'app settings'],
    aws: 'aws.ssm_parameter',
    azure: 'azure.app_configuration',
    gcp: 'gcp.secret_manager_secret',
    k8s: 'k8s.config_map',
  },

  // Operations
  {
    phrases: ['log group', 'log stream', 'logs', 'logging', 'log bucket', 'log storage'],
    aws: 'aws.cloudwatch_log_group',
    azure: 'azure.log_analytics_workspace',
    gcp: 'gcp.logging_project_bucket_config',
  },
  {
    phrases: ['alarm', 'metric alarm', 'alert', 'alerting', 'monitoring alert', 'metric alert'],
    aws: 'aws.cloudwatch_metric_alarm',
    azure: 'azure.monitor_metric_alert',
    gcp: 'gcp.monitoring_alert_policy',
  },
  // A probe of a public address from several places, and where monitoring sends what it finds.
  // A spending limit with its alerts: the cloud's budget service, never a metric alarm.
  {
    phrases: ['budget', 'budget alert', 'cost budget', 'spending budget', 'cost alert', 'billing alert', 'spend alert'],
    aws: 'aws.budgets_budget',
    azure: 'azure.consumption_budget_subscription',
    gcp: 'gcp.billing_budget',
  },
  // A zone's name servers are DNS's own (its NS records), never machines to run.
  {
    phrases: ['name server', 'name servers', 'nameserver', 'nameservers', 'dns server', 'dns servers'],
    aws: null,
    azure: null,
    gcp: null,
  },
  // The Azure subscription a budget or policy is scoped to, not a messaging subscription; and the one
  // the user works in ("same subscription", "our subscription"): a scope said, never a thing to make.
  {
    phrases: [
      'same subscription',
      'our subscription',
      'my subscription',
      'this subscription',
      'current subscription',
      'on the subscription',
      'subscription scope',
      'subscription level',
      'for the subscription',
      'whole subscription',
      'entire subscription',
      'azure subscription',
    ],
    azure: null,
  },
  {
    phrases: ['dashboard', 'monitoring dashboard'],
    aws: 'aws.cloudwatch_dashboard',
    azure: 'azure.portal_dashboard',
    gcp: 'gcp.monitoring_dashboard',
  },
  {
    phrases: ['backup plan', 'backup', 'back up', 'backed up', 'backs up', 'backup policy', 'vm backup policy'],
    aws: 'aws.backup_plan',
    azure: 'azure.recovery_services_vault',
  },
  {
    phrases: ['build project', 'ci build', 'build pipeline', 'continuous integration'],
    aws: 'aws.codebuild_project',
    gcp: 'gcp.cloudbuild_trigger',
    k8s: 'k8s.job',
  },
  { phrases: ['cloud build', 'cloud build trigger'], gcp: 'gcp.cloudbuild_trigger', vendor: 'gcp' },
  {
    phrases: ['pipeline', 'ci cd', 'cicd', 'deployment pipeline'],
    aws: 'aws.codepipeline',
    gcp: 'gcp.cloudbuild_trigger',
  },
  { phrases: ['github', 'github source', 'github repository'], aws: null, azure: null, gcp: null, k8s: null },

  // Kubernetes-native words
  { phrases: ['namespace'], k8s: 'k8s.namespace', aws: null, azure: null, gcp: null },
  {
    phrases: ['service', 'cluster ip', 'clusterip', 'nodeport', 'node port'],
    k8s: 'k8s.service',
    aws: null,
    azure: null,
    gcp: null,
  },
  // Exposing a workload is giving it a Service (what `kubectl expose` creates).
  { phrases: ['expose', 'exposed', 'exposes', 'exposing'], k8s: 'k8s.service', aws: null, azure: null, gcp: null },
  {
    phrases: ['ingress', 'ingress controller'],
    k8s: 'k8s.ingress',
    aws: 'aws.lb',
    azure: 'azure.lb',
    gcp: 'gcp.compute_forwarding_rule',
  },
  // A migration or seeding run against a database is a one-off task on Kubernetes, not a database of its own.
  {
    phrases: ['job', 'batch job', 'one off job', 'migration job'],
    k8s: 'k8s.job',
    aws: 'aws.batch_job_definition',
    gcp: 'gcp.cloud_run_v2_job',
  },
  // The rows naming one kind's own product live in its kind folder (kinds/<cloud>/<kind>/kind.json).
  ...KIND_VOCABULARY.flatMap((v) => v.concepts ?? []),
];

/**
 * Phrases that name a real need the generator knows it does not serve. Listing them keeps the
 * explanation honest instead of quietly ignoring part of the request.
 */
export const KNOWN_UNSUPPORTED: string[] = [
  'weighted routing',
  'latency based routing',
  'latency routing',
  'geolocation routing',
  'geoproximity',
  'across regions',
  'multi region',
  'cross region replication',
  'blue green',
  'canary',
  'active active',
  'least congested',
  'disaster recovery',
  'failover',
  'machine learning pipeline',
  'on premises',
  'hybrid',
];

/**
 * Single words that name a thing in general, with the kinds of product they are the general name
 * of: written right after such a product they add nothing ("Cosmos DB database", "Kafka topic"),
 * while after anything else they are a component of their own ("S3 record" is still a record).
 */
export const GENERIC_HEADS = new Map<string, RegExp>([
  [
    'database',
    anyOf(`
    db
    sql
    cosmos
    dynamodb
    firestore
    spanner
    docdb
    neptune
    redshift
    bigquery
    postgres
    mysql
    mssql
    synapse
  `),
  ],
  [
    'db',
    anyOf(`
    db
    sql
    cosmos
    dynamodb
    firestore
    spanner
    docdb
    neptune
    postgres
    mysql
    mssql
  `),
  ],
  [
    'table',
    anyOf(`
    dynamodb
    cosmos
    firestore
    bigquery
  `),
  ],
  [
    'topic',
    anyOf(`
    msk
    eventhub
    pubsub
    sns
    servicebus
    eventgrid
  `),
  ],
  [
    'queue',
    anyOf(`
    sqs
    servicebus
    mq_broker
    pubsub
  `),
  ],
  [
    'cache',
    anyOf(`
    cache
    redis
    elasticache
    memcache
    dax
  `),
  ],
  // "API Management instance", "Redis server": after a named product these are that product.
  [
    'instance',
    anyOf(`
    .
  `),
  ],
  [
    'server',
    anyOf(`
    .
  `),
  ],
  [
    'cluster',
    anyOf(`
    cluster
    msk
    redshift
    docdb
    neptune
    elasticache
    opensearch
    kubernetes
    dax
  `),
  ],
  [
    'service',
    anyOf(`
    service
    cloud_run
    container_app
    web_app
    ecs
  `),
  ],
  [
    'function',
    anyOf(`
    lambda
    function
  `),
  ],
  [
    'account',
    anyOf(`
    storage_account
    cosmos
  `),
  ],
  [
    'bucket',
    anyOf(`
    bucket
    s3
  `),
  ],
  [
    'stream',
    anyOf(`
    kinesis
    eventhub
    firehose
  `),
  ],
  [
    'registry',
    anyOf(`
    registry
    ecr
  `),
  ],
  [
    'job',
    anyOf(`
    job
    batch
  `),
  ],
  [
    'broker',
    anyOf(`
    mq_broker
    msk
  `),
  ],
  [
    'subscription',
    anyOf(`
    sns
    pubsub
    servicebus
    eventgrid
  `),
  ],
  [
    'workflow',
    anyOf(`
    sfn
    workflow
    logic_app
  `),
  ],
  [
    'secret',
    anyOf(`
    secret
  `),
  ],
  [
    'storage',
    anyOf(`
    s3
    storage
    blob
    efs
    filestore
    glacier
  `),
  ],
  [
    'container',
    anyOf(`
    storage_account
    cosmos
  `),
  ],
  [
    'api',
    anyOf(`
    api_gateway
    api_management
  `),
  ],
  [
    'policy',
    anyOf(`
    iam
    organizations
    s3_bucket_policy
    role
  `),
  ],
  [
    'role',
    anyOf(`
    iam_role
    service_account
    identity
  `),
  ],
  [
    'zone',
    anyOf(`
    route53
    dns
  `),
  ],
  [
    'record',
    anyOf(`
    route53_record
    dns_a_record
    dns_record
  `),
  ],
]);
