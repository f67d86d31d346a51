import { azureInbound, reportOpen } from '../../helpers/network';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => reportOpen(ctx, azureInbound(ctx), 'all'),
  arm: (ctx) => reportOpen(ctx, azureInbound(ctx), 'all'),
  bicep: (ctx) => reportOpen(ctx, azureInbound(ctx), 'all'),
});
