import { type Intent } from '../../understand/understand';
import { type AzureKind } from './types';
import { NETWORK_KINDS } from './network';
import { COMPUTE_KINDS } from './compute';
import { DATA_KINDS } from './data';
import { PLATFORM_KINDS } from './platform';

export const AZURE_KINDS: ReadonlyMap<string, AzureKind> = new Map([...NETWORK_KINDS, ...COMPUTE_KINDS, ...DATA_KINDS, ...PLATFORM_KINDS].map((k) => [k.kind, k]));

/** The engine named in the request picks the database service; "blob" words pick a container. */
export function resolveAzureKind(kind: string, intent: Intent): string | null {
  if (kind === 'azure.postgresql_flexible_server') {
    const engine = intent.mentions.find((m) => m.attrs.engine)?.attrs.engine ?? intent.global.engine;
    if (engine?.includes('mysql') || engine === 'mariadb') return 'azure.mysql_flexible_server';
    if (engine?.startsWith('sqlserver')) return 'azure.mssql_server';
  }
  return kind;
}
