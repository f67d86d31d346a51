/** Planning pieces shared by Kubernetes kinds: the namespace, workload identities and targets. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { dnsLabel } from '../../model/names';
import { ownIdentity } from '../own-identity';

export const WORKLOADS = ['k8s.deployment', 'k8s.stateful_set', 'k8s.daemon_set', 'k8s.rollout'];

/** Everything namespaced lands in one namespace, which brings a default deny of incoming traffic. */
export function inNamespace(plan: Planner): Component {
  return plan.ensure(
    'k8s.namespace',
    'keeps the application apart, with restricted pod security and default-deny ingress',
    { label: 'app' },
  );
}

/** Each workload runs under its own service account (an unclaimed one from the prompt if any). */
export function identityFor(c: Component, plan: Planner): Component {
  inNamespace(plan);
  return ownIdentity(
    c,
    plan,
    'k8s.service_account',
    'each workload runs under its own identity, with no API token mounted',
  );
}

/** The long-running workload a service, autoscaler or budget points at; a deployment if none. */
export function targetWorkload(c: Component, plan: Planner, why: string): Component {
  inNamespace(plan);
  const target =
    (c.ref.target as Component | undefined) ??
    WORKLOADS.map((k) => plan.first(k)).find(Boolean) ??
    plan.add('k8s.deployment', { implicit: why, label: 'app' });
  c.ref.target = target;
  return target;
}

/**
 * The workload a service or budget selects: none when the request selected pods by label
 * ("app=ledger") and asked for no workload, because those pods already run elsewhere.
 */
export function selectedWorkload(c: Component, plan: Planner, why: string): Component | undefined {
  const asked = c.ref.target ?? WORKLOADS.map((k) => plan.first(k)).find(Boolean);
  if (!asked && c.attrs.labels) return void inNamespace(plan);
  return targetWorkload(c, plan, why);
}

/**
 * What the request stated last about a setting wins: a follow-up that says "scale it to 6
 * replicas" changes the 2 replicas of the earlier message. A name written after an object's
 * kind ("ConfigMap app-settings") names it when no quoted name did.
 */
export function asLastStated(c: Component): void {
  c.name ??= c.attrs.objectName;
  const last = new Map<string, { at: number; value: unknown; times: number }>();
  for (const s of c.settings ?? [])
    for (const [key, value] of Object.entries(s.values ?? {})) {
      if (value === undefined || typeof value === 'object') continue;
      const seen = last.get(key);
      const at = s.at ?? 0;
      last.set(
        key,
        !seen || at >= seen.at ? { at, value, times: (seen?.times ?? 0) + 1 } : { ...seen, times: seen.times + 1 },
      );
    }
  const attrs = c.attrs as unknown as Record<string, unknown>;
  for (const [key, { value, times }] of last) if (times > 1) attrs[key] = value;
}

/** Whether the request asks for a workload of its own (not one added for wiring). */
export function asksForWorkload(plan: Planner): boolean {
  return WORKLOADS.some((k) => plan.all(k).some((w) => !w.implicit));
}

/**
 * The component of `kind` a setting of `c` names: by its name, or, when the name was read as a
 * name (quoted or bare, then `value` is its placeholder), the one asked for in the same phrase.
 */
export function namedFor(
  c: Component,
  plan: Planner,
  kind: string,
  label: string,
  value: string | undefined,
): Component | undefined {
  if (!value) return undefined;
  const phrase = c.settings?.find((s) => s.label === label)?.phrase;
  const asked = plan.all(kind).filter((o) => !o.implicit);
  if (!isPlaceholder(value)) return asked.find((o) => dnsLabel(o) === value || o.name === value);
  // Named where it was asked for earlier ("a Service web-svc ... routing to service web-svc"): the only one asked.
  return asked.find((o) => o.phrase === phrase) ?? (asked.length === 1 ? asked[0] : undefined);
}

/** Whether a stated value is the placeholder of a name read as such (its words are in the component's name). */
export const isPlaceholder = (value: string | undefined) => !!value && /^q\u00a7\d+$/.test(value);
