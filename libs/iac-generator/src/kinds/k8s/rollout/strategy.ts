/** An Argo Rollout's strategy from what the request said: canary steps and Services, or blue-green's. */
import { type Component } from '../../../model/types';
import { type K8sContext } from '../../../render/kubernetes/context';

/** The Service of the plan named `name` (so its written name is used), else the name as said. */
function serviceNamed(name: string | undefined, x: K8sContext): string | undefined {
  if (!name) return undefined;
  const svc = x.plan.all('k8s.service').find((s) => s.name === name);
  return svc ? x.name(svc) : name;
}

export function strategyOf(c: Component, x: K8sContext): { strategy: Record<string, unknown>; note: string } {
  const r = c.attrs.rollout ?? {};
  if (r.strategy === 'blueGreen' || r.activeService) {
    const activeService = serviceNamed(r.activeService, x) ?? `${x.name(c)}-active`;
    const previewService = serviceNamed(r.previewService, x);
    return {
      strategy: {
        blueGreen: { activeService, previewService, autoPromotionEnabled: r.autoPromotion ?? true },
      },
      note: `Blue-green: the Service ${activeService} serves the live version${previewService ? `, ${previewService} the new one until it is promoted` : ''}${r.autoPromotion === false ? '; promote with kubectl argo rollouts promote' : ''}.`,
    };
  }
  const steps = r.steps?.length
    ? r.steps
    : [{ setWeight: 20 }, { pause: { duration: '5m' } }, { setWeight: 50 }, { pause: { duration: '5m' } }];
  const stableService = serviceNamed(r.stableService, x);
  const canaryService = serviceNamed(r.canaryService, x);
  return {
    strategy: { canary: { stableService, canaryService, steps } },
    note: r.steps?.length
      ? `Canary in ${steps.length} steps as asked; a pause with no duration waits for kubectl argo rollouts promote.`
      : 'No canary steps were said: 20% and 50%, five minutes each, are written; change them to your own.',
  };
}
