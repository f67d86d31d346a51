import { containers, containerText, DANGEROUS_CAPABILITIES } from '../../helpers/pods';
import { asStrings, at, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** The one capability the restricted standard allows a container to add. */
const ALLOWED = new Set(['NET_BIND_SERVICE']);

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const c of containers(ctx)) {
      const add = at(c.node, 'securityContext.capabilities.add');
      const list = asStrings(add?.value());
      if (!add || list === UNKNOWN) continue;
      // The dangerous ones are IG-K8S-010's, of higher severity: not said twice.
      const other = list
        .map((x) => x.toUpperCase().replace(/^CAP_/, ''))
        .filter((x) => !ALLOWED.has(x) && !DANGEROUS_CAPABILITIES.has(x));
      if (other.length) ctx.report(c.pod.resource, add, containerText(c, `adds ${other.join(', ')}.`));
    }
  },
});
