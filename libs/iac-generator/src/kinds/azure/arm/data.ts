/**
 * Storage, Key Vault and databases as ARM resources. Databases use Entra ID sign-in where Azure allows it; a password
 * that must exist is a secure parameter without a default.
 */
import { type Component } from '../../../model/types';
import { azName } from '../common';
import { flexibleSku, flexibleStorageMb, namedTier, redisSku, storageSku, zoneRedundant } from '../settings';
import { type ArmWriter, ArmExpr, type ArmContext, type ArmRef } from '../../../render/azure/arm-context';
import { COSMOS_ARM } from './cosmos';
import { containerName } from '../data';
import { SQL_ARM } from './sql';

const TENANT = new ArmExpr('subscription().tenantId', 'subscription().tenantId');

/** ARM: the private DNS zone (and its network link) a VNet-integrated flexible server needs. */
function armDnsZone(c: Component, x: ArmContext, zone: string): ArmRef {
  const vnet = (c.ref.subnet as Component).ref.vnet as Component;
  const sym = x.add({
    symbol: x.symbol(c, 'dns'),
    type: 'Microsoft.Network/privateDnsZones',
    apiVersion: '2020-06-01',
    name: zone,
    body: { location: 'global' },
  });
  x.add({
    symbol: x.symbol(c, 'dnsLink'),
    type: 'Microsoft.Network/privateDnsZones/virtualNetworkLinks',
    apiVersion: '2020-06-01',
    name: `${zone}/${azName(c, 40)}-link`,
    body: {
      location: 'global',
      properties: { registrationEnabled: false, virtualNetwork: { id: x.ref(x.symbol(vnet)) } },
    },
    dependsOn: [sym],
  });
  return x.ref(sym);
}

export const DATA_ARM: Record<string, ArmWriter> = {
  'azure.storage_account': {
    write: (c, x) => {
      const name = x.unique(azName(c, 11).replace(/-/g, '') || 'st');
      const sku = storageSku(c);
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Storage/storageAccounts',
        apiVersion: '2023-01-01',
        name,
        body: {
          location: x.location(),
          kind: sku.kind,
          sku: { name: `${sku.tier}_${sku.replication.replace('-', '')}` },
          identity: { type: 'SystemAssigned' },
          tags: x.tags(c),
          properties: {
            accessTier: sku.accessTier,
            minimumTlsVersion: 'TLS1_2',
            supportsHttpsTrafficOnly: true,
            allowBlobPublicAccess: false,
            allowSharedKeyAccess: false,
            publicNetworkAccess: c.attrs.flags.has('public') ? 'Enabled' : 'Disabled',
            encryption: {
              requireInfrastructureEncryption: true,
              keySource: 'Microsoft.Storage',
              services: { blob: { enabled: true }, file: { enabled: true } },
            },
          },
        },
      });
      x.add({
        symbol: x.symbol(c, 'blob'),
        type: 'Microsoft.Storage/storageAccounts/blobServices',
        apiVersion: '2023-01-01',
        name: x.child(name, 'default'),
        body: {
          properties: {
            isVersioningEnabled: true,
            deleteRetentionPolicy: { enabled: true, days: c.attrs.retentionDays ?? 7 },
            containerDeleteRetentionPolicy: { enabled: true, days: 7 },
          },
        },
        dependsOn: [x.symbol(c)],
      });
    },
  },
  'azure.storage_container': {
    write: (c, x) => {
      const sa = c.ref.account as Component;
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Storage/storageAccounts/blobServices/containers',
        apiVersion: '2023-01-01',
        name: x.child(x.nameOf(x.symbol(sa), 'st'), 'default', containerName(c)),
        body: { properties: { publicAccess: 'None' } },
        dependsOn: [x.symbol(sa, 'blob')],
      });
    },
  },
  'azure.storage_share': {
    write: (c, x) => {
      const sa = c.ref.account as Component;
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Storage/storageAccounts/fileServices/shares',
        apiVersion: '2023-01-01',
        name: x.child(x.nameOf(x.symbol(sa), 'st'), 'default', azName(c, 63)),
        body: { properties: { shareQuota: c.attrs.storageGb ?? 100 } },
        dependsOn: [x.symbol(sa)],
      });
    },
  },
  'azure.key_vault': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.KeyVault/vaults',
        apiVersion: '2023-07-01',
        name: x.unique(azName(c, 10).replace(/-/g, '') || 'kv', '-'),
        body: {
          location: x.location(),
          properties: {
            tenantId: TENANT,
            sku: { family: 'A', name: namedTier(c, ['standard', 'premium'], 'standard') },
            enableRbacAuthorization: true,
            enablePurgeProtection: true,
            enableSoftDelete: true,
            // A deleted vault stays recoverable 7 to 90 days; the longest when none is stated.
            softDeleteRetentionInDays: Math.min(90, Math.max(7, c.attrs.deletionWindowDays ?? 90)),
            publicNetworkAccess: c.attrs.flags.has('public') ? 'Enabled' : 'Disabled',
            networkAcls: { defaultAction: 'Deny', bypass: 'AzureServices' },
          },
        },
      });
    },
  },
  'azure.key_vault_secret': {
    write: (c, x) => {
      const kv = c.ref.vault as Component;
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.KeyVault/vaults/secrets',
        apiVersion: '2023-07-01',
        name: x.child(x.nameOf(x.symbol(kv), 'kv'), azName(c, 127)),
        body: {
          properties: {
            value: x.param(`${x.symbol(c)}Value`, {
              type: 'securestring',
              description: `Value of the secret ${azName(c)}`,
            }),
            contentType: 'text/plain',
          },
        },
        dependsOn: [x.symbol(kv)],
      });
    },
  },
  'azure.postgresql_flexible_server': {
    write: (c, x) => {
      // A read replica copies its source's version, sign-in and data.
      const replicaOf = c.config.replica && c.attrs.readReplicas ? (c.ref.source as Component | undefined) : undefined;
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.DBforPostgreSQL/flexibleServers',
        apiVersion: '2022-12-01',
        name: x.unique(`psql-${azName(c, 40)}`, '-'),
        body: {
          location: x.location(),
          sku: flexibleSku(c),
          properties: {
            version: replicaOf ? undefined : (c.attrs.version?.split('.')[0] ?? '16'),
            createMode: replicaOf ? 'Replica' : undefined,
            sourceServerResourceId: replicaOf ? x.ref(x.symbol(replicaOf)) : undefined,
            storage: { storageSizeGB: flexibleStorageMb(c.attrs.storageGb) / 1024 },
            backup: {
              backupRetentionDays: Math.min(35, Math.max(7, c.attrs.retentionDays ?? 14)),
              geoRedundantBackup: 'Enabled',
            },
            network: c.config.privateEndpoint
              ? { publicNetworkAccess: 'Disabled' }
              : {
                  delegatedSubnetResourceId: x.ref(x.symbol(c.ref.subnet as Component)),
                  privateDnsZoneArmResourceId: replicaOf
                    ? x.ref(x.symbol(replicaOf, 'dns'))
                    : armDnsZone(c, x, 'privatelink.postgres.database.azure.com'),
                },
            authConfig: replicaOf
              ? undefined
              : { activeDirectoryAuth: 'Enabled', passwordAuth: 'Disabled', tenantId: TENANT },
            highAvailability: { mode: zoneRedundant(c, flexibleSku(c)) && !replicaOf ? 'ZoneRedundant' : 'Disabled' },
          },
        },
      });
    },
  },
  'azure.mysql_flexible_server': {
    write: (c, x) => {
      x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.DBforMySQL/flexibleServers',
        apiVersion: '2023-06-30',
        name: x.unique(`mysql-${azName(c, 40)}`, '-'),
        body: {
          location: x.location(),
          sku: flexibleSku(c, true),
          properties: {
            version: c.attrs.version?.startsWith('5.7') ? '5.7' : '8.0.21',
            administratorLogin: 'dbadmin',
            administratorLoginPassword: x.param('mysqlAdminPassword', {
              type: 'securestring',
              description: 'MySQL admin password (supply from Key Vault; no default)',
            }),
            storage: { storageSizeGB: Math.max(20, c.attrs.storageGb ?? 32), autoGrow: 'Enabled' },
            backup: {
              backupRetentionDays: Math.min(35, Math.max(1, c.attrs.retentionDays ?? 14)),
              geoRedundantBackup: 'Enabled',
            },
            highAvailability: zoneRedundant(c, flexibleSku(c, true)) ? { mode: 'ZoneRedundant' } : undefined,
            network: c.config.privateEndpoint
              ? { publicNetworkAccess: 'Disabled' }
              : {
                  delegatedSubnetResourceId: x.ref(x.symbol(c.ref.subnet as Component)),
                  privateDnsZoneResourceId: armDnsZone(c, x, 'privatelink.mysql.database.azure.com'),
                },
          },
        },
      });
    },
  },
  'azure.mssql_server': SQL_ARM,
  'azure.cosmosdb_account': COSMOS_ARM,
  'azure.redis_cache': {
    write: (c, x) =>
      void x.add({
        symbol: x.symbol(c),
        type: 'Microsoft.Cache/redis',
        apiVersion: '2023-08-01',
        name: x.unique(`redis-${azName(c, 40)}`, '-'),
        body: {
          location: x.location(),
          properties: {
            sku: redisSku(c),
            // Clustering (shards) is a Premium feature.
            shardCount: redisSku(c).name === 'Premium' ? c.attrs.shards : undefined,
            redisVersion: c.attrs.version ? c.attrs.version.split('.')[0] : undefined,
            enableNonSslPort: false,
            minimumTlsVersion: '1.2',
            publicNetworkAccess: 'Disabled',
            redisConfiguration: { 'aad-enabled': 'true' },
          },
        },
      }),
  },
};
