import { type Component } from '../../../model/types';
import { type Needs } from '../../../plan/needs';
import { runs, scaledBy } from '../workloads';

/**
 * An Argo Rollout runs like a Deployment (its own identity, an autoscaler when a range is said) and
 * moves traffic between the Services it names: each is written, selecting its pods (Argo narrows
 * their selectors to a version as it goes), taking a Service the request asked for without a name first.
 */
export const needs: Needs = (c, plan) => {
  runs(c, plan);
  scaledBy(c, plan);
  const r = c.attrs.rollout ?? {};
  for (const name of [r.stableService, r.canaryService, r.activeService, r.previewService]) {
    if (!name) continue;
    const services = plan.all('k8s.service');
    const svc: Component =
      services.find((s) => s.name === name) ??
      services.find((s) => !s.name && !s.implicit && (!s.ref.target || s.ref.target === c)) ??
      plan.add('k8s.service', { name, implicit: 'the rollout moves traffic between its Services', label: name });
    svc.name ??= name;
    svc.ref.target = c;
  }
};
