import { STATE_NAME } from '../../aws/state-bucket-versioning/rule';
import { at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    const backendBuckets = ctx.backends('gcs').map((b) => b.get('bucket')?.value());
    for (const r of ctx.resources('google_storage_bucket')) {
      const name = r.identity;
      const isState =
        STATE_NAME.test(r.name) ||
        (typeof name === 'string' && (STATE_NAME.test(name) || backendBuckets.includes(name)));
      if (!isState) continue;
      const enabled = at(r.body, 'versioning.enabled');
      if (!enabled) ctx.report(r, r.body.get('versioning'));
      else if (enabled.value() === false) ctx.report(r, enabled);
    }
  },
});
