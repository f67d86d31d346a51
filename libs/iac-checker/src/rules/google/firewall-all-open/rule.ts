import { googleInbound, reportOpen } from '../../helpers/network';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => reportOpen(ctx, googleInbound(ctx), 'all'),
});
