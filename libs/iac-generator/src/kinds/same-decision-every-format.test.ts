/**
 * One request, one system, whatever the format: a kind written by two or more writers must make
 * the same format-neutral decisions in each (how many of its resources, their sizes, instance
 * classes and SKUs, counts, versions), because the decisions belong to the kind's decide.ts and the
 * writers only spell them. Each row below generates a few requests in every format of its cloud,
 * reads each answer back with the format's parser (testing/resources.ts, the checker's parsers) and
 * compares the facts; a writer that decides on its own (a default of its own, a clamp only it
 * applies) makes the row fail with the fact and the values per format.
 *
 * Narrow on purpose: only generation and parsing (no checker run), a handful of requests per kind.
 */
import { type FormatId } from '@infragen/contracts';
import { type Resource, at, generatedResources, of } from '../testing/resources';

/** How one format shows a fact: the values at `path` in every resource of `type`, in order. */
type Reading = readonly [type: string, path: string] | ((resources: Resource[]) => unknown);

interface Row {
  kind: string;
  platform: 'aws' | 'azure';
  prompts: string[];
  /** Fact name -> how each format of the platform shows it. */
  facts: Record<string, Partial<Record<FormatId, Reading>>>;
}

const AWS: FormatId[] = ['terraform-aws', 'cloudformation'];
const AZURE: FormatId[] = ['terraform-azurerm', 'arm', 'bicep'];

/** A CloudFormation load balancer attribute (a list of { Key, Value } strings). */
const lbAttribute = (key: string) => (resources: Resource[]) =>
  of(resources, 'AWS::ElasticLoadBalancingV2::LoadBalancer').map(
    (r) => (r.body.LoadBalancerAttributes as { Key: string; Value: string }[]).find((a) => a.Key === key)?.Value,
  );

/** A field of the first container in a Terraform task definition (its jsonencode() text as parsed). */
const tfContainer = (field: string) => (resources: Resource[]) =>
  of(resources, 'aws_ecs_task_definition').map((r) =>
    new RegExp(`${field} = ("[^"]*"|\\w+)`).exec(String(r.body.container_definitions))?.[1]?.replace(/"/g, ''),
  );

const ROWS: Row[] = [
  {
    kind: 'aws.dax_cluster',
    platform: 'aws',
    prompts: ['A DAX cluster', 'A DAX cluster with 3 nodes of dax.r5.large', 'A multi-AZ DAX cluster'],
    facts: {
      nodes: {
        'terraform-aws': ['aws_dax_cluster', 'replication_factor'],
        cloudformation: ['AWS::DAX::Cluster', 'ReplicationFactor'],
      },
      nodeType: {
        'terraform-aws': ['aws_dax_cluster', 'node_type'],
        cloudformation: ['AWS::DAX::Cluster', 'NodeType'],
      },
    },
  },
  {
    kind: 'aws.opensearch_domain',
    platform: 'aws',
    prompts: ['An OpenSearch domain', 'An OpenSearch domain with 50 GB of storage on 2 r6g.large.search nodes'],
    facts: {
      volumeGb: {
        'terraform-aws': ['aws_opensearch_domain', 'ebs_options.volume_size'],
        cloudformation: ['AWS::OpenSearchService::Domain', 'EBSOptions.VolumeSize'],
      },
      instanceType: {
        'terraform-aws': ['aws_opensearch_domain', 'cluster_config.instance_type'],
        cloudformation: ['AWS::OpenSearchService::Domain', 'ClusterConfig.InstanceType'],
      },
      instances: {
        'terraform-aws': ['aws_opensearch_domain', 'cluster_config.instance_count'],
        cloudformation: ['AWS::OpenSearchService::Domain', 'ClusterConfig.InstanceCount'],
      },
      version: {
        'terraform-aws': ['aws_opensearch_domain', 'engine_version'],
        cloudformation: ['AWS::OpenSearchService::Domain', 'EngineVersion'],
      },
    },
  },
  {
    kind: 'aws.msk_cluster',
    platform: 'aws',
    prompts: ['An MSK Kafka cluster', 'A Kafka cluster on MSK with 4 brokers'],
    facts: {
      brokerType: {
        'terraform-aws': ['aws_msk_cluster', 'broker_node_group_info.instance_type'],
        cloudformation: ['AWS::MSK::Cluster', 'BrokerNodeGroupInfo.InstanceType'],
      },
      brokers: {
        'terraform-aws': ['aws_msk_cluster', 'number_of_broker_nodes'],
        cloudformation: ['AWS::MSK::Cluster', 'NumberOfBrokerNodes'],
      },
      version: {
        'terraform-aws': ['aws_msk_cluster', 'kafka_version'],
        cloudformation: ['AWS::MSK::Cluster', 'KafkaVersion'],
      },
    },
  },
  {
    kind: 'aws.rds_cluster',
    platform: 'aws',
    prompts: ['An Aurora PostgreSQL cluster', 'A multi-AZ Aurora MySQL cluster'],
    facts: {
      // One value per instance: the count and the class together.
      instanceClasses: {
        'terraform-aws': ['aws_rds_cluster_instance', 'instance_class'],
        cloudformation: ['AWS::RDS::DBInstance', 'DBInstanceClass'],
      },
    },
  },
  {
    kind: 'aws.eks_node_group',
    platform: 'aws',
    prompts: [
      'An EKS cluster with a node group of t3.large nodes, min 2, max 5, desired 1',
      'An EKS cluster with a managed node group',
    ],
    facts: {
      scaling: {
        'terraform-aws': (rs) =>
          of(rs, 'aws_eks_node_group').map((r) =>
            ['min_size', 'desired_size', 'max_size'].map((k) => at(r.body, `scaling_config.${k}`)),
          ),
        cloudformation: (rs) =>
          of(rs, 'AWS::EKS::Nodegroup').map((r) =>
            ['MinSize', 'DesiredSize', 'MaxSize'].map((k) => at(r.body, `ScalingConfig.${k}`)),
          ),
      },
      instanceType: {
        'terraform-aws': ['aws_eks_node_group', 'instance_types'],
        cloudformation: ['AWS::EKS::Nodegroup', 'InstanceTypes'],
      },
    },
  },
  {
    kind: 'aws.elasticache_cluster',
    platform: 'aws',
    prompts: ['A Memcached cluster', 'An ElastiCache Redis cache', 'A Redis cache with 3 nodes of cache.r7g.large'],
    facts: {
      memcachedNodes: {
        'terraform-aws': ['aws_elasticache_cluster', 'num_cache_nodes'],
        cloudformation: ['AWS::ElastiCache::CacheCluster', 'NumCacheNodes'],
      },
      memcachedNodeType: {
        'terraform-aws': ['aws_elasticache_cluster', 'node_type'],
        cloudformation: ['AWS::ElastiCache::CacheCluster', 'CacheNodeType'],
      },
      redisNodes: {
        'terraform-aws': ['aws_elasticache_replication_group', 'num_cache_clusters'],
        cloudformation: ['AWS::ElastiCache::ReplicationGroup', 'NumCacheClusters'],
      },
      redisNodeType: {
        'terraform-aws': ['aws_elasticache_replication_group', 'node_type'],
        cloudformation: ['AWS::ElastiCache::ReplicationGroup', 'CacheNodeType'],
      },
      redisFailover: {
        'terraform-aws': ['aws_elasticache_replication_group', 'automatic_failover_enabled'],
        cloudformation: ['AWS::ElastiCache::ReplicationGroup', 'AutomaticFailoverEnabled'],
      },
      snapshotDays: {
        'terraform-aws': ['aws_elasticache_replication_group', 'snapshot_retention_limit'],
        cloudformation: ['AWS::ElastiCache::ReplicationGroup', 'SnapshotRetentionLimit'],
      },
    },
  },
  {
    kind: 'aws.api_gateway_rest_api',
    platform: 'aws',
    prompts: [
      'A REST API on API Gateway backed by a Lambda function',
      'An API Gateway REST API with GET /orders/{id} calling a Lambda',
    ],
    facts: {
      pathParts: {
        'terraform-aws': ['aws_api_gateway_resource', 'path_part'],
        cloudformation: ['AWS::ApiGateway::Resource', 'PathPart'],
      },
      methods: {
        'terraform-aws': ['aws_api_gateway_method', 'http_method'],
        cloudformation: ['AWS::ApiGateway::Method', 'HttpMethod'],
      },
    },
  },
  {
    kind: 'aws.ecs_task_definition',
    platform: 'aws',
    prompts: ['An ECS Fargate service', 'A Fargate service running a Python 3.12 app'],
    facts: {
      image: {
        'terraform-aws': tfContainer('image'),
        cloudformation: ['AWS::ECS::TaskDefinition', 'ContainerDefinitions.0.Image'],
      },
      readonlyRoot: {
        'terraform-aws': tfContainer('readonlyRootFilesystem'),
        cloudformation: ['AWS::ECS::TaskDefinition', 'ContainerDefinitions.0.ReadonlyRootFilesystem'],
      },
      size: {
        'terraform-aws': (rs) => of(rs, 'aws_ecs_task_definition').map((r) => [r.body.cpu, r.body.memory]),
        cloudformation: (rs) => of(rs, 'AWS::ECS::TaskDefinition').map((r) => [r.body.Cpu, r.body.Memory]),
      },
    },
  },
  {
    kind: 'aws.acm_certificate',
    platform: 'aws',
    prompts: ['An ACM certificate for shop.example.org validated in its Route 53 zone', 'A TLS certificate from ACM'],
    facts: {
      domain: {
        'terraform-aws': ['aws_acm_certificate', 'domain_name'],
        cloudformation: ['AWS::CertificateManager::Certificate', 'DomainName'],
      },
      alternativeNames: {
        'terraform-aws': ['aws_acm_certificate', 'subject_alternative_names'],
        cloudformation: ['AWS::CertificateManager::Certificate', 'SubjectAlternativeNames'],
      },
    },
  },
  {
    kind: 'aws.cloudwatch_event_rule',
    platform: 'aws',
    prompts: [
      'An EventBridge rule that runs a Lambda function every 5 minutes',
      'A Lambda triggered when an AMI is created',
    ],
    facts: {
      schedule: {
        'terraform-aws': ['aws_cloudwatch_event_rule', 'schedule_expression'],
        cloudformation: ['AWS::Events::Rule', 'ScheduleExpression'],
      },
      // The pattern's sources: Terraform's jsonencode() text as parsed, CloudFormation's object.
      patternSource: {
        'terraform-aws': (rs) =>
          of(rs, 'aws_cloudwatch_event_rule').map(
            (r) => /source\s*=\s*\["([^"]+)"\]/.exec(String(r.body.event_pattern))?.[1],
          ),
        cloudformation: (rs) =>
          of(rs, 'AWS::Events::Rule').map(
            (r) => (r.body.EventPattern as { source?: string[] } | undefined)?.source?.[0],
          ),
      },
    },
  },
  {
    kind: 'aws.lb',
    platform: 'aws',
    prompts: ['An internal application load balancer', 'A public network load balancer with two Elastic IPs'],
    facts: {
      type: {
        'terraform-aws': ['aws_lb', 'load_balancer_type'],
        cloudformation: ['AWS::ElasticLoadBalancingV2::LoadBalancer', 'Type'],
      },
      deletionProtection: {
        'terraform-aws': ['aws_lb', 'enable_deletion_protection'],
        cloudformation: lbAttribute('deletion_protection.enabled'),
      },
      fixedAddresses: {
        'terraform-aws': (rs) => of(rs, 'aws_lb').map((r) => [r.body.subnet_mapping ?? []].flat().length),
        cloudformation: (rs) =>
          of(rs, 'AWS::ElasticLoadBalancingV2::LoadBalancer').map(
            (r) => ((r.body.SubnetMappings as unknown[]) ?? []).length,
          ),
      },
    },
  },
  {
    kind: 'aws.lb_target_group',
    platform: 'aws',
    prompts: [
      'An application load balancer in front of two EC2 instances',
      'A Fargate service behind an application load balancer on port 8080',
    ],
    facts: {
      target: {
        'terraform-aws': (rs) =>
          of(rs, 'aws_lb_target_group').map((r) => [r.body.port, r.body.protocol, r.body.target_type]),
        cloudformation: (rs) =>
          of(rs, 'AWS::ElasticLoadBalancingV2::TargetGroup').map((r) => [
            r.body.Port,
            r.body.Protocol,
            r.body.TargetType,
          ]),
      },
      registered: {
        'terraform-aws': (rs) => of(rs, 'aws_lb_target_group_attachment').length,
        cloudformation: (rs) =>
          of(rs, 'AWS::ElasticLoadBalancingV2::TargetGroup').reduce(
            (n, r) => n + ((r.body.Targets as unknown[]) ?? []).length,
            0,
          ),
      },
    },
  },
  {
    kind: 'aws.route53_zone',
    platform: 'aws',
    prompts: ['A Route 53 hosted zone for example.org', 'A private Route 53 hosted zone for internal.corp in a VPC'],
    facts: {
      name: { 'terraform-aws': ['aws_route53_zone', 'name'], cloudformation: ['AWS::Route53::HostedZone', 'Name'] },
      private: {
        'terraform-aws': (rs) => of(rs, 'aws_route53_zone').map((r) => r.body.vpc !== undefined),
        cloudformation: (rs) => of(rs, 'AWS::Route53::HostedZone').map((r) => r.body.VPCs !== undefined),
      },
    },
  },
  {
    kind: 'aws.route53_health_check',
    platform: 'aws',
    prompts: ['A Route 53 health check for api.example.org', 'A Route 53 health check on /status of shop.example.org'],
    facts: {
      check: {
        'terraform-aws': (rs) => of(rs, 'aws_route53_health_check').map((r) => [r.body.fqdn, r.body.resource_path]),
        cloudformation: (rs) =>
          of(rs, 'AWS::Route53::HealthCheck').map((r) => [
            at(r.body, 'HealthCheckConfig.FullyQualifiedDomainName'),
            at(r.body, 'HealthCheckConfig.ResourcePath'),
          ]),
      },
    },
  },
  {
    kind: 'azure.redis_cache',
    platform: 'azure',
    prompts: ['An Azure Cache for Redis', 'A premium Azure Redis cache'],
    facts: {
      sku: {
        'terraform-azurerm': (rs) =>
          of(rs, 'azurerm_redis_cache').map((r) => [r.body.sku_name, r.body.family, r.body.capacity]),
        arm: (rs) => of(rs, 'Microsoft.Cache/redis').map((r) => Object.values(at(r.body, 'properties.sku') as object)),
        bicep: (rs) =>
          of(rs, 'Microsoft.Cache/redis').map((r) => Object.values(at(r.body, 'properties.sku') as object)),
      },
    },
  },
  {
    kind: 'azure.storage_account',
    platform: 'azure',
    prompts: ['An Azure storage account', 'A zone-redundant Azure storage account'],
    facts: {
      replication: {
        'terraform-azurerm': (rs) =>
          of(rs, 'azurerm_storage_account').map(
            (r) => `${String(r.body.account_tier)}_${String(r.body.account_replication_type)}`,
          ),
        arm: ['Microsoft.Storage/storageAccounts', 'sku.name'],
        bicep: ['Microsoft.Storage/storageAccounts', 'sku.name'],
      },
    },
  },
];

/** A fact as one format shows it, scalars as text (CloudFormation writes some numbers as strings). */
function read(resources: Resource[], reading: Reading): string {
  const value =
    typeof reading === 'function' ? reading(resources) : of(resources, reading[0]).map((r) => at(r.body, reading[1]));
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v));
}

describe('a kind decides the same in every format of its cloud', () => {
  it.each(ROWS.flatMap((row) => row.prompts.map((prompt) => [row.kind, prompt, row] as const)))(
    '%s: %s',
    async (_kind, prompt, row) => {
      const formats = row.platform === 'aws' ? AWS : AZURE;
      const facts: Record<string, Record<string, string>> = {};
      for (const format of formats) {
        const resources = await generatedResources(prompt, format);
        for (const [fact, readings] of Object.entries(row.facts)) {
          const reading = readings[format];
          if (reading) (facts[fact] ??= {})[format] = read(resources, reading);
        }
      }
      // Each fact: one value across the formats (shown per format when they disagree).
      for (const [fact, byFormat] of Object.entries(facts))
        expect([fact, new Set(Object.values(byFormat)).size === 1 ? 'same' : byFormat]).toEqual([fact, 'same']);
    },
  );

  it('reads what it compares: each kind appears in at least one of its requests, in every format', async () => {
    // A fact read from nothing in every format ("[]" everywhere) would agree without proving anything.
    for (const row of ROWS) {
      const seen = new Set<string>();
      for (const prompt of row.prompts)
        for (const format of row.platform === 'aws' ? AWS : AZURE) {
          const resources = await generatedResources(prompt, format);
          for (const [fact, readings] of Object.entries(row.facts)) {
            const reading = readings[format];
            if (reading && !['[]', '0'].includes(read(resources, reading))) seen.add(`${fact}|${format}`);
          }
        }
      const expected = Object.entries(row.facts).flatMap(([fact, r]) => Object.keys(r).map((f) => `${fact}|${f}`));
      expect([row.kind, expected.filter((k) => !seen.has(k))]).toEqual([row.kind, []]);
    }
  });
});
