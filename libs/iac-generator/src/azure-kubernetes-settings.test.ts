/**
 * Azure and Kubernetes settings written in every format of their cloud: storage redundancy and
 * access tiers, tiers named beside a service or with their size code, Event Hubs partitions and
 * throughput, zone-redundant databases, subnet ranges inside their network, NAT gateways attached
 * where ARM needs it, VNet integration for apps that reach private services; Kubernetes service
 * types and ports, autoscaler targets, quotas, budgets, label selectors, role rules, job retries and
 * deadlines, tolerations. Each case reads the generated code back with the format's parser and checks it
 * with checked output (zero errors).
 */
import { at, generated, of, type SettingCase, generatedCase, expectAt } from './testing/resources';

const AZURE_CASES: SettingCase[] = [
  {
    prompt: 'A storage account with RA-GRS redundancy and the cool access tier',
    format: 'terraform-azurerm',
    type: 'azurerm_storage_account',
    expect: { account_replication_type: 'RAGRS', access_tier: 'Cool' },
  },
  {
    prompt: 'A zone-redundant storage account',
    format: 'arm',
    type: 'Microsoft.Storage/storageAccounts',
    expect: { 'sku.name': 'Standard_ZRS' },
  },
  {
    prompt: 'A storage account, locally redundant, hot tier',
    format: 'bicep',
    type: 'Microsoft.Storage/storageAccounts',
    expect: { 'sku.name': 'Standard_LRS', 'properties.accessTier': 'Hot' },
  },
  {
    prompt: 'A key vault on the premium SKU',
    format: 'bicep',
    type: 'Microsoft.KeyVault/vaults',
    expect: { 'properties.sku.name': 'premium' },
  },
  {
    // The tier stated with a queue is sold per namespace.
    prompt: 'A premium Service Bus queue for orders',
    format: 'arm',
    type: 'Microsoft.ServiceBus/namespaces',
    expect: { 'sku.name': 'Premium', 'sku.capacity': 1 },
  },
  {
    prompt: 'An Azure Cache for Redis, Premium P2, with 3 shards',
    format: 'terraform-azurerm',
    type: 'azurerm_redis_cache',
    expect: { sku_name: 'Premium', family: 'P', capacity: 2, shard_count: 3 },
  },
  {
    prompt: 'An Event Hubs namespace with 3 throughput units and an event hub with 6 partitions',
    format: 'bicep',
    type: 'Microsoft.EventHub/namespaces/eventhubs',
    expect: { 'properties.partitionCount': 6 },
  },
  {
    prompt: 'An Event Hubs namespace with 3 throughput units',
    format: 'terraform-azurerm',
    type: 'azurerm_eventhub_namespace',
    expect: { capacity: 3 },
  },
  {
    prompt: 'A MySQL flexible server, Burstable B2s',
    format: 'terraform-azurerm',
    type: 'azurerm_mysql_flexible_server',
    expect: { sku_name: 'B_Standard_B2s' },
  },
  {
    prompt: 'A PostgreSQL flexible server with zone-redundant high availability',
    format: 'arm',
    type: 'Microsoft.DBforPostgreSQL/flexibleServers',
    expect: { 'properties.highAvailability.mode': 'ZoneRedundant' },
  },
  {
    prompt: 'A basic container registry',
    format: 'bicep',
    type: 'Microsoft.ContainerRegistry/registries',
    expect: { 'sku.name': 'Basic', 'properties.zoneRedundancy': undefined },
  },
  {
    prompt: 'An Azure SQL server with a database of 50 DTU',
    format: 'arm',
    type: 'Microsoft.Sql/servers/databases',
    expect: { 'sku.name': 'S2' },
  },
  {
    prompt: 'An Azure SQL database on the serverless tier with 4 vCores',
    format: 'terraform-azurerm',
    type: 'azurerm_mssql_database',
    expect: { sku_name: 'GP_S_Gen5_4' },
  },
  {
    prompt: 'A .NET 8 function app',
    format: 'bicep',
    type: 'Microsoft.Web/sites',
    expect: { 'properties.siteConfig.linuxFxVersion': 'DOTNET-ISOLATED|8.0' },
  },
  {
    prompt: 'A .NET 8 function app',
    format: 'terraform-azurerm',
    type: 'azurerm_linux_function_app',
    expect: { 'site_config.application_stack.use_dotnet_isolated_runtime': true },
  },
  {
    prompt: 'A Log Analytics workspace with a daily cap of 2 GB',
    format: 'terraform-azurerm',
    type: 'azurerm_log_analytics_workspace',
    expect: { daily_quota_gb: 2 },
  },
  {
    prompt: 'A Log Analytics workspace with a daily cap of 2 GB',
    format: 'arm',
    type: 'Microsoft.OperationalInsights/workspaces',
    expect: { 'properties.workspaceCapping.dailyQuotaGb': 2 },
  },
  {
    prompt: 'A session-enabled Service Bus queue for payments',
    format: 'bicep',
    type: 'Microsoft.ServiceBus/namespaces/queues',
    expect: { 'properties.requiresSession': true },
  },
  {
    prompt: 'A network security group that blocks SSH from the internet and allows HTTPS',
    format: 'terraform-azurerm',
    type: 'azurerm_network_security_group',
    expect: {
      'security_rule.0.access': 'Deny',
      'security_rule.0.destination_port_range': '22',
      'security_rule.0.source_address_prefix': 'Internet',
      'security_rule.1.access': 'Allow',
      'security_rule.1.destination_port_range': '443',
    },
  },
  {
    prompt: 'Azure Front Door Premium for our site',
    format: 'arm',
    type: 'Microsoft.Cdn/profiles',
    expect: { 'sku.name': 'Premium_AzureFrontDoor' },
  },
];

describe('Azure settings are written in every Azure format', () => {
  it.each(AZURE_CASES.map((c) => [`${c.format}: ${c.prompt} -> ${c.type}`, c] as const))('%s', async (_name, c) => {
    const { found } = await generatedCase(c);
    expectAt(found[0].body, c.expect);
  });
});

describe('Azure wiring that deploys', () => {
  it('subnets take the ranges stated for them, inside the network', async () => {
    const { resources, errors } = await generated(
      'a vnet 172.16.0.0/16 with an app subnet 172.16.8.0/24 and a data subnet',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    const ranges = of(resources, 'azurerm_subnet').flatMap((s) => at(s.body, 'address_prefixes') as string[]);
    expect(ranges).toContain('172.16.8.0/24');
    for (const r of ranges) expect(String(r)).toMatch(/^172\.16\./);
  });

  it('ARM attaches a NAT gateway on its subnet and uses the public IP the request asked for', async () => {
    const { resources, errors } = await generated('a NAT gateway with a static public IP for the app subnet', 'arm');
    expect(errors).toEqual([]);
    expect(of(resources, 'Microsoft.Network/publicIPAddresses')).toHaveLength(1);
    const subnets = of(resources, 'Microsoft.Network/virtualNetworks/subnets');
    expect(subnets.some((s) => at(s.body, 'properties.natGateway.id') !== undefined)).toBe(true);
  });

  it.each(['terraform-azurerm', 'arm'] as const)(
    '%s: a web app that reaches a private database sends its traffic through a delegated subnet',
    async (format) => {
      const { resources, errors } = await generated('a web app that uses a MySQL flexible server', format);
      expect(errors).toEqual([]);
      const arm = format === 'arm';
      const app = of(resources, arm ? 'Microsoft.Web/sites' : 'azurerm_linux_web_app')[0];
      expect(at(app.body, arm ? 'properties.virtualNetworkSubnetId' : 'virtual_network_subnet_id')).toBeDefined();
      const delegations = of(resources, arm ? 'Microsoft.Network/virtualNetworks/subnets' : 'azurerm_subnet').map((s) =>
        at(s.body, arm ? 'properties.delegations.0.properties.serviceName' : 'delegation.service_delegation.name'),
      );
      expect(delegations).toContain('Microsoft.Web/serverFarms');
      expect(delegations).toContain('Microsoft.DBforMySQL/flexibleServers');
    },
  );

  it('a web app with nothing private to reach stays out of the network', async () => {
    const { resources } = await generated('a web app', 'terraform-azurerm');
    expect(of(resources, 'azurerm_subnet')).toEqual([]);
  });

  it.each(['terraform-azurerm', 'bicep'] as const)(
    '%s: a spot range on an AKS cluster goes to a spot user pool; the system pool keeps a node',
    async (format) => {
      const { resources, errors } = await generated('an AKS cluster on spot VMs autoscaling 0-8', format);
      expect(errors).toEqual([]);
      if (format === 'bicep') {
        const cluster = of(resources, 'Microsoft.ContainerService/managedClusters')[0];
        expect(at(cluster.body, 'properties.agentPoolProfiles.0.minCount')).toBe(1);
        expect(at(cluster.body, 'properties.oidcIssuerProfile.enabled')).toBe(true);
        const pool = of(resources, 'Microsoft.ContainerService/managedClusters/agentPools')[0];
        expect(at(pool.body, 'properties.scaleSetPriority')).toBe('Spot');
        expect(at(pool.body, 'properties.maxCount')).toBe(8);
      } else {
        const cluster = of(resources, 'azurerm_kubernetes_cluster')[0];
        expect(at(cluster.body, 'default_node_pool.min_count')).toBe(1);
        const pool = of(resources, 'azurerm_kubernetes_cluster_node_pool')[0];
        expect([at(pool.body, 'priority'), at(pool.body, 'min_count'), at(pool.body, 'max_count')]).toEqual([
          'Spot',
          0,
          8,
        ]);
      }
    },
  );

  it('a cluster without user pools lets workloads run on its system pool', async () => {
    const { resources } = await generated('an AKS cluster', 'terraform-azurerm');
    const cluster = of(resources, 'azurerm_kubernetes_cluster')[0];
    expect(at(cluster.body, 'default_node_pool.only_critical_addons_enabled')).toBeUndefined();
  });

  it('application gateway parts are referenced by the gateway id, with zero validation errors', async () => {
    const { resources, errors } = await generated('an application gateway with WAF in front of a web app', 'arm');
    expect(errors).toEqual([]);
    expect(of(resources, 'Microsoft.Network/applicationGateways')).toHaveLength(1);
  });
});

const KUBERNETES_CASES: SettingCase[] = [
  {
    prompt: 'A Service of type NodePort on port 8443 to target port 9443',
    format: 'kubernetes-yaml',
    type: 'Service',
    expect: { 'spec.type': 'NodePort', 'spec.ports.0.port': 8443, 'spec.ports.0.targetPort': 9443 },
  },
  {
    prompt: 'A deployment with an autoscaler from 3 to 9 pods at 65% memory',
    format: 'kubernetes-yaml',
    type: 'HorizontalPodAutoscaler',
    expect: {
      'spec.minReplicas': 3,
      'spec.maxReplicas': 9,
      'spec.metrics.0.resource.name': 'memory',
      'spec.metrics.0.resource.target.averageUtilization': 65,
    },
  },
  {
    prompt: 'A ResourceQuota of 30 pods and 6 CPU',
    format: 'terraform-kubernetes',
    type: 'ResourceQuota',
    expect: { 'spec.hard.pods': '30' },
  },
  {
    prompt: 'A PodDisruptionBudget keeping at least 3 pods of tier=frontend',
    format: 'kubernetes-yaml',
    type: 'PodDisruptionBudget',
    expect: { 'spec.minAvailable': 3, 'spec.selector.matchLabels.tier': 'frontend' },
  },
  {
    prompt: 'A Role that can get/watch/delete pods and jobs',
    format: 'kubernetes-yaml',
    type: 'Role',
    expect: {
      'rules.0.resources': ['pods'],
      'rules.0.verbs': ['get', 'watch', 'delete'],
      'rules.1.apiGroups': ['batch'],
      'rules.1.resources': ['jobs'],
    },
  },
  {
    prompt: 'A Job that retries up to 4 times with a 20 minute deadline',
    format: 'terraform-kubernetes',
    type: 'Job',
    expect: { 'spec.backoffLimit': 4, 'spec.activeDeadlineSeconds': 1200 },
  },
  {
    prompt: 'A DaemonSet for a log agent that tolerates NoExecute taints',
    format: 'kubernetes-yaml',
    type: 'DaemonSet',
    expect: { 'spec.template.spec.tolerations.0.effect': 'NoExecute' },
  },
  {
    prompt: 'A network policy that allows ingress from namespace ingress-nginx on 8080',
    format: 'terraform-kubernetes',
    type: 'NetworkPolicy',
    expect: {},
  },
  {
    prompt: 'A StatefulSet with a 40Gi PVC as its volume claim template',
    format: 'kubernetes-yaml',
    type: 'StatefulSet',
    expect: { 'spec.volumeClaimTemplates.0.spec.resources.requests.storage': '40Gi' },
  },
];

describe('Kubernetes settings are written in every Kubernetes format', () => {
  it.each(KUBERNETES_CASES.map((c) => [`${c.format}: ${c.prompt} -> ${c.type}`, c] as const))(
    '%s',
    async (_name, c) => {
      const { result, resources, errors } = await generated(c.prompt, c.format);
      expect(errors).toEqual([]);
      const found = of(resources, c.type);
      expect(found.length).toBeGreaterThan(0);
      for (const [path, value] of Object.entries(c.expect))
        expect([path, at(found[0].body, path)]).toEqual([path, value]);
      expect(
        result.notCovered.filter((n) => /pods|CPU|memory|port|type|storage|retr|deadline|tolerat/.test(n)),
      ).toEqual([]);
    },
  );

  it('a quota caps the CPU stated for it', async () => {
    const { resources, errors } = await generated('A ResourceQuota of 30 pods and 6 CPU', 'kubernetes-yaml');
    expect(errors).toEqual([]);
    const hard = at(of(resources, 'ResourceQuota')[0].body, 'spec.hard') as Record<string, unknown>;
    expect(hard['requests.cpu']).toBe('6');
  });

  it.each(['kubernetes-yaml', 'terraform-kubernetes'] as const)(
    '%s: objects go into the namespace stated for them',
    async (format) => {
      // A namespace said only as where things go is the cluster's own, referred to; a new one is written.
      const placed = await generated('A CronJob every hour in namespace batch-jobs', format);
      expect(placed.errors).toEqual([]);
      expect(at(of(placed.resources, 'CronJob')[0].body, 'metadata.namespace')).toBe('batch-jobs');
      expect(of(placed.resources, 'Namespace')).toEqual([]);
      const { result, resources, errors } = await generated(
        'A CronJob every hour in a new namespace batch-jobs',
        format,
      );
      expect(errors).toEqual([]);
      expect(at(of(resources, 'CronJob')[0].body, 'metadata.namespace')).toBe('batch-jobs');
      expect(at(of(resources, 'Namespace')[0].body, 'metadata.name')).toBe('batch-jobs');
      expect(result.notCovered.filter((n) => /namespace/.test(n))).toEqual([]);
    },
  );

  it('a network policy lets in the namespace and port stated for it', async () => {
    const { resources, errors } = await generated(
      'A network policy that allows ingress from namespace ingress-nginx on 8080',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    const allow = of(resources, 'NetworkPolicy').find(
      (p) => at(p.body, 'metadata.name') === 'allow-from-ingress-nginx',
    );
    expect(at(allow?.body, 'spec.ingress.0.from.0.namespaceSelector.matchLabels')).toEqual({
      'kubernetes.io/metadata.name': 'ingress-nginx',
    });
    expect(at(allow?.body, 'spec.ingress.0.ports.0.port')).toBe(8080);
  });

  it('a Service Bus namespace is not a Kubernetes namespace name', async () => {
    const { resources } = await generated('a service bus namespace standard with a queue', 'bicep');
    expect(at(of(resources, 'Microsoft.ServiceBus/namespaces')[0].body, 'sku.name')).toBe('Standard');
  });

  it('a label selector selects pods that run elsewhere: no deployment is added for them', async () => {
    const { resources } = await generated('A LoadBalancer service for app=store on port 443', 'kubernetes-yaml');
    expect(of(resources, 'Deployment')).toEqual([]);
    expect(at(of(resources, 'Service')[0].body, 'spec.selector.app')).toBe('store');
  });
});
