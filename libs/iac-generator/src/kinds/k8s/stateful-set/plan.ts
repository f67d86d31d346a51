import { type Needs } from '../../../plan/needs';
import { runs, scaledBy } from '../workloads';

export const needs: Needs = (c, plan) => {
  runs(c, plan);
  scaledBy(c, plan);
  // A claim (or a volume) asked for alongside a stateful set becomes its volume claim template; one
  // that runs already has its templates, and a claim filled from a snapshot is a claim of its own.
  const pvc = c.attrs.flags.has('existing')
    ? undefined
    : [...plan.all('k8s.persistent_volume_claim'), ...plan.all('k8s.persistent_volume')].find(
        (p) => !p.implicit && !p.config.template && p.attrs.snapshot?.restoreFrom === undefined,
      );
  if (pvc && !c.config.claim) {
    pvc.config.template = c.id;
    c.config.claim = pvc.id;
    c.ref.claim = pvc;
  }
  // A headless service asked for beside it is the one that gives its pods their stable names.
  const headless = plan
    .all('k8s.service')
    .find((s) => !s.implicit && s.attrs.serviceType === 'None' && (!s.ref.target || s.ref.target === c));
  if (headless && !c.ref.headless) {
    headless.ref.target = c;
    c.ref.headless = headless;
  }
};
