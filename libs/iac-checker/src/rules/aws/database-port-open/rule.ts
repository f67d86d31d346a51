import { awsInbound, DATABASE_PORTS, reportOpen } from '../../helpers/network';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => reportOpen(ctx, awsInbound(ctx), DATABASE_PORTS),
  cloudformation: (ctx) => reportOpen(ctx, awsInbound(ctx), DATABASE_PORTS),
});
