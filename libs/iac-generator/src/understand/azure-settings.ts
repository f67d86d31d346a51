/**
 * Settings of Azure services, by what they mean: an application gateway's SKU, Front Door origins
 * reached over Private Link, numbered availability zones, one group's machines by count and size
 * ("4 x Standard_D2s_v5"), the operating system of the machines named beside it, spot capacity,
 * a cluster's network plugin, App Service instance counts, registry geo-replication, built-in roles
 * by name, a static site's repository and build folders, the addresses a data
 * service's own firewall lets in, how a backup vault stores its copies, how far Event Hubs auto-inflates, an app's secrets surfaced as environment variables, a database's collation, and how long a vault keeps weekly backups. They are read before the general
 * patterns of settings.ts, so their words and numbers are not read twice.
 *
 * The rules are in their families' files (settings/<family>.ts, with their examples); this file is
 * the order they are tried in.
 */
import { type Rule } from './settings';
import { PRIVATE_ORIGIN_AZURE } from './settings/private-origin';
import { ZONES_AZURE } from './settings/zones';
import { INSTANCE_COUNT_AZURE } from './settings/instance-count';
import { TIER_AZURE } from './settings/tier';
import { SPOT_AZURE } from './settings/spot';
import { CLUSTER_NETWORK_AZURE } from './settings/cluster-network';
import { FIREWALL_MODE_AZURE } from './settings/firewall-mode';
import { REPLICAS_AZURE } from './settings/replicas';
import { GEOREPLICATION_AZURE } from './settings/georeplication';
import { ROLE_AZURE } from './settings/role';
import { SITE_SOURCE_AZURE } from './settings/site-source';
import { HIERARCHICAL_NAMESPACE_AZURE } from './settings/hierarchical-namespace';
import { SERVICE_FIREWALL_AZURE } from './settings/service-firewall';
import { VAULT_REDUNDANCY_AZURE } from './settings/vault-redundancy';
import { CAPACITY_AZURE } from './settings/capacity';
import { PREFIX_LENGTH_AZURE } from './settings/prefix-length';
import { FILE_PROTOCOL_AZURE } from './settings/file-protocol';
import { EVENT_FILTER_AZURE } from './settings/event-filter';
import { THREAT_INTEL_AZURE } from './settings/threat-intel';
import { APIM_PUBLISHER_AZURE } from './settings/apim-publisher';
import { APP_SECRET_ENV_AZURE } from './settings/app-secret-env';
import { COLLATION_AZURE } from './settings/collation';
import { WEEKLY_KEEP_AZURE } from './settings/weekly-keep';

export const AZURE_RULES: Rule[] = [
  ...APP_SECRET_ENV_AZURE,
  ...COLLATION_AZURE,
  ...WEEKLY_KEEP_AZURE,
  ...SERVICE_FIREWALL_AZURE,
  ...VAULT_REDUNDANCY_AZURE,
  ...CAPACITY_AZURE,
  ...PREFIX_LENGTH_AZURE,
  ...FILE_PROTOCOL_AZURE,
  ...EVENT_FILTER_AZURE,
  ...THREAT_INTEL_AZURE,
  ...APIM_PUBLISHER_AZURE,
  ...PRIVATE_ORIGIN_AZURE,
  ...ZONES_AZURE,
  ...INSTANCE_COUNT_AZURE,
  ...TIER_AZURE,
  ...SPOT_AZURE,
  ...CLUSTER_NETWORK_AZURE,
  ...FIREWALL_MODE_AZURE,
  ...REPLICAS_AZURE,
  ...GEOREPLICATION_AZURE,
  ...HIERARCHICAL_NAMESPACE_AZURE,
  ...ROLE_AZURE,
  ...SITE_SOURCE_AZURE,
];
