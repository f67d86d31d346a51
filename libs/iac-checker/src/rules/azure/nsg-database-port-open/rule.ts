import { azureInbound, DATABASE_PORTS, reportOpen } from '../../helpers/network';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => reportOpen(ctx, azureInbound(ctx), DATABASE_PORTS),
  arm: (ctx) => reportOpen(ctx, azureInbound(ctx), DATABASE_PORTS),
  bicep: (ctx) => reportOpen(ctx, azureInbound(ctx), DATABASE_PORTS),
});
