import { type Needs } from '../../../plan/needs';
import { type Component } from '../../../model/types';
import { inGroup } from '../common';
import { namespaceFor } from '../platform';

const NAMESPACE = 'azure.eventhub_namespace';
const WHY = 'event hubs live in a namespace';

// The rights a rule's words grant ("listen only", "send-only", "manage"); reading alone when none is said.
const RIGHTS: [string, RegExp][] = [
  ['Listen', /\b(?:listen|listening|read|reading|receive|consume)\b/i],
  ['Send', /\b(?:send|sending|write|writing|publish|produce)\b/i],
  ['Manage', /\b(?:manage|management|admin|full)\b/i],
];
const ONLY = /\b(?:only|just)\b|-only\b/i;

export const needs: Needs = (c, plan) => {
  inGroup(c, plan);
  // A rule grants on the event hub asked for; on the namespace when no hub is (a namespace-wide rule).
  const hub = (c.ref.hub ??= plan.first('azure.eventhub')) as Component | undefined;
  const namespace = hub
    ? namespaceFor(hub, plan, NAMESPACE, WHY)
    : ((c.ref.namespace ??= plan.ensure(NAMESPACE, WHY, { label: 'main' })) as Component);
  // Shared access signatures need the namespace's local (key) authentication.
  namespace.config.localAuth = true;
  const words = plan.phrases?.[c.phrase ?? -1] ?? '';
  const said = RIGHTS.filter(([, re]) => re.test(words)).map(([right]) => right);
  // Manage needs Listen and Send with it; "listen only" is Listen alone.
  const rights = said.includes('Manage') && !ONLY.test(words) ? ['Listen', 'Send', 'Manage'] : said;
  c.config.rights = rights.length ? rights : ['Listen'];
};
