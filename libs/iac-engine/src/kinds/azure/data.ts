/** Storage, Key Vault and databases. Databases use Entra ID sign-in where Azure allows it; other secrets go to Key Vault. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type AzureKind } from './types';
import { ArmExpr } from '../../render/azure/arm-context';

const TENANT = new ArmExpr('subscription().tenantId', 'subscription().tenantId');
import { azName, globalName, inGroup, placed, privateDnsZone, subnetFor, tags, tenant, vaultFor } from './common';

const passwordIn = (c: Component, x: import('../../render/terraform/context').TfContext) => {
  const pw = x.resource('random_password', c.id, { length: 32, special: true, override_special: '!#%*-_=+' });
  const kv = c.ref.vault as Component;
  x.resource('azurerm_key_vault_secret', `${c.id}_admin_password`, { name: `${azName(c, 90)}-admin-password`, value: expr(`${pw}.result`), key_vault_id: x.ref(kv), content_type: 'password' }, 'The generated admin password is kept in Key Vault, never in code.');
  return expr(`${pw}.result`);
};

/** ARM: the private DNS zone (and its network link) a VNet-integrated flexible server needs. */
function armDnsZone(c: Component, x: import('../../render/azure/arm-context').ArmContext, zone: string): import('../../render/azure/arm-context').ArmRef {
  const vnet = (c.ref.subnet as Component).ref.vnet as Component;
  const sym = x.add({ symbol: x.symbol(c, 'dns'), type: 'Microsoft.Network/privateDnsZones', apiVersion: '2020-06-01', name: zone, body: { location: 'global' } });
  x.add({ symbol: x.symbol(c, 'dnsLink'), type: 'Microsoft.Network/privateDnsZones/virtualNetworkLinks', apiVersion: '2020-06-01', name: `${zone}/${azName(c, 40)}-link`, body: { location: 'global', properties: { registrationEnabled: false, virtualNetwork: { id: x.ref(x.symbol(vnet)) } } }, dependsOn: [sym] });
  return x.ref(sym);
}

export const DATA_KINDS: AzureKind[] = [
  {
    kind: 'azure.storage_account',
    label: 'main',
    title: 'Storage account',
    tfType: 'azurerm_storage_account',
    needs: (c, plan) => {
      inGroup(c, plan);
      if (!plan.all('azure.storage_container').some((s) => s.ref.account === c) && !c.implicit) plan.add('azure.storage_container', { implicit: 'a private blob container to store data in', label: c.id }).ref.account = c;
    },
    tf: (c, x) => {
      x.primary(c, {
        name: globalName(c, x, 24),
        ...placed(c, x),
        account_tier: 'Standard',
        account_replication_type: c.attrs.flags.has('multiAz') ? 'ZRS' : 'GRS',
        account_kind: 'StorageV2',
        min_tls_version: 'TLS1_2',
        https_traffic_only_enabled: true,
        allow_nested_items_to_be_public: false,
        shared_access_key_enabled: false,
        public_network_access_enabled: c.attrs.flags.has('public'),
        infrastructure_encryption_enabled: true,
        blob_properties: block({ versioning_enabled: true, delete_retention_policy: block({ days: c.attrs.retentionDays ?? 7 }), container_delete_retention_policy: block({ days: 7 }) }),
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      }, 'HTTPS and TLS 1.2 only, no public blobs, no shared keys (Entra ID only), versioning and soft delete.');
    },
    arm: (c, x) => {
      const name = x.unique(azName(c, 11).replace(/-/g, '') || 'st');
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Storage/storageAccounts', apiVersion: '2023-01-01', name, body: { location: x.location(), kind: 'StorageV2', sku: { name: c.attrs.flags.has('multiAz') ? 'Standard_ZRS' : 'Standard_GRS' }, identity: { type: 'SystemAssigned' }, tags: x.tags(c), properties: { minimumTlsVersion: 'TLS1_2', supportsHttpsTrafficOnly: true, allowBlobPublicAccess: false, allowSharedKeyAccess: false, publicNetworkAccess: c.attrs.flags.has('public') ? 'Enabled' : 'Disabled', encryption: { requireInfrastructureEncryption: true, keySource: 'Microsoft.Storage', services: { blob: { enabled: true }, file: { enabled: true } } } } } });
      x.add({ symbol: x.symbol(c, 'blob'), type: 'Microsoft.Storage/storageAccounts/blobServices', apiVersion: '2023-01-01', name: x.child(name, 'default'), body: { properties: { isVersioningEnabled: true, deleteRetentionPolicy: { enabled: true, days: c.attrs.retentionDays ?? 7 }, containerDeleteRetentionPolicy: { enabled: true, days: 7 } } }, dependsOn: [x.symbol(c)] });
    },
  },
  {
    kind: 'azure.storage_container',
    label: 'data',
    title: 'Blob container',
    tfType: 'azurerm_storage_container',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.account ??= plan.first('azure.storage_account') ?? plan.add('azure.storage_account', { implicit: 'the account that holds the container', label: 'main' });
    },
    tf: (c, x) => void x.primary(c, { name: azName(c, 63), storage_account_id: x.ref(c.ref.account as Component), container_access_type: 'private' }),
    arm: (c, x) => {
      const sa = c.ref.account as Component;
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Storage/storageAccounts/blobServices/containers', apiVersion: '2023-01-01', name: x.child(x.nameOf(x.symbol(sa), 'st'), 'default', azName(c, 63)), body: { properties: { publicAccess: 'None' } }, dependsOn: [x.symbol(sa, 'blob')] });
    },
  },
  {
    kind: 'azure.storage_blob',
    label: 'object',
    title: 'Blob',
    tfType: 'azurerm_storage_blob',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.container = plan.first('azure.storage_container') ?? plan.add('azure.storage_container', { implicit: 'the container the blob goes in', label: 'data' });
    },
    tf: (c, x) => {
      const ct = c.ref.container as Component;
      x.primary(c, { name: c.attrs.path ?? `${azName(c)}.txt`, storage_account_name: expr(`${x.addr(ct.ref.account as Component)}.name`), storage_container_name: x.ref(ct, 'name'), type: 'Block', source_content: 'placeholder' });
    },
  },
  {
    kind: 'azure.storage_share',
    label: 'files',
    title: 'File share',
    tfType: 'azurerm_storage_share',
    needs: (c, plan) => {
      inGroup(c, plan);
      c.ref.account = plan.first('azure.storage_account') ?? plan.add('azure.storage_account', { implicit: 'the account that holds the share', label: 'main' });
    },
    tf: (c, x) => void x.primary(c, { name: azName(c, 63), storage_account_id: x.ref(c.ref.account as Component), quota: c.attrs.storageGb ?? 100 }),
    arm: (c, x) => {
      const sa = c.ref.account as Component;
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Storage/storageAccounts/fileServices/shares', apiVersion: '2023-01-01', name: x.child(x.nameOf(x.symbol(sa), 'st'), 'default', azName(c, 63)), body: { properties: { shareQuota: c.attrs.storageGb ?? 100 } }, dependsOn: [x.symbol(sa)] });
    },
  },
  {
    kind: 'azure.key_vault',
    label: 'main',
    title: 'Key Vault',
    tfType: 'azurerm_key_vault',
    needs: inGroup,
    tf: (c, x) => {
      x.primary(c, {
        name: globalName(c, x, 24),
        ...placed(c, x),
        tenant_id: tenant(x),
        sku_name: 'standard',
        rbac_authorization_enabled: true,
        purge_protection_enabled: true,
        soft_delete_retention_days: 90,
        public_network_access_enabled: c.attrs.flags.has('public'),
        network_acls: block({ default_action: 'Deny', bypass: 'AzureServices' }),
        tags: tags(c),
      }, 'RBAC authorisation, purge protection, network access denied by default.');
      x.resource('azurerm_role_assignment', `${c.id}_deployer`, { scope: x.ref(c), role_definition_name: 'Key Vault Secrets Officer', principal_id: expr('data.azurerm_client_config.current.object_id') }, 'Lets whoever applies this write the secrets it creates.');
    },
    arm: (c, x) => {
      x.add({ symbol: x.symbol(c), type: 'Microsoft.KeyVault/vaults', apiVersion: '2023-07-01', name: x.unique(azName(c, 10).replace(/-/g, '') || 'kv', '-'), body: { location: x.location(), properties: { tenantId: TENANT, sku: { family: 'A', name: 'standard' }, enableRbacAuthorization: true, enablePurgeProtection: true, enableSoftDelete: true, softDeleteRetentionInDays: 90, publicNetworkAccess: c.attrs.flags.has('public') ? 'Enabled' : 'Disabled', networkAcls: { defaultAction: 'Deny', bypass: 'AzureServices' } } } });
    },
  },
  {
    kind: 'azure.key_vault_secret',
    label: 'app_secret',
    title: 'Key Vault secret',
    tfType: 'azurerm_key_vault_secret',
    needs: (c, plan) => void vaultFor(c, plan),
    tf: (c, x) => {
      x.primary(c, { name: azName(c, 127), value: x.variable(`${c.id}_value`, { type: 'string', description: `Value of the secret ${azName(c)}`, sensitive: true }), key_vault_id: x.ref(c.ref.vault as Component), content_type: 'text/plain' });
    },
    arm: (c, x) => {
      const kv = c.ref.vault as Component;
      x.add({ symbol: x.symbol(c), type: 'Microsoft.KeyVault/vaults/secrets', apiVersion: '2023-07-01', name: x.child(x.nameOf(x.symbol(kv), 'kv'), azName(c, 127)), body: { properties: { value: x.param(`${x.symbol(c)}Value`, { type: 'securestring', description: `Value of the secret ${azName(c)}` }), contentType: 'text/plain' } }, dependsOn: [x.symbol(kv)] });
    },
  },
  {
    kind: 'azure.postgresql_flexible_server',
    label: 'main',
    title: 'PostgreSQL flexible server',
    tfType: 'azurerm_postgresql_flexible_server',
    needs: (c, plan) => {
      const s = subnetFor(c, plan, 'postgres');
      s.config.delegation = 'Microsoft.DBforPostgreSQL/flexibleServers';
    },
    tf: (c, x) => {
      x.primary(c, {
        name: globalName(c, x, 60),
        ...placed(c, x),
        version: c.attrs.version?.split('.')[0] ?? '16',
        sku_name: 'GP_Standard_D2ds_v5',
        storage_mb: Math.max(32768, (c.attrs.storageGb ?? 32) * 1024),
        backup_retention_days: Math.min(35, Math.max(7, c.attrs.retentionDays ?? 14)),
        geo_redundant_backup_enabled: true,
        delegated_subnet_id: x.ref(c.ref.subnet as Component),
        private_dns_zone_id: privateDnsZone(c, x, 'privatelink.postgres.database.azure.com'),
        public_network_access_enabled: false,
        zone: '1',
        authentication: block({ active_directory_auth_enabled: true, password_auth_enabled: false, tenant_id: tenant(x) }),
        high_availability: c.attrs.flags.has('multiAz') ? block({ mode: 'ZoneRedundant' }) : undefined,
        tags: tags(c),
      }, 'Private (VNet-integrated), Entra ID sign-in only: there is no password to leak.');
      x.resource('azurerm_postgresql_flexible_server_database', c.id, { name: 'app', server_id: x.ref(c), charset: 'UTF8', collation: 'en_US.utf8' });
    },
    arm: (c, x) => {
      x.add({ symbol: x.symbol(c), type: 'Microsoft.DBforPostgreSQL/flexibleServers', apiVersion: '2022-12-01', name: x.unique(`psql-${azName(c, 40)}`, '-'), body: { location: x.location(), sku: { name: 'Standard_D2ds_v5', tier: 'GeneralPurpose' }, properties: { version: c.attrs.version?.split('.')[0] ?? '16', storage: { storageSizeGB: Math.max(32, c.attrs.storageGb ?? 32) }, backup: { backupRetentionDays: 14, geoRedundantBackup: 'Enabled' }, network: { delegatedSubnetResourceId: x.ref(x.symbol(c.ref.subnet as Component)), privateDnsZoneArmResourceId: armDnsZone(c, x, 'privatelink.postgres.database.azure.com') }, authConfig: { activeDirectoryAuth: 'Enabled', passwordAuth: 'Disabled', tenantId: TENANT }, highAvailability: { mode: c.attrs.flags.has('multiAz') ? 'ZoneRedundant' : 'Disabled' } } } });
    },
  },
  {
    kind: 'azure.mysql_flexible_server',
    label: 'main',
    title: 'MySQL flexible server',
    tfType: 'azurerm_mysql_flexible_server',
    needs: (c, plan) => {
      const s = subnetFor(c, plan, 'mysql');
      s.config.delegation = 'Microsoft.DBforMySQL/flexibleServers';
      vaultFor(c, plan);
    },
    tf: (c, x) => {
      x.primary(c, { name: globalName(c, x, 60), ...placed(c, x), administrator_login: 'dbadmin', administrator_password: passwordIn(c, x), version: '8.0.21', sku_name: 'GP_Standard_D2ds', delegated_subnet_id: x.ref(c.ref.subnet as Component), private_dns_zone_id: privateDnsZone(c, x, 'privatelink.mysql.database.azure.com'), backup_retention_days: 14, geo_redundant_backup_enabled: true, zone: '1', storage: block({ size_gb: Math.max(20, c.attrs.storageGb ?? 32), auto_grow_enabled: true }), tags: tags(c) });
      x.resource('azurerm_mysql_flexible_server_configuration', `${c.id}_tls`, { name: 'require_secure_transport', resource_group_name: x.ref(c.ref.group as Component, 'name'), server_name: x.ref(c, 'name'), value: 'ON' });
    },
    arm: (c, x) => {
      x.add({ symbol: x.symbol(c), type: 'Microsoft.DBforMySQL/flexibleServers', apiVersion: '2023-06-30', name: x.unique(`mysql-${azName(c, 40)}`, '-'), body: { location: x.location(), sku: { name: 'Standard_D2ds_v4', tier: 'GeneralPurpose' }, properties: { version: '8.0.21', administratorLogin: 'dbadmin', administratorLoginPassword: x.param('mysqlAdminPassword', { type: 'securestring', description: 'MySQL admin password (supply from Key Vault; no default)' }), storage: { storageSizeGB: Math.max(20, c.attrs.storageGb ?? 32), autoGrow: 'Enabled' }, backup: { backupRetentionDays: 14, geoRedundantBackup: 'Enabled' }, network: { delegatedSubnetResourceId: x.ref(x.symbol(c.ref.subnet as Component)), privateDnsZoneResourceId: armDnsZone(c, x, 'privatelink.mysql.database.azure.com') } } } });
    },
  },
  {
    kind: 'azure.mssql_server',
    label: 'main',
    title: 'Azure SQL server and database',
    tfType: 'azurerm_mssql_server',
    needs: inGroup,
    tf: (c, x) => {
      x.primary(c, {
        name: globalName(c, x, 60),
        ...placed(c, x),
        version: '12.0',
        minimum_tls_version: '1.2',
        public_network_access_enabled: false,
        azuread_administrator: block({ login_username: x.variable('sql_admin_group', { type: 'string', description: 'Entra ID group that administers the SQL server', default: 'sql-admins' }), object_id: x.variable('sql_admin_object_id', { type: 'string', description: 'Object id of that Entra ID group' }), azuread_authentication_only: true }),
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      }, 'Entra ID authentication only, TLS 1.2, no public network access.');
      x.resource('azurerm_mssql_database', c.id, { name: 'app', server_id: x.ref(c), sku_name: 'S0', max_size_gb: c.attrs.storageGb ?? 32, zone_redundant: false, short_term_retention_policy: block({ retention_days: 14 }) });
    },
    arm: (c, x) => {
      const name = x.unique(`sql-${azName(c, 40)}`, '-');
      x.add({ symbol: x.symbol(c), type: 'Microsoft.Sql/servers', apiVersion: '2021-11-01', name, body: { location: x.location(), identity: { type: 'SystemAssigned' }, properties: { minimalTlsVersion: '1.2', publicNetworkAccess: 'Disabled', administrators: { administratorType: 'ActiveDirectory', login: x.param('sqlAdminGroup', { type: 'string', description: 'Entra ID group that administers the SQL server', defaultValue: 'sql-admins' }), sid: x.param('sqlAdminObjectId', { type: 'string', description: 'Object id of that group' }), tenantId: TENANT, azureADOnlyAuthentication: true } } } });
      x.add({ symbol: x.symbol(c, 'db'), type: 'Microsoft.Sql/servers/databases', apiVersion: '2021-11-01', name: x.child(name, 'app'), body: { location: x.location(), sku: { name: 'S0' } }, dependsOn: [x.symbol(c)] });
    },
  },
  {
    kind: 'azure.cosmosdb_account',
    label: 'main',
    title: 'Cosmos DB account',
    tfType: 'azurerm_cosmosdb_account',
    needs: inGroup,
    tf: (c, x) => {
      x.primary(c, { name: globalName(c, x, 44), ...placed(c, x), offer_type: 'Standard', kind: 'GlobalDocumentDB', local_authentication_disabled: true, public_network_access_enabled: c.attrs.flags.has('public'), minimal_tls_version: 'Tls12', automatic_failover_enabled: true, consistency_policy: block({ consistency_level: 'Session' }), geo_location: block({ location: x.ref(c.ref.group as Component, 'location'), failover_priority: 0 }), backup: block({ type: 'Continuous', tier: 'Continuous7Days' }), tags: tags(c) }, 'Keys disabled (Entra ID only), continuous backup, TLS 1.2.');
    },
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.DocumentDB/databaseAccounts', apiVersion: '2023-04-15', name: x.unique(`cosmos-${azName(c, 30)}`, '-'), body: { location: x.location(), kind: 'GlobalDocumentDB', properties: { databaseAccountOfferType: 'Standard', disableLocalAuth: true, minimalTlsVersion: 'Tls12', publicNetworkAccess: c.attrs.flags.has('public') ? 'Enabled' : 'Disabled', consistencyPolicy: { defaultConsistencyLevel: 'Session' }, locations: [{ locationName: x.location(), failoverPriority: 0 }], backupPolicy: { type: 'Continuous' } } } }),
  },
  {
    kind: 'azure.redis_cache',
    label: 'main',
    title: 'Azure Cache for Redis',
    tfType: 'azurerm_redis_cache',
    needs: inGroup,
    tf: (c, x) => void x.primary(c, { name: globalName(c, x, 60), ...placed(c, x), capacity: 1, family: 'C', sku_name: 'Standard', non_ssl_port_enabled: false, minimum_tls_version: '1.2', public_network_access_enabled: false, redis_configuration: block({ active_directory_authentication_enabled: true }), tags: tags(c) }, 'TLS 1.2 only (non-TLS port off), Entra ID authentication, private.'),
    arm: (c, x) => void x.add({ symbol: x.symbol(c), type: 'Microsoft.Cache/redis', apiVersion: '2023-08-01', name: x.unique(`redis-${azName(c, 40)}`, '-'), body: { location: x.location(), properties: { sku: { name: 'Standard', family: 'C', capacity: 1 }, enableNonSslPort: false, minimumTlsVersion: '1.2', publicNetworkAccess: 'Disabled', redisConfiguration: { 'aad-enabled': 'true' } } } }),
  },
];
