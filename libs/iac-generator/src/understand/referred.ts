/**
 * A workload the request names only as what a policy is for ("a disruption budget for the billing
 * deployment", "an autoscaler targeting the search StatefulSet", "a network policy for the auth
 * pods") already runs: the policy refers to it by its name, and it is not written anew. It is a
 * workload to write when the request says what it runs (an image, replicas or any other setting)
 * or deploys something, as "the existing ..." already says the opposite.
 */
import { type Setting } from '../model/types';
import { type Mention } from './intent';
import { FAMILIES, type Family } from './settings';
import { PLACEHOLDER } from './text';

const WORKLOADS = /^k8s\.(?:deployment|stateful_set|daemon_set)$/;
const POLICIES = /^k8s\.(?:horizontal_pod_autoscaler|pod_disruption_budget|network_policy)$/;
// "for the billing", "targeting our search", "that protects the auth": the policy's object and its name.
const OBJECT_OF =
  /\b(?:for|of|on|to|targeting|targets|protecting|protects|selecting|selects|covering|covers|scaling|scales|guarding|guards)\s+(?:the|our|my)\s+(q\u00a7\d+|[a-z][a-z0-9-]{1,40})\s+$/i;
const DEPLOYS = /\b(?:deploy|deploys|deploying|redeploy|launch|launches)\b/i;

/**
 * Marks the workloads of `mentions` that are only a policy's object as existing, named by the word
 * before them; `quotes` turns a quoted name's placeholder back into the name.
 */
export function referToRunning(mentions: Mention[], text: string, quotes: Map<string, string>): void {
  if (!mentions.some((m) => POLICIES.test(m.kind)) || DEPLOYS.test(text)) return;
  const workloads = mentions.filter((m) => WORKLOADS.test(m.kind));
  const policies = mentions.filter((m) => POLICIES.test(m.kind));
  // A setting the policy can take ("between 3 and 9 pods", "minAvailable 2") is the policy's, not the workload's.
  const policyTakes = (family?: string) =>
    !!family && policies.some((p) => FAMILIES[family as Family]?.test(p.kind.slice(p.kind.indexOf('.') + 1)));
  // Words read twice, for the policy and again for the workload ("from the ops namespace on port 9100"), are the policy's.
  const said = policies.flatMap((p) => p.settings).map((x) => [x.at ?? -1, (x.at ?? -1) + x.text.length]);
  const policySaid = (x: Setting) => said.some(([a, b]) => (x.at ?? -2) < b && (x.at ?? -2) + x.text.length > a);
  const referred = workloads.filter((m) => {
    if (m.attrs.image || m.settings.some((x) => !policyTakes(x.family) && !policySaid(x))) return false;
    if (m.attrs.flags.has('existing')) return false;
    return OBJECT_OF.test(text.slice(Math.max(0, m.start - 80), m.start));
  });
  // Another workload of the request, stated with what it runs, may be the one the policy is for.
  if (!referred.length || referred.length !== workloads.length) return;
  for (const m of referred) {
    const word = OBJECT_OF.exec(text.slice(Math.max(0, m.start - 80), m.start))?.[1] ?? '';
    const name = PLACEHOLDER.test(word) ? quotes.get(word) : word.toLowerCase();
    if (!m.names.length && name && !/^(?:existing|running|current|same|whole)$/.test(name)) m.names = [name];
    m.attrs.flags.add('existing');
    // What the policy already says is not said again as unwritten for the workload.
    m.settings = m.settings.filter((x) => !policySaid(x));
    m.settings.push({
      label: 'existing',
      keys: ['flag:existing'],
      text: `${word && !PLACEHOLDER.test(word) ? `${word} ` : ''}${m.text ?? ''}`.trim(),
      phrase: m.phrase,
      family: 'existing',
      flags: ['existing'],
      at: m.start,
    });
  }
}
