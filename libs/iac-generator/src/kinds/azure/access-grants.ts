/**
 * A managed identity asked with what it may do with a part of the request ("id-worker can only
 * receive from the queue", "an identity that may pull from the registry"): a role assignment from
 * that identity, scoped to that one resource, with the narrowest built-in data role for the access
 * said (a receiver, never the namespace's owner). Read by access-verbs.ts from the request's words.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { usedWhilePlanning } from '../../plan/track-reads';
import { type Access, accessSaid, type KindWords, saysAccess } from '../access-verbs';

interface Grantable {
  words: RegExp;
  roles: Partial<Record<Access, string[]>>;
}

const SERVICE_BUS = {
  read: ['Azure Service Bus Data Receiver'],
  write: ['Azure Service Bus Data Sender'],
  readwrite: ['Azure Service Bus Data Receiver', 'Azure Service Bus Data Sender'],
};
const EVENT_HUBS = {
  read: ['Azure Event Hubs Data Receiver'],
  write: ['Azure Event Hubs Data Sender'],
  readwrite: ['Azure Event Hubs Data Receiver', 'Azure Event Hubs Data Sender'],
};

/** Per kind an identity can be granted on: the words it is spoken of by, and the role for each access. */
const GRANTABLE: Record<string, Grantable> = {
  'azure.servicebus_queue': { words: /\bqueues?\b/, roles: SERVICE_BUS },
  'azure.servicebus_topic': { words: /\btopics?\b/, roles: SERVICE_BUS },
  'azure.servicebus_namespace': { words: /\bservice\s*bus\b|\bnamespace\b/, roles: SERVICE_BUS },
  'azure.eventhub': { words: /\bevent\s*hubs?\b|\bhubs?\b/, roles: EVENT_HUBS },
  'azure.eventhub_namespace': { words: /\bevent\s*hubs?\b|\bnamespace\b/, roles: EVENT_HUBS },
  'azure.storage_account': {
    words: /\bstorage\b|\bblobs?\b|\baccount\b|\bcontainers?\b|\bfiles\b|\bobjects\b/,
    // Azure has no built-in role that writes blobs without reading them: the contributor is the narrowest.
    roles: {
      read: ['Storage Blob Data Reader'],
      write: ['Storage Blob Data Contributor'],
      readwrite: ['Storage Blob Data Contributor'],
    },
  },
  'azure.key_vault': {
    words: /\b(?:key\s*)?vaults?\b|\bsecrets?\b/,
    roles: {
      read: ['Key Vault Secrets User'],
      write: ['Key Vault Secrets Officer'],
      readwrite: ['Key Vault Secrets Officer'],
    },
  },
  'azure.container_registry': {
    words: /\bregistry\b|\bacr\b|\bimages?\b/,
    // AcrPush also pulls: the narrowest built-in role that pushes.
    roles: { read: ['AcrPull'], write: ['AcrPush'], readwrite: ['AcrPush'] },
  },
};

const WORDS: KindWords = Object.fromEntries(Object.entries(GRANTABLE).map(([k, g]) => [k, g.words]));

/** The role assignments from a user-assigned identity to the resources the request says it may use. */
export function grantsSaid(c: Component, plan: Planner): void {
  for (const said of accessSaid(c, plan, WORDS)) {
    const roles = GRANTABLE[said.target.kind].roles[said.access];
    if (!roles) continue;
    if (said.target.attrs.access) usedWhilePlanning(said.target, 'access');
    plan.wired(said.phrase, said.text);
    const given = plan
      .all('azure.role_assignment')
      .some(
        (r) =>
          r.ref.identity === c && r.ref.scope === said.target && roles.every((n) => r.attrs.roleNames?.includes(n)),
      );
    if (given) continue;
    const grant = plan.add('azure.role_assignment', {
      implicit: `${c.name ?? c.id} may ${saysAccess(said)} (${roles.join(' and ')}, scoped to that one resource)`,
      label: `${c.id}_${said.target.id}`,
      attrs: { roleNames: roles },
    });
    grant.ref.identity = c;
    grant.ref.scope = said.target;
  }
}
