import { type RuleContext } from '../../model';
import { pods } from '../../helpers/pods';
import { type Node } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** Host paths that give away the node: its root, configuration, kernel interfaces and container runtime sockets. */
const SENSITIVE = [
  /^\/$/,
  /^\/(etc|root|boot|proc|sys|dev)(\/|$)/,
  /^\/var\/lib\/kubelet(\/|$)/,
  /^\/(var\/)?run\/(docker|containerd|crio)(\.sock|\/|$)/,
  /\/(docker|containerd|crio)\.sock$/,
];
export const isSensitiveHostPath = (path: string) => SENSITIVE.some((r) => r.test(path.replace(/\/+$/, '') || '/'));

/** Every hostPath volume with its path. */
export function hostPaths(
  ctx: RuleContext,
): { resource: Parameters<RuleContext['report']>[0]; node: Node; path: unknown }[] {
  return pods(ctx).flatMap((p) =>
    p.spec.list('volumes').flatMap((v) => {
      const hp = v.get('hostPath');
      return hp ? [{ resource: p.resource, node: hp, path: hp.get('path')?.value() }] : [];
    }),
  );
}

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const h of hostPaths(ctx))
      if (typeof h.path !== 'string' || !isSensitiveHostPath(h.path)) ctx.report(h.resource, h.node);
  },
});
