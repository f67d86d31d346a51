import { type Intent, type Mention } from '../../understand/understand';
import { type Kind } from '../kind';
import { NETWORK_KINDS } from './network';
import { DNS_KINDS, isPrivateZone } from './dns';
import { PLATFORM_KINDS } from './platform';
import { isWindows } from './images';
import { FOLDER_KINDS } from './kinds.generated';
import { markExisting } from '../existing-mention';
import { existingLookup } from '../../model/existing';

// A resource the request says exists is referenced as it is: nothing is planned around it.
const referenced = (k: Kind): Kind => ({
  ...k,
  needs: k.needs && ((c, plan) => (existingLookup(c) ? undefined : k.needs?.(c, plan))),
});

export const AZURE_KINDS: ReadonlyMap<string, Kind> = new Map(
  [...NETWORK_KINDS, ...DNS_KINDS, ...PLATFORM_KINDS, ...FOLDER_KINDS].map((k) => [k.kind, referenced(k)]),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the phrase calls the thing named by `words` existing ("our already-existing function app"). */
function alreadyExists(phrase: string, words: string): boolean {
  const re = new RegExp(
    `\\b(?:already[- ]existing|existing|pre-?existing)\\s+(?:[a-z0-9-]+\\s+){0,3}${escape(words)}\\b`,
    'i',
  );
  return re.test(phrase);
}

/**
 * The engine named with a database picks the Azure service (MySQL, SQL Server), as does "SQL
 * database" (Azure SQL Database, the service of that name); "blob" words pick a container.
 */
export function resolveAzureKind(kind: string, intent: Intent, mention?: Mention): string | null {
  // "in front of our existing web app": what already exists is not created again, and what was
  // stated with it goes to what is being created.
  // One every target can refer to is kept, flagged, and referred to (kinds/existing-mention.ts).
  if (markExisting(kind, intent, mention)) return kind;
  if (mention?.text && alreadyExists(intent.phrases[mention.phrase] ?? '', mention.text)) return null;
  // A private zone is a service of its own in Azure, never a public zone.
  if (kind === 'azure.dns_zone' && mention && isPrivateZone(mention.text, mention.attrs.domain))
    return 'azure.private_dns_zone';
  // Windows Server machines are a resource type of their own in azurerm (and sign in with a password).
  if (isWindows(mention?.attrs.os) && /^azure\.linux_virtual_machine(?:_scale_set)?$/.test(kind))
    return kind.replace('linux', 'windows');
  // Backups of a database are its own setting (retention), not a Recovery Services vault.
  if (kind === 'azure.recovery_services_vault' && mention && !/vault/.test(mention.text ?? '')) {
    const own = /postgresql|mysql|mssql|cosmosdb|storage_account/;
    const servers = /virtual_machine|managed_disk|storage_share/;
    if (intent.mentions.some((m) => own.test(m.kind)) && !intent.mentions.some((m) => servers.test(m.kind)))
      return null;
  }
  // "a webhook subscription" beside an Event Grid topic, with no Service Bus in the request, is Event Grid's.
  if (
    kind === 'azure.servicebus_subscription' &&
    intent.mentions.some((m) => m.kind === 'azure.eventgrid_topic') &&
    !intent.mentions.some((m) => /servicebus_(?:topic|namespace|queue)/.test(m.kind))
  )
    return 'azure.eventgrid_event_subscription';
  if (kind === 'azure.postgresql_flexible_server') {
    // "a database" in a request that names an Azure SQL server is one of its databases, not a PostgreSQL server.
    if (
      /^(?:databases?|dbs?)$/.test(mention?.text ?? '') &&
      !mention?.attrs.engine &&
      intent.mentions.some((m) => m.kind === 'azure.mssql_server')
    )
      return null;
    const engine = mention?.attrs.engine ?? intent.mentions.find((m) => m.attrs.engine)?.attrs.engine;
    if (engine?.includes('mysql') || engine === 'mariadb') return 'azure.mysql_flexible_server';
    if (engine?.startsWith('sqlserver') || /^sql (?:database|db)$/.test(mention?.text ?? ''))
      return 'azure.mssql_server';
  }
  return kind;
}
