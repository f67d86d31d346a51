import { type Intent, type Mention } from '../../understand/understand';
import { type Kind } from '../kind';
import { NETWORK_KINDS } from './network';
import { COMPUTE_KINDS } from './compute';
import { DATA_KINDS } from './data';
import { PLATFORM_KINDS } from './platform';
import { CATALOGUE_KINDS } from './catalogue';

export const AZURE_KINDS: ReadonlyMap<string, Kind> = new Map(
  [...NETWORK_KINDS, ...COMPUTE_KINDS, ...DATA_KINDS, ...PLATFORM_KINDS, ...CATALOGUE_KINDS].map((k) => [k.kind, k]),
);

/**
 * The engine named with a database picks the Azure service (MySQL, SQL Server), as does "SQL
 * database" (Azure SQL Database, the service of that name); "blob" words pick a container.
 */
export function resolveAzureKind(kind: string, intent: Intent, mention?: Mention): string | null {
  // Backups of a database are its own setting (retention), not a Recovery Services vault.
  if (kind === 'azure.recovery_services_vault' && mention && !/vault/.test(mention.text ?? '')) {
    const own = /postgresql|mysql|mssql|cosmosdb|storage_account/;
    const servers = /virtual_machine|managed_disk|storage_share/;
    if (intent.mentions.some((m) => own.test(m.kind)) && !intent.mentions.some((m) => servers.test(m.kind)))
      return null;
  }
  if (kind === 'azure.postgresql_flexible_server') {
    const engine = mention?.attrs.engine ?? intent.mentions.find((m) => m.attrs.engine)?.attrs.engine;
    if (engine?.includes('mysql') || engine === 'mariadb') return 'azure.mysql_flexible_server';
    if (engine?.startsWith('sqlserver') || /^sql (?:database|db)$/.test(mention?.text ?? ''))
      return 'azure.mssql_server';
  }
  return kind;
}
