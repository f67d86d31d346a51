/**
 * The settings families of the kinds the vocabulary reads that no kind folder builds: a product
 * written from its provider's schema or reported as not covered, read with the settings said around
 * it as a folder's kind is. A kind read by the vocabulary that is not here and has no folder (a
 * general word that another kind resolves to, "subnet group" or "template") takes none.
 */
import { type Family } from '../settings';

export const SETTINGS_WITHOUT_A_FOLDER: Readonly<Record<string, readonly Family[]>> = {
  'aws.budgets_budget': ['budget'],
  // Azure Container Instances: the image its container runs goes in the schema's image field.
  'azure.container_group': ['image', 'port', 'resources'],
  'azure.logic_app_workflow': ['schedule', 'retention', 'consumption'],
  'azure.mssql_managed_instance': [
    'size',
    'resources',
    'storage',
    'engine',
    'retention',
    'capacity',
    'tier',
    'spot',
    'readReplica',
    'os',
    'port',
    'sqlDatabase',
  ],
  'azure.synapse_workspace': ['retention'],
  'gcp.api_gateway_api': ['timeout', 'port', 'apiRoute', 'path'],
  'gcp.app_engine_application': ['replicas', 'resources', 'runtime', 'port'],
  'gcp.billing_budget': ['budget'],
  'gcp.compute_backend_bucket': ['retention'],
};
