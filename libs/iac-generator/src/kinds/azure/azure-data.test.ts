/**
 * Azure data, messaging, monitoring, cost and backup services with what the request named inside
 * them, in every Azure format: Cosmos DB APIs and their databases and containers, Azure SQL
 * databases, elastic pools and auto-pause, Service Bus and Event Grid subscriptions, Event Hubs
 * capture, Log Analytics retention, action groups, budgets and VM backup policies. Each case reads
 * the generated code back with the format's parser and checks it with checked output (zero errors).
 */
import { at, generated, of, type SettingCase, generatedCase, expectAt } from '../../testing/resources';

const CASES: SettingCase[] = [
  // A Premium cache's availability zones: those stated, all three when it is asked zone redundant.
  {
    prompt: 'an Azure Cache for Redis, Premium P2, spread across zones 1 and 2',
    format: 'terraform-azurerm',
    type: 'azurerm_redis_cache',
    expect: { zones: ['1', '2'] },
  },
  {
    prompt: 'a zone redundant premium redis cache for sessions',
    format: 'bicep',
    type: 'Microsoft.Cache/redis',
    expect: { zones: ['1', '2', '3'] },
  },
  // A hierarchical namespace (Data Lake Storage Gen2) as stated; such an account has no blob versioning.
  {
    prompt: 'an ADLS Gen2 storage account for the analytics landing zone',
    format: 'terraform-azurerm',
    type: 'azurerm_storage_account',
    expect: { is_hns_enabled: true, 'blob_properties.versioning_enabled': false },
  },
  {
    prompt: 'a storage account (hierarchical namespace enabled) for the lakehouse',
    format: 'bicep',
    type: 'Microsoft.Storage/storageAccounts',
    expect: { 'properties.isHnsEnabled': true },
  },
  {
    prompt: 'a storage account with HNS enabled',
    format: 'arm',
    type: 'Microsoft.Storage/storageAccounts/blobServices',
    expect: { 'properties.isVersioningEnabled': false },
  },
  // Cosmos DB: the API decides the account's kind and capabilities and which children exist.
  {
    prompt: 'A Cosmos DB account speaking the MongoDB API, server version 4.0, with a database called shop',
    format: 'terraform-azurerm',
    type: 'azurerm_cosmosdb_account',
    expect: { kind: 'MongoDB', mongo_server_version: '4.0', 'capabilities.name': 'EnableMongo' },
  },
  {
    prompt: 'A Cosmos DB account speaking the MongoDB API, server version 4.0, with a database called shop',
    format: 'terraform-azurerm',
    type: 'azurerm_cosmosdb_mongo_database',
    expect: { name: 'shop' },
  },
  {
    prompt: "Cosmos DB using the Gremlin API: database 'graphs' and a container 'people' with partition key /region",
    format: 'arm',
    type: 'Microsoft.DocumentDB/databaseAccounts/gremlinDatabases/graphs',
    expect: { 'properties.resource.id': 'people', 'properties.resource.partitionKey.paths': ['/region'] },
  },
  {
    prompt: "serverless cosmos (nosql api) with db 'sales' and a container 'lines' partitioned on /orderId",
    format: 'bicep',
    type: 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers',
    expect: { 'properties.resource.id': 'lines', 'properties.resource.partitionKey.paths': ['/orderId'] },
  },
  {
    prompt: 'On Azure, a Cosmos DB account using the Cassandra API with a database named telemetry',
    format: 'terraform',
    type: 'azurerm_cosmosdb_cassandra_keyspace',
    expect: { name: 'telemetry' },
  },
  // Azure SQL: named databases, elastic pools, serverless auto-pause.
  {
    prompt:
      "An Azure SQL server holding a database 'ledger' on the General Purpose serverless tier, auto-pause after 2 hours",
    format: 'terraform-azurerm',
    type: 'azurerm_mssql_database',
    expect: { name: 'ledger', auto_pause_delay_in_minutes: 120 },
  },
  {
    prompt: 'An Azure SQL server with an elastic pool (Premium, 250 eDTUs) holding a database called crm',
    format: 'bicep',
    type: 'Microsoft.Sql/servers/elasticPools',
    expect: { 'sku.name': 'PremiumPool', 'sku.tier': 'Premium', 'sku.capacity': 250 },
  },
  {
    prompt: 'An Azure SQL server with an elastic pool of 200 eDTUs and a database called billing in it',
    format: 'arm',
    type: 'Microsoft.Sql/servers/databases',
    expect: {
      'properties.elasticPoolId':
        "[resourceId('Microsoft.Sql/servers/elasticPools', concat('sql-main-', uniqueString(resourceGroup().id)), 'main-pool')]",
    },
  },
  // Messaging.
  {
    prompt: "a service bus topic 'invoices' with a subscription named 'ledger'",
    format: 'terraform-azurerm',
    type: 'azurerm_servicebus_subscription',
    expect: { name: 'ledger' },
  },
  {
    prompt: 'an Event Grid topic and a webhook subscription delivering to https://api.example.net/events',
    format: 'arm',
    type: 'Microsoft.EventGrid/topics/eventSubscriptions',
    expect: {
      'properties.destination.endpointType': 'WebHook',
      'properties.destination.properties.endpointUrl': 'https://api.example.net/events',
    },
  },
  {
    prompt: "an Event Hubs namespace with a hub 'clicks', captured every 10 minutes into a storage account",
    format: 'bicep',
    type: 'Microsoft.EventHub/namespaces/eventhubs',
    expect: { 'properties.captureDescription.enabled': true, 'properties.captureDescription.intervalInSeconds': 600 },
  },
  {
    prompt: "an Event Hubs namespace with a hub 'clicks', captured every 10 minutes into a storage account",
    format: 'terraform-azurerm',
    type: 'azurerm_eventhub',
    expect: { 'capture_description.interval_in_seconds': 600 },
  },
  // Monitoring and cost.
  {
    prompt: 'a Log Analytics workspace keeping data for 120 days, plus an action group emailing sre@example.org',
    format: 'arm',
    type: 'Microsoft.Insights/actionGroups',
    expect: { 'properties.emailReceivers.0.emailAddress': 'sre@example.org' },
  },
  {
    prompt: 'a Log Analytics workspace keeping data for 120 days, plus an action group emailing sre@example.org',
    format: 'bicep',
    type: 'Microsoft.OperationalInsights/workspaces',
    expect: { 'properties.retentionInDays': 120 },
  },
  {
    prompt: 'a quarterly budget of $2,000 for the subscription; email cfo@example.org when it reaches 90%',
    format: 'terraform-azurerm',
    type: 'azurerm_consumption_budget_subscription',
    expect: {
      amount: 2000,
      time_grain: 'Quarterly',
      'notification.threshold': 90,
      'notification.contact_emails': ['cfo@example.org'],
    },
  },
  {
    prompt: 'A cost budget of 750 GBP a month that warns ops@example.org at 50 percent',
    format: 'bicep',
    type: 'Microsoft.Consumption/budgets',
    expect: {
      'properties.amount': 750,
      'properties.timeGrain': 'Monthly',
      'properties.notifications.actual.threshold': 50,
    },
  },
  {
    // The alert notifies the action group the request asked for.
    prompt: 'a Linux VM with a CPU alert that notifies an action group emailing ops@example.com',
    format: 'terraform-azurerm',
    type: 'azurerm_monitor_metric_alert',
    expect: { 'action.action_group_id': '${azurerm_monitor_action_group.main.id}' },
  },
  // Backup.
  {
    prompt: 'Recovery Services vault with a backup policy every Sunday, keep 12 weekly backups',
    format: 'terraform-azurerm',
    type: 'azurerm_backup_policy_vm',
    expect: {
      'backup.frequency': 'Weekly',
      'backup.weekdays': ['Sunday'],
      'retention_weekly.count': 12,
    },
  },
  {
    prompt: 'a recovery services vault backing up our VMs daily at 22:00; keep 14 daily backups',
    format: 'arm',
    type: 'Microsoft.RecoveryServices/vaults/backupPolicies',
    expect: {
      'properties.schedulePolicy.scheduleRunFrequency': 'Daily',
      'properties.schedulePolicy.scheduleRunTimes': ['2024-01-01T22:00:00Z'],
      'properties.retentionPolicy.dailySchedule.retentionDuration.count': 14,
    },
  },
  {
    prompt:
      'a recovery services vault for our VMs with a daily backup policy, keeping 10 daily backups; start it at 21:30',
    format: 'terraform-azurerm',
    type: 'azurerm_backup_policy_vm',
    expect: { 'backup.frequency': 'Daily', 'backup.time': '21:30', 'retention_daily.count': 10 },
  },
  // Specs listed in brackets beside a service.
  {
    prompt: '- Log Analytics workspace (45 days)\n- an Application Insights component using it',
    format: 'bicep',
    type: 'Microsoft.OperationalInsights/workspaces',
    expect: { 'properties.retentionInDays': 45 },
  },
  {
    prompt: 'Azure SQL logical server plus an elastic pool (Basic, 200 eDTUs)',
    format: 'terraform-azurerm',
    type: 'azurerm_mssql_elasticpool',
    expect: { 'sku.name': 'BasicPool', 'sku.capacity': 200 },
  },
  // Names given in the request are the resources' names.
  {
    prompt: 'a log analytics workspace named law-shared',
    format: 'arm',
    type: 'Microsoft.OperationalInsights/workspaces',
    expect: { name: 'law-shared' },
  },
  {
    prompt: 'a recovery services vault called vault-dr',
    format: 'terraform-azurerm',
    type: 'azurerm_recovery_services_vault',
    expect: { name: 'vault-dr' },
  },
  {
    prompt: 'an Azure SQL database named orders on the S1 tier',
    format: 'terraform-azurerm',
    type: 'azurerm_mssql_database',
    expect: { name: 'orders', sku_name: 'S1' },
  },
];

describe('Azure data, messaging, monitoring and backup settings in every Azure format', () => {
  it.each(CASES.map((c) => [`${c.format}: ${c.prompt} -> ${c.type}`, c] as const))('%s', async (_name, c) => {
    const { found } = await generatedCase(c);
    expectAt(found[0].body, c.expect);
  });
});

describe('a named service is that service, with only its own children', () => {
  it('a MongoDB account has no SQL database', async () => {
    const { resources } = await generated(
      'A Cosmos DB account speaking the MongoDB API with a database called shop',
      'terraform-azurerm',
    );
    expect(of(resources, 'azurerm_cosmosdb_sql_database')).toEqual([]);
  });

  it.each(['terraform-azurerm', 'bicep'] as const)(
    '%s: Azure SQL with named databases is never PostgreSQL',
    async (f) => {
      const { resources, errors } = await generated(
        "Azure SQL server holding a database 'ledger' and an elastic pool",
        f,
      );
      expect(errors).toEqual([]);
      const types = resources.map((r) => r.type);
      expect(types.some((t) => /postgres/i.test(t))).toBe(false);
    },
  );

  it('"a database" said apart from an Azure SQL server is one of its databases, not PostgreSQL', async () => {
    const { resources, errors } = await generated(
      'Every region gets a database of its own. Please set up an Azure SQL server plus an elastic pool (Standard, 50 eDTUs).',
      'arm',
    );
    expect(errors).toEqual([]);
    expect(resources.some((r) => /DBforPostgreSQL/.test(r.type))).toBe(false);
    expect(of(resources, 'Microsoft.Sql/servers/elasticPools').map((r) => at(r.body, 'sku.tier'))).toEqual([
      'Standard',
    ]);
  });

  it('an Event Grid subscription brings no Service Bus', async () => {
    const { resources } = await generated(
      'an Event Grid topic feeding a webhook subscription at https://events.example.io/x',
      'terraform-azurerm',
    );
    expect(resources.some((r) => r.type.startsWith('azurerm_servicebus'))).toBe(false);
    expect(of(resources, 'azurerm_eventgrid_event_subscription')).toHaveLength(1);
  });

  it('a budget scoped to the subscription is not a Service Bus subscription', async () => {
    const { resources } = await generated('a budget of 300 EUR per month for the subscription', 'terraform-azurerm');
    expect(resources.some((r) => r.type.startsWith('azurerm_servicebus'))).toBe(false);
  });
});

describe('blob containers named or described inside a storage account', () => {
  it.each(['terraform-azurerm', 'arm'] as const)('%s: each container asked for is written, by its name', async (f) => {
    const { resources, errors } = await generated(
      "a storage account with a container 'raw' and a container for exports",
      f,
    );
    expect(errors).toEqual([]);
    const type =
      f === 'arm' ? 'Microsoft.Storage/storageAccounts/blobServices/containers' : 'azurerm_storage_container';
    const containers = of(resources, type);
    expect(containers).toHaveLength(2);
    expect(containers.some((c) => /raw/.test(String(c.body.name)))).toBe(true);
  });

  it('a blob container asked for after its account goes in that account, with no other container', async () => {
    const { resources } = await generated(
      'a storage account for reports and a blob container named invoices',
      'terraform-azurerm',
    );
    expect(of(resources, 'azurerm_storage_account')).toHaveLength(1);
    expect(of(resources, 'azurerm_storage_container').map((c) => c.body.name)).toEqual(['invoices']);
  });
});

describe('what is not written is said', () => {
  it.each(['terraform-azurerm', 'bicep'] as const)(
    '%s: a Data Factory pipeline and its schedule are reported, never dropped',
    async (f) => {
      const { result, errors } = await generated(
        'an Azure Data Factory holding one pipeline that syncs CSV exports nightly at 3am',
        f,
      );
      expect(errors).toEqual([]);
      expect(result.notCovered.some((n) => /pipeline/.test(n))).toBe(true);
      expect(result.notCovered.some((n) => /nightly/.test(n))).toBe(true);
    },
  );
});

describe("a scale set's autoscale: the range stated, and CPU rules when a target is stated", () => {
  it.each(['terraform-azurerm', 'arm', 'bicep'] as const)('%s', async (format) => {
    const { resources, errors, result } = await generated(
      'a VM scale set of Standard_D2s_v5 machines, at most 8 instances, scaling at 60% CPU',
      format,
    );
    expect(errors).toEqual([]);
    const type =
      format === 'terraform-azurerm' ? 'azurerm_monitor_autoscale_setting' : 'Microsoft.Insights/autoscalesettings';
    const [scale] = of(resources, type);
    const text = JSON.stringify(scale.body);
    expect(text).toMatch(/"maximum":"?8"?/);
    expect(text).toMatch(/"threshold":60/);
    expect(text).toMatch(/"operator":"LessThan"/);
    expect(result.notCovered.join('\n')).not.toMatch(/8 instances|60% CPU/);
  });

  it('writes none when no range is stated', async () => {
    const { resources } = await generated('a VM scale set of Standard_B2s machines', 'terraform-azurerm');
    expect(of(resources, 'azurerm_monitor_autoscale_setting')).toEqual([]);
  });
});
