import { asStrings, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** Filters that pin the image to an owner or to one image, as `owners` does. */
const PINNING_FILTERS = new Set(['owner-id', 'owner-alias', 'image-id']);

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    for (const d of ctx.data('aws_ami')) {
      const owners = d.body.get('owners');
      const listed = asStrings(owners?.value());
      if (owners && (listed === UNKNOWN || listed.length)) continue;
      const filters = d.body.list('filter').map((f) => f.get('name')?.value());
      if (filters.some((n) => n === UNKNOWN || (typeof n === 'string' && PINNING_FILTERS.has(n)))) continue;
      ctx.report(d, owners);
    }
  },
});
