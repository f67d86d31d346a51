import { type Intent, type Mention } from '../../understand/understand';
import { type Kind } from '../kind';
import { NETWORK_KINDS } from './network';
import { asksPrivateResolution, DNS_KINDS, isPrivateZone } from './dns';
import { PLATFORM_KINDS } from './platform';
import { isWindows } from './images';
import { FOLDER_KINDS } from './kinds.generated';
import { markExisting } from '../existing-mention';
import { existingLookup } from '../../model/existing';
import { zoneNotAsked } from '../zone-asked';
import { grantsSaid } from './access-grants';
import { signInWithOwnKey } from './machine-login';

// A resource the request says exists is referenced as it is: nothing is planned around it. An
// identity that exists may still be granted on a resource of the request ("id-x can read the vault").
const referenced = (k: Kind): Kind => ({
  ...k,
  needs:
    k.needs &&
    ((c, plan) =>
      existingLookup(c)
        ? k.kind === 'azure.user_assigned_identity'
          ? grantsSaid(c, plan)
          : undefined
        : k.needs?.(c, plan)),
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

// The storage services a private endpoint reaches, named after "private endpoint(s) for".
const SUBRESOURCE = String.raw`(?:blob|file|queue|table|dfs|web)s?`;
const ENDPOINT_FOR = new RegExp(
  String.raw`\bprivate\s+endpoints?\s+(?:for|to|on)\s+(?:the\s+)?(?:storage\s+)?(${SUBRESOURCE}(?:\s*(?:,|and|&|\/)\s*(?:the\s+)?${SUBRESOURCE})*)\b`,
  'i',
);

/** Whether `words` are a storage service named as what a private endpoint in `phrase` reaches. */
function endpointSubresource(phrase: string, words: string | undefined): boolean {
  const listed = ENDPOINT_FOR.exec(phrase)?.[1].toLowerCase();
  // "file share" is the file service's: its first word names it.
  const word = words?.toLowerCase().split(/\s+/)[0].replace(/s$/, '');
  return !!listed && !!word && new RegExp(`\\b${word}s?\\b`).test(listed);
}

// Apps whose settings are their own (app settings), on App Service.
const APP_SERVICE = /^azure\.(?:linux|windows)_(?:web|function)_app$/;

/**
 * Whether a network said with "the" or as "VNet integration", with nothing of its own (no name, no
 * address space), is the network of a subnet the request gives by its resource id.
 */
function theNetworkOfAGivenSubnet(intent: Intent, mention: Mention): boolean {
  if (mention.names.length || mention.attrs.cidrs.length) return false;
  // "the VNet", or "VNet integration" (the app's setting, into the given subnet).
  const said = /\bthe\s+(?:vnet|virtual\s+network)\b|\b(?:vnet|virtual\s+network)\s+integration\b/i;
  if (!said.test(intent.phrases[mention.phrase] ?? '')) return false;
  return intent.mentions.some(
    (m) => m.kind === 'azure.subnet' && m.names.some((n) => /\/virtualnetworks\/[^/]+\/subnets\/[^/]+$/i.test(n)),
  );
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
  // "private DNS" beside a private endpoint, no domain of its own: the endpoint's privatelink zone,
  // which the endpoint writes; never a zone beside it (and never a public one named example.com).
  if (
    /^azure\.(?:private_)?dns_zone$/.test(kind) &&
    mention &&
    !mention.attrs.domain &&
    asksPrivateResolution(intent.phrases[mention.phrase]) &&
    intent.mentions.some((m) => m.kind === 'azure.private_endpoint')
  )
    return null;
  // "a private endpoint for blob (and queue)": the storage service the endpoint reaches, never a blob,
  // a Service Bus queue or a share of its own.
  if (mention && !mention.names.length && endpointSubresource(intent.phrases[mention.phrase] ?? '', mention.text))
    return null;
  // "wire it into the app settings" beside a web or function app: the app's own settings, never an
  // App Configuration store.
  if (
    kind === 'azure.app_configuration' &&
    /^(?:app|application)\s+settings?$/.test(mention?.text ?? '') &&
    intent.mentions.some((m) => APP_SERVICE.test(m.kind))
  )
    return null;
  // "reach the database over the VNet" with a subnet given by its id: that subnet's network, which
  // is looked up with it; never a new network beside it.
  if (kind === 'azure.virtual_network' && mention && theNetworkOfAGivenSubnet(intent, mention)) return null;
  // A private zone is a service of its own in Azure, never a public zone.
  if (kind === 'azure.dns_zone' && mention && isPrivateZone(mention.text, mention.attrs.domain))
    return 'azure.private_dns_zone';
  if (zoneNotAsked(kind, mention)) return null;
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
  // "SSH key authentication only" beside Linux machines (a VM, a scale set, AKS nodes) is how they sign in: their
  // admin key, which they write; never an SSH public key resource of its own, with a second key to supply.
  if (kind === 'aws.key_pair' && signInWithOwnKey(intent)) return null;
  // "a federated credential for GitHub repo acme/web": the identity's trust (federation.ts), never a secret in a vault.
  if (
    kind === 'azure.key_vault_secret' &&
    /\bfederat\w*\b/i.test(intent.phrases[mention?.phrase ?? -1] ?? '') &&
    intent.mentions.some((m) => m.kind === 'azure.user_assigned_identity')
  )
    return null;
  // "a webhook subscription" beside an Event Grid topic, with no Service Bus in the request, is Event Grid's.
  if (
    kind === 'azure.servicebus_subscription' &&
    intent.mentions.some((m) => /^azure\.eventgrid_(?:system_)?topic$/.test(m.kind)) &&
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
