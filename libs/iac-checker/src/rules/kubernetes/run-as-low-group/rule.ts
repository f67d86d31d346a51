import { containerText, pods } from '../../helpers/pods';
import { asNumber, at, type Node } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** A group id written and below 10000 (one that cannot be worked out is not judged). */
function low(n: Node | undefined): boolean {
  const v = asNumber(n?.value());
  return typeof v === 'number' && v < 10000;
}

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const pod of pods(ctx)) {
      for (const key of ['runAsGroup', 'fsGroup']) {
        const n = at(pod.spec, `securityContext.${key}`);
        if (n && low(n)) ctx.report(pod.resource, n);
      }
      const podGroup = at(pod.spec, 'securityContext.runAsGroup');
      for (const c of pod.containers) {
        const own = at(c.node, 'securityContext.runAsGroup');
        if (own && low(own)) ctx.report(pod.resource, own);
        // Neither the container nor its pod names a group: Kubernetes leaves it to the runtime,
        // whose default primary group is root (0) unless the image's user says otherwise.
        else if (!own && !podGroup)
          ctx.report(
            pod.resource,
            c.node,
            containerText(c, 'no group id is set, so its primary group is the runtime default, root (0).'),
          );
      }
    }
  },
});
