import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { lifecycleRule } from '../settings';
import { corsRule } from '../../../model/cors';
import { globalName, placed, tags } from '../terraform/common';
import { decide } from './decide';
import { allowedRanges } from '../firewall-rules';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_storage_account',
  write: (c, x) => {
    const { sku, tls, publicAccess, hns, versioning, softDeleteDays, containerSoftDeleteDays } = decide(c, x.plan);
    const allowed = allowedRanges(c);
    const cors =
      c.attrs.flags.has('cors') || c.attrs.corsOrigins || c.attrs.corsMethods
        ? corsRule([c], c.attrs.domain ? `https://${c.attrs.domain}` : '*')
        : undefined;
    x.primary(
      c,
      {
        name: globalName(c, x, 24),
        ...placed(c, x),
        account_tier: sku.tier,
        account_replication_type: sku.replication.replace('-', ''),
        account_kind: sku.kind,
        access_tier: sku.accessTier,
        min_tls_version: tls,
        https_traffic_only_enabled: true,
        allow_nested_items_to_be_public: false,
        shared_access_key_enabled: false,
        public_network_access_enabled: publicAccess,
        // Only the addresses its firewall was said to let in (and Azure's own services).
        network_rules: allowed.length
          ? block({ default_action: 'Deny', bypass: ['AzureServices'], ip_rules: allowed.map((r) => r.value) })
          : undefined,
        infrastructure_encryption_enabled: true,
        is_hns_enabled: hns,
        blob_properties: block({
          versioning_enabled: versioning,
          delete_retention_policy: block({ days: softDeleteDays }),
          container_delete_retention_policy: block({ days: containerSoftDeleteDays }),
          // The CORS rule stated: its origins and methods, as said.
          cors_rule: cors
            ? block({
                allowed_origins: cors.origins,
                allowed_methods: cors.methods,
                allowed_headers: ['*'],
                exposed_headers: ['ETag'],
                max_age_in_seconds: 3600,
              })
            : undefined,
        }),
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      },
      versioning
        ? 'HTTPS and TLS 1.2 only, no public blobs, no shared keys (Entra ID only), versioning and soft delete.'
        : 'HTTPS and TLS 1.2 only, no public blobs, no shared keys (Entra ID only), soft delete; a hierarchical namespace has no blob versioning.',
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
              tier_to_cold_after_days_since_modification_greater_than: rule.cold,
              tier_to_archive_after_days_since_modification_greater_than: rule.archive,
              delete_after_days_since_modification_greater_than: rule.delete,
            }),
            // Previous versions go the days stated after they were replaced.
            version: rule.versions ? block({ delete_after_days_since_creation: rule.versions }) : undefined,
          }),
        }),
      });
  },
};
