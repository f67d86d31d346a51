/**
 * A resource type in words, as a person reads it on a diagram: `aws_s3_bucket` -> `S3 bucket`,
 * `AWS::EC2::SecurityGroup` -> `EC2 security group`, `Microsoft.Network/virtualNetworks/subnets`
 * -> `Subnet`, a Kubernetes kind as it is (`Deployment`).
 */
import { typeWords } from './words';

const ACRONYMS = new Set(
  'acl acm ai ami api aks alb arn cdn db dns ebs ec2 ecr ecs efs eip eks elb gke http https iam id ip ips kms lb mq msk mysql nat nic nlb nsg rds s3 sg sns sql sqs ssl ssm tls url vm vms vpc vpn waf'.split(
    ' ',
  ),
);
/** Words with a spelling of their own. */
const WORDS: Record<string, string> = {
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  servicebus: 'Service Bus',
  pubsub: 'Pub/Sub',
  cloudwatch: 'CloudWatch',
  dynamodb: 'DynamoDB',
  opensearch: 'OpenSearch',
  elasticache: 'ElastiCache',
  cloudfront: 'CloudFront',
  cloudtrail: 'CloudTrail',
  apigatewayv2: 'API Gateway',
  kubernetes: 'Kubernetes',
};
/** Names better said otherwise than their words. */
const SAID: Record<string, string> = {
  lb: 'Load balancer',
  alb: 'Load balancer',
  elb: 'Load balancer',
  lb_listener: 'LB listener',
  lb_target_group: 'Target group',
  sites: 'Web app',
  serverfarms: 'App service plan',
  managed_clusters: 'AKS cluster',
  vaults: 'Key vault',
  user_assigned_identities: 'Managed identity',
  public_ip_addresses: 'Public IP',
  eip: 'Elastic IP',
};
/** ARM types whose last segment says too little (`servers`, `workspaces`). */
const ARM_SAID: Record<string, string> = {
  'microsoft.sql/servers': 'SQL server',
  'microsoft.sql/servers/databases': 'SQL database',
  'microsoft.operationalinsights/workspaces': 'Log Analytics workspace',
  'microsoft.insights/components': 'Application Insights',
  'microsoft.documentdb/databaseaccounts': 'Cosmos DB account',
  'microsoft.dbforpostgresql/flexibleservers': 'PostgreSQL server',
  'microsoft.dbformysql/flexibleservers': 'MySQL server',
  'microsoft.cache/redis': 'Redis cache',
  'microsoft.web/sites': 'Web app',
  'microsoft.web/serverfarms': 'App service plan',
  'microsoft.containerservice/managedclusters': 'AKS cluster',
  'microsoft.keyvault/vaults': 'Key vault',
  'microsoft.network/publicipaddresses': 'Public IP',
};
/** Terraform providers whose prefix the label leaves out. */
const PROVIDER = /^(aws|azurerm|azuread|google|google_beta|kubernetes|helm|random|tls|null|local|time|archive)_/;

const singular = (w: string) =>
  w.endsWith('ies')
    ? `${w.slice(0, -3)}y`
    : /(ss|us)$/.test(w)
      ? w
      : w.endsWith('es') && /(sh|ch|x)es$/.test(w)
        ? w.slice(0, -2)
        : w.replace(/s$/, '');

function say(words: string): string {
  if (SAID[words]) return SAID[words];
  const text = words
    .split('_')
    .filter((w) => w && !/^v\d+$/.test(w))
    .map((w) => WORDS[w] ?? (ACRONYMS.has(w) ? w.toUpperCase() : w))
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function typeLabel(type: string): string {
  // CloudFormation: the service, then the resource in words.
  const cfn = /^(AWS|Alexa)::([^:]+)::(.+)$/.exec(type);
  if (cfn) {
    const service = cfn[2] === 'ElasticLoadBalancingV2' || cfn[2] === 'ElasticLoadBalancing' ? 'ELB' : cfn[2];
    const thing = say(typeWords(cfn[3].replace(/::/g, '')));
    // `Subnet` reads `subnet` after the service; `VPC` stays as it is.
    const lower = /^[A-Z][a-z]/.test(thing) ? `${thing.charAt(0).toLowerCase()}${thing.slice(1)}` : thing;
    return `${service} ${lower}`.replace(/\b([a-z0-9]+)\b/g, (w) => (ACRONYMS.has(w) ? w.toUpperCase() : w));
  }
  // ARM and Bicep: a few types by name, the rest by the last segment of the type, singular.
  if (/^[A-Za-z]+\.[A-Za-z.]+\//.test(type)) {
    const known = ARM_SAID[type.replace(/@.*$/, '').toLowerCase()];
    if (known) return known;
    const last = type.replace(/@.*$/, '').split('/').pop() ?? type;
    const words = typeWords(last);
    return (
      SAID[words] ??
      say(
        words
          .split('_')
          .map((w, i, all) => (i === all.length - 1 ? singular(w) : w))
          .join('_'),
      )
    );
  }
  // Terraform: the type without its provider (and a native Kubernetes type's version).
  if (/^[a-z0-9_]+$/.test(type)) return say(type.replace(PROVIDER, '').replace(/_v\d+$/, ''));
  // A Kubernetes kind, or anything else: as written.
  return type;
}
