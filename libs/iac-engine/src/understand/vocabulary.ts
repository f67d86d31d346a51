/**
 * The words people use for infrastructure, as data. Each entry maps phrases (lower case, already
 * normalised: underscores and hyphens are spaces, "route 53" is "route53") to the component kind
 * that serves them on each cloud. A cloud left out means the concept has no counterpart there, and
 * the phrase is then reported as not covered. `null` entries consume words that would otherwise
 * be misread ("storage type" is a database setting, not a bucket).
 *
 * Kinds starting with `aws.`, `azure.`, `gcp.`, `k8s.` are rendered by the kind registries;
 * `*.subnet_group`, `*.parameter_group` and `*.template` are resolved by context in the planner.
 */
export interface Concept {
  phrases: string[];
  aws?: string | null;
  azure?: string | null;
  gcp?: string | null;
  k8s?: string | null;
}

const all = (kind: string | null) => ({ aws: kind, azure: kind, gcp: kind, k8s: kind });

export const CONCEPTS: Concept[] = [
  // Words that look like components but describe a setting of one.
  { phrases: ['storage type', 'storage size', 'instance type', 'instance class', 'instance size', 'node type', 'engine version', 'storage capacity', 'allocated storage', 'max allocated storage', 'maintenance window', 'maintainance window', 'backup window', 'final snapshot', 'finale snapshot', 'finle snapshot', 'skip final snapshot', 'terraform state', 'resource type', 'resource types', 'dynamic references', 'jsonencode function', 'data source lookup', 'ami lookup', 'aws region', 'cidr block', 'availability zone', 'availability zones', 'cloud provider', 'infrastructure as code', 'data expiration', 'gb of storage', 'gib of storage', 'tb of storage', 'gb storage', 'gb of disk', 'gb disk'], ...all(null) },

  // Networking
  { phrases: ['vpc', 'virtual private cloud', 'virtual network', 'vnet', 'vpc network', 'network infrastructure', 'custom network', 'networking resources', 'vpc module'], aws: 'aws.vpc', azure: 'azure.virtual_network', gcp: 'gcp.compute_network', k8s: 'k8s.network_policy' },
  { phrases: ['subnet', 'subnetwork', 'vpc subnet', 'public subnet', 'private subnet'], aws: 'aws.subnet', azure: 'azure.subnet', gcp: 'gcp.compute_subnetwork', k8s: null },
  { phrases: ['internet gateway', 'igw', 'internet access', 'internet connectivity', 'network connectivity'], aws: 'aws.internet_gateway', azure: null, gcp: null, k8s: null },
  { phrases: ['egress only internet gateway', 'egress only gateway'], aws: 'aws.egress_only_internet_gateway' },
  { phrases: ['nat gateway', 'nat', 'cloud nat'], aws: 'aws.nat_gateway', azure: 'azure.nat_gateway', gcp: 'gcp.router_nat' },
  { phrases: ['route table', 'routing table', 'route tables', 'route configuration', 'route configurations', 'routes'], aws: 'aws.route_table', azure: 'azure.route_table', gcp: 'gcp.compute_route' },
  { phrases: ['security group', 'firewall', 'firewall rule', 'firewall rules', 'network security group', 'nsg', 'ingress rule', 'egress rule', 'inbound rule', 'outbound rule'], aws: 'aws.security_group', azure: 'azure.network_security_group', gcp: 'gcp.compute_firewall', k8s: 'k8s.network_policy' },
  { phrases: ['network acl', 'nacl', 'network access control list'], aws: 'aws.network_acl', azure: 'azure.network_security_group', gcp: 'gcp.compute_firewall' },
  { phrases: ['peering connection', 'vpc peering', 'peering', 'vnet peering', 'network peering'], aws: 'aws.vpc_peering_connection', azure: 'azure.virtual_network_peering', gcp: 'gcp.compute_network_peering' },
  { phrases: ['dhcp options', 'dhcp option set', 'dhcp options set', 'dhcp'], aws: 'aws.vpc_dhcp_options' },
  { phrases: ['elastic ip', 'elastic ips', 'eip', 'public ip', 'static ip address', 'static external ip'], aws: 'aws.eip', azure: 'azure.public_ip', gcp: 'gcp.compute_address' },
  { phrases: ['vpc endpoint', 'private endpoint', 'privatelink', 'private link', 'gateway endpoint'], aws: 'aws.vpc_endpoint', azure: 'azure.private_endpoint', gcp: null },
  { phrases: ['flow log', 'flow logs', 'vpc flow logs'], aws: 'aws.flow_log', azure: null, gcp: null },
  { phrases: ['vpn', 'vpn gateway', 'site to site vpn'], aws: 'aws.vpn_gateway', azure: 'azure.virtual_network_gateway', gcp: 'gcp.compute_vpn_gateway' },
  { phrases: ['transit gateway'], aws: 'aws.transit_gateway' },

  // Compute
  { phrases: ['ec2', 'ec2 instance', 'virtual machine', 'vm', 'server', 'web server', 'webserver', 'application server', 'app server', 'compute instance', 'bastion', 'bastion host', 'linux instance', 'amazon linux', 'ubuntu', 'ami', 'aws ami', 'compute engine', 'gce instance', 'windows server', 'jump box', 'host', 'servers', 'vm instance'], aws: 'aws.instance', azure: 'azure.linux_virtual_machine', gcp: 'gcp.compute_instance', k8s: 'k8s.deployment' },
  { phrases: ['launch template', 'instance template'], aws: 'aws.launch_template', azure: null, gcp: 'gcp.compute_instance_template' },
  { phrases: ['launch configuration'], aws: 'aws.launch_configuration' },
  { phrases: ['auto scaling group', 'autoscaling group', 'asg', 'auto scaling', 'autoscaling', 'autoscale', 'scaling group', 'scale set', 'vm scale set', 'managed instance group', 'instance group', 'horizontal pod autoscaler', 'hpa', 'scales out', 'scale out'], aws: 'aws.autoscaling_group', azure: 'azure.linux_virtual_machine_scale_set', gcp: 'gcp.compute_instance_group_manager', k8s: 'k8s.horizontal_pod_autoscaler' },
  { phrases: ['ec2 fleet', 'spot fleet', 'fleet'], aws: 'aws.ec2_fleet' },
  { phrases: ['placement group'], aws: 'aws.placement_group' },
  { phrases: ['ebs volume', 'ebs', 'block storage', 'volume', 'disk', 'managed disk', 'persistent disk', 'persistent volume', 'persistent volume claim', 'pvc', 'ebs volumes'], aws: 'aws.ebs_volume', azure: 'azure.managed_disk', gcp: 'gcp.compute_disk', k8s: 'k8s.persistent_volume_claim' },
  { phrases: ['key pair', 'ssh key', 'ec2 key pair'], aws: 'aws.key_pair' },
  { phrases: ['lightsail', 'lightsail instance', 'wordpress blueprint'], aws: 'aws.lightsail_instance' },
  { phrases: ['lightsail database', 'lightsail db'], aws: 'aws.lightsail_database' },
  { phrases: ['lightsail disk', 'lightsail disks'], aws: 'aws.lightsail_disk' },
  { phrases: ['lightsail static ip', 'static ip'], aws: 'aws.lightsail_static_ip' },
  { phrases: ['lightsail certificate'], aws: 'aws.lightsail_certificate' },
  { phrases: ['lightsail distribution'], aws: 'aws.lightsail_distribution' },
  { phrases: ['elastic beanstalk application', 'beanstalk application', 'elastic beanstalk app', 'beanstalk app'], aws: 'aws.elastic_beanstalk_application', azure: 'azure.linux_web_app', gcp: 'gcp.app_engine_application' },
  { phrases: ['elastic beanstalk', 'elastic beanstalk environment', 'beanstalk environment', 'beanstalk', 'elastic beanstalk environments', 'app service', 'web app', 'app engine', 'paas'], aws: 'aws.elastic_beanstalk_environment', azure: 'azure.linux_web_app', gcp: 'gcp.app_engine_application', k8s: 'k8s.deployment' },
  { phrases: ['application version', 'app version', 'app version lifecycle'], aws: 'aws.elastic_beanstalk_application_version' },
  { phrases: ['configuration template'], aws: 'aws.elastic_beanstalk_configuration_template' },
  { phrases: ['template'], aws: 'aws.template', azure: null, gcp: null, k8s: null },

  // Containers
  { phrases: ['ecs', 'ecs cluster', 'elastic container service', 'container cluster'], aws: 'aws.ecs_cluster', azure: 'azure.container_app_environment', gcp: 'gcp.container_cluster', k8s: 'k8s.namespace' },
  { phrases: ['ecs service', 'container', 'containers', 'docker', 'docker image', 'containerized', 'fargate service', 'container app', 'cloud run', 'microservice', 'microservices', 'deployment', 'web application', 'api server', 'nginx'], aws: 'aws.ecs_service', azure: 'azure.container_app', gcp: 'gcp.cloud_run_v2_service', k8s: 'k8s.deployment' },
  { phrases: ['task definition'], aws: 'aws.ecs_task_definition' },
  { phrases: ['ecr', 'container registry', 'image registry', 'docker registry', 'ecr repository', 'artifact registry', 'acr'], aws: 'aws.ecr_repository', azure: 'azure.container_registry', gcp: 'gcp.artifact_registry_repository' },
  { phrases: ['eks', 'eks cluster', 'kubernetes cluster', 'kubernetes', 'k8s cluster', 'aks', 'aks cluster', 'gke', 'gke cluster', 'managed kubernetes'], aws: 'aws.eks_cluster', azure: 'azure.kubernetes_cluster', gcp: 'gcp.container_cluster', k8s: 'k8s.namespace' },
  { phrases: ['node group', 'eks node group', 'managed node group', 'worker nodes', 'node pool', 'nodes pool'], aws: 'aws.eks_node_group', azure: 'azure.kubernetes_cluster_node_pool', gcp: 'gcp.container_node_pool' },
  { phrases: ['fargate profile', 'eks fargate profile', 'fargate profiles'], aws: 'aws.eks_fargate_profile' },
  { phrases: ['access policy association', 'eks access policy', 'access entry'], aws: 'aws.eks_access_policy_association' },

  // Serverless and integration
  { phrases: ['lambda', 'lambda function', 'function', 'serverless function', 'cloud function', 'azure function', 'function app', 'functions', 'runs a code', 'run code', 'runs code', 'handler'], aws: 'aws.lambda_function', azure: 'azure.linux_function_app', gcp: 'gcp.cloudfunctions2_function', k8s: 'k8s.job' },
  { phrases: ['lambda permission', 'lambda permissions', 'invoke permission'], aws: 'aws.lambda_permission' },
  { phrases: ['function url', 'lambda function url', 'lambda url'], aws: 'aws.lambda_function_url' },
  { phrases: ['lambda alias', 'function alias', 'alias'], aws: 'aws.lambda_alias' },
  { phrases: ['lambda layer', 'layer version', 'layer'], aws: 'aws.lambda_layer_version' },
  { phrases: ['api gateway', 'rest api', 'http api', 'api', 'apis', 'api management', 'endpoint api', 'rest endpoint'], aws: 'aws.api_gateway_rest_api', azure: 'azure.api_management', gcp: 'gcp.api_gateway_api', k8s: 'k8s.ingress' },
  { phrases: ['sqs', 'queue', 'message queue', 'sqs queue', 'queues', 'service bus', 'service bus queue', 'work queue', 'dead letter queue'], aws: 'aws.sqs_queue', azure: 'azure.servicebus_queue', gcp: 'gcp.pubsub_subscription' },
  { phrases: ['sns', 'sns topic', 'topic', 'notification service', 'notifications', 'notification', 'notify', 'pub sub', 'pubsub', 'event grid', 'email alerts'], aws: 'aws.sns_topic', azure: 'azure.servicebus_topic', gcp: 'gcp.pubsub_topic' },
  { phrases: ['eventbridge', 'event bridge', 'event rule', 'cloudwatch event', 'cloudwatch events', 'eventbridge rule', 'event target', 'schedule', 'scheduled', 'cron', 'every day', 'everyday', 'daily', 'nightly', 'hourly', 'whenever', 'cloud scheduler', 'cronjob', 'cron job', 'scheduled job'], aws: 'aws.cloudwatch_event_rule', azure: 'azure.logic_app_workflow', gcp: 'gcp.cloud_scheduler_job', k8s: 'k8s.cron_job' },
  { phrases: ['step functions', 'step function', 'state machine', 'workflow', 'workflows', 'logic app'], aws: 'aws.sfn_state_machine', azure: 'azure.logic_app_workflow', gcp: 'gcp.workflows_workflow' },

  // Object, file and archive storage
  { phrases: ['s3', 's3 bucket', 'bucket', 'buckets', 'object storage', 'blob storage', 'storage bucket', 'storage account', 'blob container', 'cloud storage', 'gcs', 'gcs bucket', 'store images', 'store files', 'store this', 'store the result', 'store it', 'static assets', 'storage', 'data lake', 'store', 'stores', 'artifact', 'artifacts'], aws: 'aws.s3_bucket', azure: 'azure.storage_account', gcp: 'gcp.storage_bucket', k8s: 'k8s.persistent_volume_claim' },
  { phrases: ['bucket policy', 's3 bucket policy', 'access policy', 'bucket iam'], aws: 'aws.s3_bucket_policy', azure: null, gcp: 'gcp.storage_bucket_iam_member' },
  { phrases: ['acl', 'acls', 'bucket acl', 'private acls', 'private acl'], aws: 'aws.s3_bucket_acl' },
  { phrases: ['ownership control', 'ownership controls', 'object ownership', 'bucket ownership controls'], aws: 'aws.s3_bucket_ownership_controls' },
  { phrases: ['public access block', 'block public access', 'public access restrictions', 'restrict public access', 'restricting public access'], aws: 'aws.s3_bucket_public_access_block' },
  { phrases: ['server side encryption', 'encryption configuration', 'sse', 'aes256'], aws: 'aws.s3_bucket_server_side_encryption_configuration' },
  { phrases: ['versioning', 'versioning resource', 'object versions', 'versioned'], aws: 'aws.s3_bucket_versioning', azure: 'azure.storage_account', gcp: 'gcp.storage_bucket' },
  { phrases: ['access logs', 'bucket logging', 'logging resource', 'server access logging', 'access logging'], aws: 'aws.s3_bucket_logging' },
  { phrases: ['lifecycle rule', 'lifecycle policy', 'lifecycle configuration', 'expire objects'], aws: 'aws.s3_bucket_lifecycle_configuration' },
  { phrases: ['website configuration', 'static website', 'website hosting', 'host a website', 'static site', 'website'], aws: 'aws.s3_bucket_website_configuration', azure: 'azure.storage_account', gcp: 'gcp.storage_bucket' },
  { phrases: ['cors', 'cors configuration', 'cors rule'], aws: 'aws.s3_bucket_cors_configuration' },
  { phrases: ['object lock', 'object lock configuration', 'worm'], aws: 'aws.s3_bucket_object_lock_configuration' },
  { phrases: ['bucket notification', 'event notification', 'object is created', 'object created'], aws: 'aws.s3_bucket_notification' },
  { phrases: ['inventory', 'inventory report'], aws: 'aws.s3_bucket_inventory' },
  { phrases: ['intelligent tiering', 'intelligent tiering configuration'], aws: 'aws.s3_bucket_intelligent_tiering_configuration' },
  { phrases: ['payment configuration', 'requester pays', 'request payment'], aws: 'aws.s3_bucket_request_payment_configuration' },
  { phrases: ['s3 object', 'bucket object', 'object', 'upload', 'upload it', 'pdf', 'file upload', 'blob'], aws: 'aws.s3_object', azure: 'azure.storage_blob', gcp: 'gcp.storage_bucket_object' },
  { phrases: ['efs', 'elastic file system', 'file system', 'shared storage', 'nfs', 'file share', 'filestore', 'azure files'], aws: 'aws.efs_file_system', azure: 'azure.storage_share', gcp: 'gcp.filestore_instance', k8s: 'k8s.persistent_volume_claim' },
  { phrases: ['mount target', 'efs mount target'], aws: 'aws.efs_mount_target' },
  { phrases: ['glacier', 'glacier vault', 's3 glacier', 'long term data', 'archive', 'archival', 'cold storage'], aws: 'aws.glacier_vault', azure: 'azure.storage_account', gcp: 'gcp.storage_bucket' },
  { phrases: ['vault lock', 'glacier vault lock', 'lock the policy'], aws: 'aws.glacier_vault_lock' },

  // Databases
  { phrases: ['rds', 'rds instance', 'database', 'databases', 'db', 'db instance', 'database instance', 'relational database', 'relational databse', 'sql database', 'postgresql', 'postgres', 'postgressql', 'mysql', 'mariadb', 'sql server', 'sqlserver', 'oracle database', 'aws sql', 'cloud sql', 'azure sql', 'rds database', 'postgresql instance', 'mysql instance', 'postgres instance', 'db instances'], aws: 'aws.db_instance', azure: 'azure.postgresql_flexible_server', gcp: 'gcp.sql_database_instance', k8s: 'k8s.stateful_set' },
  { phrases: ['aurora', 'rds cluster', 'aurora cluster', 'database cluster', 'db cluster', 'mysql cluster', 'postgresql cluster', 'postgres cluster', 'aurora postgresql cluster', 'aurora mysql cluster', 'aurora postgresql', 'aurora mysql', 'aurora serverless'], aws: 'aws.rds_cluster', azure: 'azure.postgresql_flexible_server', gcp: 'gcp.sql_database_instance', k8s: 'k8s.stateful_set' },
  { phrases: ['subnet group', 'db subnet group', 'database subnet group', 'subnet groups'], aws: 'aws.subnet_group' },
  { phrases: ['parameter group', 'db parameter group', 'custom parameter group', 'parameter groups', 'cluster parameter group'], aws: 'aws.parameter_group' },
  { phrases: ['option group', 'db option group'], aws: 'aws.db_option_group' },
  { phrases: ['snapshot', 'db snapshot', 'database snapshot', 'snapshot of the database', 'snapshot of the instance'], aws: 'aws.db_snapshot' },
  { phrases: ['rds proxy', 'db proxy', 'database proxy', 'proxy'], aws: 'aws.db_proxy' },
  { phrases: ['dynamodb', 'dynamodb table', 'nosql', 'nosql table', 'key value store', 'cosmos db', 'cosmosdb', 'firestore', 'time to live', 'ttl', 'terraform locking', 'state locking', 'lock table', 'dynamo', 'table'], aws: 'aws.dynamodb_table', azure: 'azure.cosmosdb_account', gcp: 'gcp.firestore_database' },
  { phrases: ['contributor insights'], aws: 'aws.dynamodb_contributor_insights' },
  { phrases: ['kinesis streaming destination', 'streaming destination'], aws: 'aws.dynamodb_kinesis_streaming_destination' },
  { phrases: ['table item', 'dynamodb item', 'item'], aws: 'aws.dynamodb_table_item' },
  { phrases: ['elasticache', 'memcached', 'redis', 'cache', 'memcached cluster', 'redis cluster', 'memorystore', 'in memory cache', 'caching'], aws: 'aws.elasticache_cluster', azure: 'azure.redis_cache', gcp: 'gcp.redis_instance', k8s: 'k8s.stateful_set' },
  { phrases: ['elasticache user', 'cache user'], aws: 'aws.elasticache_user' },
  { phrases: ['user group', 'elasticache user group'], aws: 'aws.elasticache_user_group' },
  { phrases: ['redshift', 'redshift cluster', 'data warehouse', 'bigquery', 'synapse'], aws: 'aws.redshift_cluster', azure: null, gcp: 'gcp.bigquery_dataset' },
  { phrases: ['usage limit', 'concurrency scaling'], aws: 'aws.redshift_usage_limit' },
  { phrases: ['snapshot schedule', 'snapshot every', 'automatic snapshot'], aws: 'aws.redshift_snapshot_schedule' },
  { phrases: ['endpoint access', 'redshift endpoint access'], aws: 'aws.redshift_endpoint_access' },
  { phrases: ['event subscription', 'redshift event subscription'], aws: 'aws.redshift_event_subscription' },
  { phrases: ['dax', 'dax cluster', 'dynamodb accelerator'], aws: 'aws.dax_cluster' },
  { phrases: ['neptune', 'neptune cluster', 'graph database'], aws: 'aws.neptune_cluster' },
  { phrases: ['opensearch', 'elasticsearch', 'opensearch domain', 'search domain', 'opensearch destination'], aws: 'aws.opensearch_domain' },
  { phrases: ['opensearch serverless', 'opensearch serverless destination', 'opensearch serverless collection'], aws: 'aws.opensearchserverless_collection' },
  { phrases: ['documentdb', 'document db', 'mongodb'], aws: 'aws.docdb_cluster', azure: 'azure.cosmosdb_account', gcp: 'gcp.firestore_database' },

  // Streaming and analytics
  { phrases: ['kinesis', 'kinesis stream', 'data stream', 'kinesis data stream', 'amazon kinesis', 'event hub', 'event hubs'], aws: 'aws.kinesis_stream', azure: 'azure.eventhub', gcp: 'gcp.pubsub_topic' },
  { phrases: ['firehose', 'kinesis firehose', 'delivery stream', 'firehose delivery stream', 'kinesis firehose delivery stream'], aws: 'aws.kinesis_firehose_delivery_stream' },
  { phrases: ['video stream', 'kinesis video stream', 'kinesis video'], aws: 'aws.kinesis_video_stream' },
  { phrases: ['kinesis analytics', 'kinesis v2 analytics', 'analytics application', 'flink', 'apache flink', 'flink application', 'sql application'], aws: 'aws.kinesisanalyticsv2_application' },
  { phrases: ['msk', 'kafka', 'msk cluster', 'managed kafka', 'managed streaming for kafka', 'broker nodes'], aws: 'aws.msk_cluster', azure: 'azure.eventhub', gcp: 'gcp.pubsub_topic' },
  { phrases: ['msk connect', 'msk connect connector', 'connector', 'kafka connector'], aws: 'aws.mskconnect_connector' },
  { phrases: ['custom plugin', 'msk connect custom plugin', 'plugin'], aws: 'aws.mskconnect_custom_plugin' },

  // Machine learning, search, conversation, voice
  { phrases: ['sagemaker', 'sagemaker domain', 'machine learning', 'ml workspace', 'vertex ai', 'notebook workspace'], aws: 'aws.sagemaker_domain', azure: null, gcp: null },
  { phrases: ['sagemaker space', 'space'], aws: 'aws.sagemaker_space' },
  { phrases: ['sagemaker model', 'kmeans', 'ml model', 'model'], aws: 'aws.sagemaker_model' },
  { phrases: ['sagemaker endpoint', 'inference endpoint', 'model endpoint'], aws: 'aws.sagemaker_endpoint' },
  { phrases: ['endpoint configuration', 'sagemaker endpoint configuration'], aws: 'aws.sagemaker_endpoint_configuration' },
  { phrases: ['notebook', 'notebook instance', 'sagemaker notebook', 'jupyter'], aws: 'aws.sagemaker_notebook_instance' },
  { phrases: ['code repository', 'sagemaker code repository', 'git repository'], aws: 'aws.sagemaker_code_repository' },
  { phrases: ['human task ui', 'human task'], aws: 'aws.sagemaker_human_task_ui' },
  { phrases: ['kendra', 'kendra index', 'enterprise search', 'search index'], aws: 'aws.kendra_index' },
  { phrases: ['kendra data source', 'data source'], aws: 'aws.kendra_data_source' },
  { phrases: ['lex', 'lex bot', 'chatbot', 'chat bot', 'bot', 'conversational bot', 'lex v1'], aws: 'aws.lex_bot' },
  { phrases: ['intent', 'lex intent'], aws: 'aws.lex_intent' },
  { phrases: ['slot type', 'followup question', 'follow up question', 'followup prompt'], aws: 'aws.lex_slot_type' },
  { phrases: ['lexv2', 'lex v2', 'lexv2models', 'lexv2models bot', 'lex v2 bot'], aws: 'aws.lexv2models_bot' },
  { phrases: ['amazon connect', 'connect instance', 'contact center', 'aws connect'], aws: 'aws.connect_instance' },
  { phrases: ['bot association', 'connect bot association'], aws: 'aws.connect_bot_association' },
  { phrases: ['chime', 'voice connector', 'chime voice connector', 'voice connectors'], aws: 'aws.chime_voice_connector' },
  { phrases: ['voice connector group'], aws: 'aws.chime_voice_connector_group' },
  { phrases: ['voice connector logging', 'media metric logs', 'log media metrics', 'sip logs'], aws: 'aws.chime_voice_connector_logging' },
  { phrases: ['voice connector streaming', 'stream media'], aws: 'aws.chime_voice_connector_streaming' },

  // Load balancing, DNS, CDN, certificates, identity
  { phrases: ['load balancer', 'application load balancer', 'alb', 'network load balancer', 'nlb', 'gateway load balancer', 'gwlb', 'load balancing', 'balance load', 'balancer', 'load balancers', 'loadbalancer'], aws: 'aws.lb', azure: 'azure.lb', gcp: 'gcp.compute_forwarding_rule', k8s: 'k8s.service' },
  { phrases: ['application gateway', 'app gateway', 'waf gateway'], aws: 'aws.lb', azure: 'azure.application_gateway', gcp: 'gcp.compute_forwarding_rule', k8s: 'k8s.ingress' },
  { phrases: ['classic load balancer', 'elastic load balancer', 'elb', 'classic elb'], aws: 'aws.elb', azure: 'azure.lb', gcp: 'gcp.compute_forwarding_rule', k8s: 'k8s.service' },
  { phrases: ['target group', 'target groups', 'ip target group', 'alb target group'], aws: 'aws.lb_target_group' },
  { phrases: ['listener', 'listeners', 'redirect action', 'authenticate cognito'], aws: 'aws.lb_listener' },
  { phrases: ['route53', 'hosted zone', 'dns zone', 'zone', 'zones', 'domain', 'domain name', 'dns', 'cloud dns', 'azure dns', 'route53 zone', 'private zone'], aws: 'aws.route53_zone', azure: 'azure.dns_zone', gcp: 'gcp.dns_managed_zone' },
  { phrases: ['record', 'records', 'dns record', 'a record', 'cname', 'cname record', 'pointer record', 'ptr record', 'alias record', 'route53 record', 'record set', 'routing policy', 'weighted routing policy', 'failover routing policy'], aws: 'aws.route53_record', azure: 'azure.dns_a_record', gcp: 'gcp.dns_record_set' },
  { phrases: ['health check', 'health checks', 'route53 health check'], aws: 'aws.route53_health_check' },
  { phrases: ['traffic policy', 'route53 traffic policy'], aws: 'aws.route53_traffic_policy' },
  { phrases: ['query log', 'query logging', 'dns query log'], aws: 'aws.route53_query_log' },
  { phrases: ['cloudfront', 'cdn', 'content delivery network', 'distribute video content globally', 'distribute content globally', 'front door', 'cloud cdn', 'distribution', 'cloudfront distribution'], aws: 'aws.cloudfront_distribution', azure: 'azure.cdn_frontdoor_profile', gcp: 'gcp.compute_backend_bucket' },
  { phrases: ['origin access control', 'cloudfront origin access control', 'oac'], aws: 'aws.cloudfront_origin_access_control' },
  { phrases: ['certificate', 'acm', 'acm certificate', 'ssl certificate', 'tls certificate', 'managed certificate'], aws: 'aws.acm_certificate', azure: null, gcp: 'gcp.certificate_manager_certificate' },
  { phrases: ['cognito', 'user pool', 'cognito user pool', 'user authentication', 'sign up', 'sign in'], aws: 'aws.cognito_user_pool' },
  { phrases: ['user pool client', 'cognito client', 'app client'], aws: 'aws.cognito_user_pool_client' },
  { phrases: ['user pool domain', 'cognito domain'], aws: 'aws.cognito_user_pool_domain' },
  { phrases: ['waf', 'web application firewall', 'web acl'], aws: 'aws.wafv2_web_acl', azure: null, gcp: 'gcp.compute_security_policy' },

  // Identity and secrets
  { phrases: ['iam role', 'role', 'roles', 'iam roles', 'execution role', 'service role', 'iam role for access management', 'assume role policy', 'managed identity', 'service account', 'service principal'], aws: 'aws.iam_role', azure: 'azure.user_assigned_identity', gcp: 'gcp.service_account', k8s: 'k8s.service_account' },
  { phrases: ['iam policy', 'policy', 'policies', 'iam policies', 'permissions policy', 'permissions'], aws: 'aws.iam_policy', azure: 'azure.role_assignment', gcp: 'gcp.project_iam_member', k8s: 'k8s.role' },
  { phrases: ['policy attachment', 'role policy attachment', 'attach the policy', 'attaching a policy'], aws: 'aws.iam_role_policy_attachment', azure: 'azure.role_assignment', gcp: 'gcp.project_iam_member', k8s: 'k8s.role_binding' },
  { phrases: ['instance profile', 'iam instance profile'], aws: 'aws.iam_instance_profile' },
  { phrases: ['iam user', 'user', 'users', 'principal'], aws: 'aws.iam_user', azure: null, gcp: null, k8s: 'k8s.service_account' },
  { phrases: ['iam group', 'group', 'groups'], aws: 'aws.iam_group' },
  { phrases: ['group policy attachment'], aws: 'aws.iam_group_policy_attachment' },
  { phrases: ['mfa device', 'virtual mfa', 'virtual mfa device', 'mfa'], aws: 'aws.iam_virtual_mfa_device' },
  { phrases: ['kms', 'kms key', 'encryption key', 'customer managed key', 'cmk', 'key vault', 'cloud kms', 'crypto key'], aws: 'aws.kms_key', azure: 'azure.key_vault', gcp: 'gcp.kms_crypto_key' },
  { phrases: ['secrets manager', 'secret', 'secrets', 'credentials', 'secret manager', 'credential storage', 'api key'], aws: 'aws.secretsmanager_secret', azure: 'azure.key_vault_secret', gcp: 'gcp.secret_manager_secret', k8s: 'k8s.secret' },
  { phrases: ['parameter store', 'ssm parameter', 'configuration values', 'config map', 'configmap', 'app configuration'], aws: 'aws.ssm_parameter', azure: 'azure.app_configuration', gcp: 'gcp.secret_manager_secret', k8s: 'k8s.config_map' },

  // Operations
  { phrases: ['log group', 'cloudwatch log group', 'cloudwatch logs', 'log stream', 'logs', 'logging', 'log analytics', 'log analytics workspace', 'log bucket'], aws: 'aws.cloudwatch_log_group', azure: 'azure.log_analytics_workspace', gcp: 'gcp.logging_project_bucket_config' },
  { phrases: ['log resource policy', 'cloudwatch log resource policy'], aws: 'aws.cloudwatch_log_resource_policy' },
  { phrases: ['alarm', 'alarms', 'cloudwatch alarm', 'metric alarm', 'cloudwatch metric alarm', 'alert', 'alerts', 'alerting', 'monitoring alert', 'metric alert'], aws: 'aws.cloudwatch_metric_alarm', azure: 'azure.monitor_metric_alert', gcp: 'gcp.monitoring_alert_policy' },
  { phrases: ['dashboard', 'cloudwatch dashboard'], aws: 'aws.cloudwatch_dashboard', azure: null, gcp: 'gcp.monitoring_dashboard' },
  { phrases: ['aws backup', 'backup plan', 'backup vault', 'backup', 'backups', 'backs it up', 'back up', 'backed up', 'recovery services vault'], aws: 'aws.backup_plan', azure: 'azure.recovery_services_vault', gcp: null },
  { phrases: ['efs backup policy', 'automatic backups', 'automatic backup'], aws: 'aws.efs_backup_policy' },
  { phrases: ['cloudtrail', 'audit log', 'audit logs', 'audit trail', 'activity log'], aws: 'aws.cloudtrail', azure: null, gcp: null },
  { phrases: ['codebuild', 'codebuild project', 'build project', 'ci build', 'autograder', 'cloud build', 'build pipeline', 'continuous integration'], aws: 'aws.codebuild_project', azure: null, gcp: 'gcp.cloudbuild_trigger', k8s: 'k8s.job' },
  { phrases: ['codepipeline', 'pipeline', 'ci cd', 'cicd', 'deployment pipeline'], aws: 'aws.codepipeline', azure: null, gcp: 'gcp.cloudbuild_trigger' },
  { phrases: ['github', 'github source', 'github repository'], aws: null, azure: null, gcp: null, k8s: null },
  { phrases: ['ses', 'email sending', 'send email'], aws: 'aws.ses_domain_identity' },

  // Kubernetes-native words
  { phrases: ['namespace', 'namespaces'], k8s: 'k8s.namespace', aws: null, azure: null, gcp: null },
  { phrases: ['pod', 'pods', 'replica set', 'replicas'], k8s: 'k8s.deployment' },
  { phrases: ['service', 'services', 'cluster ip', 'clusterip', 'nodeport', 'node port'], k8s: 'k8s.service', azure: null, gcp: null },
  { phrases: ['subscription', 'pubsub subscription', 'pub sub subscription', 'topic subscription'], gcp: 'gcp.pubsub_subscription', azure: 'azure.servicebus_topic' },
  { phrases: ['cloud router', 'router'], gcp: 'gcp.compute_router' },
  { phrases: ['spanner', 'cloud spanner'], gcp: 'gcp.spanner_instance' },
  { phrases: ['bigquery table'], gcp: 'gcp.bigquery_table' },
  { phrases: ['application insights', 'app insights'], azure: 'azure.application_insights' },
  { phrases: ['app service plan', 'service plan'], azure: 'azure.service_plan' },
  { phrases: ['resource group'], azure: 'azure.resource_group' },
  { phrases: ['ingress', 'ingress controller', 'ingress rule'], k8s: 'k8s.ingress', aws: 'aws.lb', azure: 'azure.lb', gcp: 'gcp.compute_forwarding_rule' },
  { phrases: ['statefulset', 'stateful set', 'stateful application'], k8s: 'k8s.stateful_set' },
  { phrases: ['daemonset', 'daemon set', 'on every node', 'log collector', 'node agent'], k8s: 'k8s.daemon_set' },
  { phrases: ['job', 'batch job', 'one off job', 'migration job'], k8s: 'k8s.job', aws: 'aws.batch_job_definition', gcp: 'gcp.cloud_run_v2_job' },
  { phrases: ['network policy', 'network policies', 'default deny'], k8s: 'k8s.network_policy' },
  { phrases: ['rbac', 'role binding', 'rolebinding'], k8s: 'k8s.role_binding' },
  { phrases: ['cluster role', 'clusterrole', 'cluster role binding', 'clusterrolebinding'], k8s: 'k8s.cluster_role' },
  { phrases: ['resource quota', 'quota', 'quotas'], k8s: 'k8s.resource_quota' },
  { phrases: ['limit range', 'default limits'], k8s: 'k8s.limit_range' },
  { phrases: ['pod disruption budget', 'pdb', 'disruption budget'], k8s: 'k8s.pod_disruption_budget' },
  { phrases: ['storage class', 'storageclass'], k8s: 'k8s.storage_class' },
  { phrases: ['priority class'], k8s: 'k8s.priority_class' },
  { phrases: ['persistent volume', 'pv'], k8s: 'k8s.persistent_volume' },
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
