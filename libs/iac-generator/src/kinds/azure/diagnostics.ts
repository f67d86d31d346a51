/**
 * Logs of a resource sent to a Log Analytics workspace ("send the AuditEvent logs of our key vault
 * to it", "stream the cluster's diagnostics to the workspace"): a diagnostic setting on that
 * resource naming the workspace, with the log category said (a CamelCase category, "audit logs" as
 * the audit group, else every log). Said in words of its own, so it is read from the request's
 * phrases; the resource may be one that already exists. Without it the workspace stays empty.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';

// Resources whose own diagnostic settings carry logs (a storage account's logs are its services', not its own).
const DIAGNOSED: Record<string, { type: string; words: RegExp }> = {
  'azure.key_vault': { type: 'Microsoft.KeyVault/vaults', words: /\b(?:key\s*)?vaults?\b/i },
  'azure.container_registry': { type: 'Microsoft.ContainerRegistry/registries', words: /\bregistry\b|\bacr\b/i },
  'azure.servicebus_namespace': { type: 'Microsoft.ServiceBus/namespaces', words: /\bservice\s*bus\b/i },
  'azure.eventhub_namespace': { type: 'Microsoft.EventHub/namespaces', words: /\bevent\s*hubs?\b/i },
  'azure.cosmosdb_account': { type: 'Microsoft.DocumentDB/databaseAccounts', words: /\bcosmos\b/i },
  'azure.kubernetes_cluster': { type: 'Microsoft.ContainerService/managedClusters', words: /\b(?:aks|cluster)\b/i },
  'azure.app_configuration': {
    type: 'Microsoft.AppConfiguration/configurationStores',
    words: /\bapp(?:lication)?\s+config(?:uration)?\b/i,
  },
};

const SENDS_LOGS =
  /\b(?:send|sends|sending|stream\w*|ship\w*|forward\w*|route\w*|export\w*|push\w*|collect\w*|pipe\w*)\b[^.;]*\b(?:logs?|diagnostics)\b|\b(?:logs?|diagnostics)\s+(?:go|goes|going|flow|flows|land|lands)\s+(?:in)?to\b|\bdiagnostic settings?\b/i;

/** What is sent: one category ("AuditEvent logs"), a category group ("audit logs"), or every log. */
interface LogsSent {
  source: Component;
  category?: string;
  group: string;
}

/** The ARM type a diagnosed resource is named by. */
export const diagnosedType = (c: Component): string => DIAGNOSED[c.kind].type;

/** The resources of the request whose logs it sends to the workspace, with what it sends. */
export function logsSentTo(workspace: Component, plan: Planner): LogsSent[] {
  const sent: LogsSent[] = [];
  plan.phrases.forEach((phrase, i) => {
    if (!SENDS_LOGS.test(phrase)) return;
    const category = /\b([A-Z][a-z]+(?:[A-Z][a-z]+)+)\s+(?:logs?|events?|category)\b/.exec(phrase)?.[1];
    const group = /\baudit\s+logs?\b/i.test(phrase) ? 'audit' : 'allLogs';
    // What the phrase speaks of: a resource asked in it, or one it names by its name or its kind's words.
    const spoken = (source: Component) =>
      source.phrase === i ||
      (!!source.name && phrase.toLowerCase().includes(source.name.toLowerCase())) ||
      DIAGNOSED[source.kind].words.test(phrase);
    for (const source of plan.components)
      if (source !== workspace && !source.implicit && source.kind in DIAGNOSED && spoken(source))
        if (!sent.some((s) => s.source === source)) sent.push({ source, category, group });
    if (category && sent.length) plan.wired(i, category);
  });
  return sent;
}
