import { runtimeImage } from '../../../model/runtimes';
import { type Component } from '../../../model/types';
import { containerAppSize } from '../settings';

/** What the request's settings decide for a container app, once for every format. */
export function decide(c: Component) {
  const minReplicas = c.attrs.min ?? c.attrs.desired ?? 1;
  return {
    minReplicas,
    maxReplicas: Math.max(minReplicas, c.attrs.max ?? 5),
    image: c.attrs.image ?? runtimeImage(c.attrs) ?? 'mcr.microsoft.com/k8se/quickstart:latest',
    size: containerAppSize(c),
    external: c.attrs.flags.has('public'),
    targetPort: c.attrs.ports[0] ?? 80,
    // The registry asked with it, the identity it pulls as and that identity's AcrPull grant (grants.ts).
    pull: c.ref.pullIdentity
      ? {
          registry: c.ref.registry as Component,
          identity: c.ref.pullIdentity as Component,
          grant: c.ref.pullGrant as Component,
        }
      : undefined,
  };
}
