import { pods } from '../../helpers/pods';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/**
 * The volume sources the restricted Pod Security Standard allows, compared without case and
 * underscores so Terraform's native names (`config_map`) read the same. hostPath is left to the
 * host-path rule (IG-K8S-008), so one volume is not reported twice.
 */
const ALLOWED = new Set(
  [
    'name',
    'configMap',
    'csi',
    'downwardAPI',
    'emptyDir',
    'ephemeral',
    'persistentVolumeClaim',
    'projected',
    'secret',
    'hostPath',
  ].map((k) => k.toLowerCase()),
);
const norm = (k: string) => k.replace(/_/g, '').toLowerCase();

export const rule = codeRule(spec, {
  kubernetes: (ctx) => {
    for (const p of pods(ctx))
      for (const v of p.spec.list('volumes'))
        for (const key of v.keys())
          if (!ALLOWED.has(norm(key))) ctx.report(p.resource, v.get(key), `Volume type \`${key}\` is mounted.`);
  },
});
