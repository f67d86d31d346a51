/**
 * The category of a resource type, from the words of its type (words.ts), for every cloud and
 * format at once. The first row that matches wins, so the more specific rows come first (an
 * event rule is messaging before `cloudwatch` makes it observability; a load balancer's target
 * group is edge before `group` could mean anything else).
 */
import { type GraphCategory } from './types';
import { typeWords } from './words';

const ROWS: [RegExp, GraphCategory][] = [
  // A Kubernetes Service (or Endpoints) alone: `aws_ecs_service` and its kind are containers.
  [/^_(service|endpoints)$/, 'network'],
  [/^_ingress$/, 'edge'],
  [
    /_(sqs|sns|queue|queues|topic|topics|event_rule|event_bus|eventbridge|event_hub|eventhub|event_hubs|servicebus|service_bus|pubsub|event_grid|eventgrid|kinesis|msk|kafka|mq)(_|$)/,
    'messaging',
  ],
  [
    /_(cloudwatch|log_group|log_groups|logs|alarm|alarms|monitor|monitoring|logging|log_analytics|insights|operational_insights|cloudtrail|trail|flow_log|flow_logs|dashboard|diagnostic_setting|diagnostic_settings|prometheus|xray|metric)(_|$)/,
    'observability',
  ],
  [
    /_(lb|alb|elb|nlb|load_balancer|load_balancers|loadbalancer|elastic_load_balancing|elastic_load_balancing_v2|listener|target_group|target_groups|cloudfront|api_gateway|apigateway|api_gateway_v2|apigatewayv2|api_management|route53|dns|dns_zones|dns_record|front_door|frontdoor|cdn|application_gateway|application_gateways|url_map|backend_service|forwarding_rule|global_forwarding_rule|target_http_proxy|target_https_proxy|waf|wafv2|network_endpoint_group|region_network_endpoint_group)(_|$)/,
    'edge',
  ],
  [
    /_(vpc|subnet|subnets|subnetwork|route_table|route_tables|route|routes|internet_gateway|nat_gateway|nat_gateways|security_group|security_groups|network_security_group|network_security_groups|network_acl|firewall|virtual_network|virtual_networks|network_interface|network_interfaces|public_ip|public_ip_address|public_ip_addresses|eip|compute_network|router|router_nat|vpc_endpoint|transit_gateway|peering|private_endpoint|network_policy|vpn_gateway|address|global_address|service_networking_connection|private_dns_zone|network_watcher)(_|$)/,
    'network',
  ],
  [
    /_(ecs|eks|ecr|kubernetes_cluster|container_cluster|container_node_pool|managed_clusters|container_registry|registries|artifact_registry|cloud_run|cloud_run_v2|cloudrun|container_app|container_apps|container_group|container_groups|container_instance|deployment|stateful_set|daemon_set|daemonset|pod|pods|job|cron_job|replica_set|horizontal_pod_autoscaler|node_group|fargate_profile)(_|$)/,
    'container',
  ],
  [
    /_(db|rds|database|databases|dynamodb|dynamo_db|elasticache|redis|sql|sql_database|cosmosdb|cosmos_db|document_db|docdb|neptune|redshift|opensearch|elasticsearch|bigtable|spanner|firestore|bigquery|memorystore|postgresql|mysql|flexible_servers|servers|config_map|database_accounts)(_|$)/,
    'data',
  ],
  [
    /_(s3|bucket|buckets|storage_account|storage_accounts|blob|blob_services|container_services|efs|ebs|volume|volumes|disk|disks|file_system|file_share|backup|backup_vault|glacier|persistent_volume|persistent_volume_claim|storage_class|storage)(_|$)/,
    'storage',
  ],
  [
    /_(iam|role|roles|policy|policies|user|users|group_membership|instance_profile|service_account|service_accounts|identity|user_assigned_identity|user_assigned_identities|managed_identity|kms|key|keys|crypto_key|key_ring|key_vault|vaults|secret|secrets|secretsmanager|secret_manager|certificate|acm|role_binding|cluster_role|cluster_role_binding|role_assignment|role_assignments|role_definition|cognito|authorization)(_|$)/,
    'identity',
  ],
  [
    /_(instance|instances|launch_template|launch_configuration|autoscaling|autoscaling_group|lambda|function|functions|function_app|linux_function_app|windows_function_app|cloudfunctions|cloudfunctions2|virtual_machine|virtual_machines|virtual_machine_scale_set|linux_virtual_machine|windows_virtual_machine|sites|web_app|linux_web_app|windows_web_app|app_service|app_service_plan|service_plan|serverfarms|batch|elastic_beanstalk|sfn|state_machine|step_functions|compute_instance|instance_template|instance_group_manager|app_engine|spot_fleet)(_|$)/,
    'compute',
  ],
];

export function categoryOf(type: string): GraphCategory {
  // Terraform's native Kubernetes types read as their kinds: `kubernetes_service_v1` -> `service`.
  const words = `_${typeWords(type)
    .replace(/^kubernetes_/, '')
    .replace(/_v\d+$/, '')}`;
  for (const [pattern, category] of ROWS) if (pattern.test(words)) return category;
  return 'other';
}
