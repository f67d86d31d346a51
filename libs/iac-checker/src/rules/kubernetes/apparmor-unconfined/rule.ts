import { containers, containerText, effective } from '../../helpers/pods';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** Before Kubernetes 1.30 the profile is a pod annotation per container. */
const ANNOTATION = 'container.apparmor.security.beta.kubernetes.io/';
const ALLOWED_ANNOTATION = /^(runtime\/default|localhost\/.+)$/;
const ALLOWED_TYPE = new Set(['RuntimeDefault', 'Localhost']);

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const c of containers(ctx)) {
      const note = c.pod.metadata?.get('annotations')?.get(ANNOTATION + c.name);
      const v = note?.value();
      if (note && typeof v === 'string' && !ALLOWED_ANNOTATION.test(v))
        ctx.report(c.pod.resource, note, containerText(c, `runs with the AppArmor profile \`${v}\`.`));
      const type = effective(c, 'appArmorProfile')?.get('type');
      const t = type?.value();
      if (type && typeof t === 'string' && !ALLOWED_TYPE.has(t))
        ctx.report(c.pod.resource, type, containerText(c, `runs with the AppArmor profile type \`${t}\`.`));
    }
  },
});
