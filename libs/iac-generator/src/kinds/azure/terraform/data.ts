/**
 * Storage, Key Vault and databases as hashicorp/azurerm resources. Databases use Entra ID sign-in where Azure allows
 * it; other secrets go to Key Vault.
 */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { azName } from '../common';
import {
  flexibleSku,
  flexibleSkuName,
  flexibleStorageMb,
  lifecycleRule,
  namedTier,
  redisSku,
  storageSku,
  zoneRedundant,
} from '../settings';
import { globalName, placed, privateDnsZone, tags, tenant } from './common';
import { COSMOS_TERRAFORM } from './cosmos';
import { containerName } from '../data';
import { SQL_TERRAFORM } from './sql';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';

const passwordIn = (c: Component, x: TfContext) => {
  const pw = x.resource('random_password', c.id, { length: 32, special: true, override_special: '!#%*-_=+' });
  const kv = c.ref.vault as Component;
  x.resource(
    'azurerm_key_vault_secret',
    `${c.id}_admin_password`,
    {
      name: `${azName(c, 90)}-admin-password`,
      value: expr(`${pw}.result`),
      key_vault_id: x.ref(kv),
      content_type: 'password',
    },
    'The generated admin password is kept in Key Vault, never in code.',
  );
  return expr(`${pw}.result`);
};

export const DATA_TERRAFORM: Record<string, TerraformWriter> = {
  'azure.storage_account': {
    resourceType: 'azurerm_storage_account',
    write: (c, x) => {
      const sku = storageSku(c);
      x.primary(
        c,
        {
          name: globalName(c, x, 24),
          ...placed(c, x),
          account_tier: sku.tier,
          account_replication_type: sku.replication.replace('-', ''),
          account_kind: sku.kind,
          access_tier: sku.accessTier,
          min_tls_version: 'TLS1_2',
          https_traffic_only_enabled: true,
          allow_nested_items_to_be_public: false,
          shared_access_key_enabled: false,
          public_network_access_enabled: c.attrs.flags.has('public'),
          infrastructure_encryption_enabled: true,
          blob_properties: block({
            versioning_enabled: true,
            delete_retention_policy: block({ days: 7 }),
            container_delete_retention_policy: block({ days: 7 }),
          }),
          identity: block({ type: 'SystemAssigned' }),
          tags: tags(c),
        },
        'HTTPS and TLS 1.2 only, no public blobs, no shared keys (Entra ID only), versioning and soft delete.',
      );
      const rule = lifecycleRule(c);
      if (rule)
        x.resource('azurerm_storage_management_policy', c.id, {
          storage_account_id: x.ref(c),
          rule: block({
            name: 'age-based',
            enabled: true,
            filters: block({ blob_types: ['blockBlob'] }),
            actions: block({
              base_blob: block({
                tier_to_cool_after_days_since_modification_greater_than: rule.cool,
                tier_to_archive_after_days_since_modification_greater_than: rule.archive,
                delete_after_days_since_modification_greater_than: rule.delete,
              }),
            }),
          }),
        });
    },
  },
  'azure.storage_container': {
    resourceType: 'azurerm_storage_container',
    write: (c, x) =>
      void x.primary(c, {
        name: containerName(c),
        storage_account_id: x.ref(c.ref.account as Component),
        container_access_type: 'private',
      }),
  },
  'azure.storage_blob': {
    resourceType: 'azurerm_storage_blob',
    write: (c, x) => {
      const ct = c.ref.container as Component;
      x.primary(c, {
        name: c.attrs.path ?? `${azName(c)}.txt`,
        storage_account_name: expr(`${x.addr(ct.ref.account as Component)}.name`),
        storage_container_name: x.ref(ct, 'name'),
        type: 'Block',
        source_content: 'placeholder',
      });
    },
  },
  'azure.storage_share': {
    resourceType: 'azurerm_storage_share',
    write: (c, x) =>
      void x.primary(c, {
        name: azName(c, 63),
        storage_account_id: x.ref(c.ref.account as Component),
        quota: c.attrs.storageGb ?? 100,
      }),
  },
  'azure.key_vault': {
    resourceType: 'azurerm_key_vault',
    write: (c, x) => {
      x.primary(
        c,
        {
          name: globalName(c, x, 24),
          ...placed(c, x),
          tenant_id: tenant(x),
          sku_name: namedTier(c, ['standard', 'premium'], 'standard'),
          rbac_authorization_enabled: true,
          purge_protection_enabled: true,
          // A deleted vault stays recoverable 7 to 90 days; the longest when none is stated.
          soft_delete_retention_days: Math.min(90, Math.max(7, c.attrs.deletionWindowDays ?? 90)),
          public_network_access_enabled: c.attrs.flags.has('public'),
          network_acls: block({ default_action: 'Deny', bypass: 'AzureServices' }),
          tags: tags(c),
        },
        'RBAC authorisation, purge protection, network access denied by default.',
      );
      x.resource(
        'azurerm_role_assignment',
        `${c.id}_deployer`,
        {
          scope: x.ref(c),
          role_definition_name: 'Key Vault Secrets Officer',
          principal_id: expr('data.azurerm_client_config.current.object_id'),
        },
        'Lets whoever applies this write the secrets it creates.',
      );
    },
  },
  'azure.key_vault_secret': {
    resourceType: 'azurerm_key_vault_secret',
    write: (c, x) => {
      x.primary(c, {
        name: azName(c, 127),
        value: x.variable(`${c.id}_value`, {
          type: 'string',
          description: `Value of the secret ${azName(c)}`,
          sensitive: true,
        }),
        key_vault_id: x.ref(c.ref.vault as Component),
        content_type: 'text/plain',
      });
    },
  },
  'azure.postgresql_flexible_server': {
    resourceType: 'azurerm_postgresql_flexible_server',
    write: (c, x) => {
      // A read replica copies its source's version, sign-in and data.
      const replicaOf = c.config.replica && c.attrs.readReplicas ? (c.ref.source as Component | undefined) : undefined;
      x.primary(
        c,
        {
          name: globalName(c, x, 60),
          ...placed(c, x),
          version: replicaOf ? undefined : (c.attrs.version?.split('.')[0] ?? '16'),
          sku_name: flexibleSkuName(flexibleSku(c)),
          create_mode: replicaOf ? 'Replica' : undefined,
          source_server_id: replicaOf ? x.ref(replicaOf) : undefined,
          storage_mb: flexibleStorageMb(c.attrs.storageGb),
          backup_retention_days: Math.min(35, Math.max(7, c.attrs.retentionDays ?? 14)),
          geo_redundant_backup_enabled: true,
          // Reached through a private endpoint, or injected into its own delegated subnet.
          delegated_subnet_id: c.config.privateEndpoint ? undefined : x.ref(c.ref.subnet as Component),
          private_dns_zone_id: c.config.privateEndpoint
            ? undefined
            : replicaOf
              ? expr(`azurerm_private_dns_zone.${replicaOf.id}.id`)
              : privateDnsZone(c, x, 'privatelink.postgres.database.azure.com'),
          public_network_access_enabled: false,
          zone: '1',
          authentication: replicaOf
            ? undefined
            : block({
                active_directory_auth_enabled: true,
                password_auth_enabled: false,
                tenant_id: tenant(x),
              }),
          high_availability:
            zoneRedundant(c, flexibleSku(c)) && !replicaOf ? block({ mode: 'ZoneRedundant' }) : undefined,
          tags: tags(c),
        },
        'Private (VNet-integrated), Entra ID sign-in only: there is no password to leak.',
      );
      if (!replicaOf)
        x.resource('azurerm_postgresql_flexible_server_database', c.id, {
          name: 'app',
          server_id: x.ref(c),
          charset: 'UTF8',
          collation: 'en_US.utf8',
        });
    },
  },
  'azure.mysql_flexible_server': {
    resourceType: 'azurerm_mysql_flexible_server',
    write: (c, x) => {
      x.primary(c, {
        name: globalName(c, x, 60),
        ...placed(c, x),
        administrator_login: 'dbadmin',
        administrator_password: passwordIn(c, x),
        version: c.attrs.version?.startsWith('5.7') ? '5.7' : '8.0.21',
        sku_name: flexibleSkuName(flexibleSku(c, true)),
        delegated_subnet_id: c.config.privateEndpoint ? undefined : x.ref(c.ref.subnet as Component),
        private_dns_zone_id: c.config.privateEndpoint
          ? undefined
          : privateDnsZone(c, x, 'privatelink.mysql.database.azure.com'),
        public_network_access: c.config.privateEndpoint ? 'Disabled' : undefined,
        backup_retention_days: Math.min(35, Math.max(1, c.attrs.retentionDays ?? 14)),
        geo_redundant_backup_enabled: true,
        zone: '1',
        high_availability: zoneRedundant(c, flexibleSku(c, true)) ? block({ mode: 'ZoneRedundant' }) : undefined,
        storage: block({ size_gb: Math.max(20, c.attrs.storageGb ?? 32), auto_grow_enabled: true }),
        tags: tags(c),
      });
      x.resource('azurerm_mysql_flexible_server_configuration', `${c.id}_tls`, {
        name: 'require_secure_transport',
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        server_name: x.ref(c, 'name'),
        value: 'ON',
      });
    },
  },
  'azure.mssql_server': SQL_TERRAFORM,
  'azure.cosmosdb_account': COSMOS_TERRAFORM,
  'azure.redis_cache': {
    resourceType: 'azurerm_redis_cache',
    write: (c, x) =>
      void x.primary(
        c,
        {
          name: globalName(c, x, 60),
          ...placed(c, x),
          capacity: redisSku(c).capacity,
          family: redisSku(c).family,
          sku_name: redisSku(c).name,
          // Clustering (shards) is a Premium feature.
          shard_count: redisSku(c).name === 'Premium' ? c.attrs.shards : undefined,
          redis_version: c.attrs.version ? c.attrs.version.split('.')[0] : undefined,
          non_ssl_port_enabled: false,
          minimum_tls_version: '1.2',
          public_network_access_enabled: false,
          redis_configuration: block({ active_directory_authentication_enabled: true }),
          tags: tags(c),
        },
        'TLS 1.2 only (non-TLS port off), Entra ID authentication, private.',
      ),
  },
};
