import { ADMIN_PORTS, azureInbound, reportOpen } from '../../helpers/network';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => reportOpen(ctx, azureInbound(ctx), ADMIN_PORTS),
  arm: (ctx) => reportOpen(ctx, azureInbound(ctx), ADMIN_PORTS),
  bicep: (ctx) => reportOpen(ctx, azureInbound(ctx), ADMIN_PORTS),
});
