/** Planning pieces shared by Kubernetes kinds: the namespace, workload identities and targets. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';

const WORKLOADS = ['k8s.deployment', 'k8s.stateful_set', 'k8s.daemon_set'];

/** Everything namespaced lands in one namespace, which brings a default-deny network policy. */
export function inNamespace(plan: Planner): Component {
  return plan.ensure(
    'k8s.namespace',
    'keeps the application apart, with restricted pod security and default-deny networking',
    { label: 'app' },
  );
}

/** Each workload runs under its own service account (an unclaimed one from the prompt if any). */
export function identityFor(c: Component, plan: Planner): Component {
  inNamespace(plan);
  const free = plan.all('k8s.service_account').find((s) => !s.implicit && !s.config.for);
  const sa =
    free ??
    plan.add('k8s.service_account', {
      implicit: 'each workload runs under its own identity, with no API token mounted',
      label: c.id,
    });
  sa.config.for = c.id;
  c.ref.serviceAccount = sa;
  return sa;
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
 * ("app=checkout") and asked for no workload, because those pods already run elsewhere.
 */
export function selectedWorkload(c: Component, plan: Planner, why: string): Component | undefined {
  const asked = c.ref.target ?? WORKLOADS.map((k) => plan.first(k)).find(Boolean);
  if (!asked && c.attrs.labels) return void inNamespace(plan);
  return targetWorkload(c, plan, why);
}
