import { ADMIN_PORTS, awsInbound, reportOpen } from '../../helpers/network';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => reportOpen(ctx, awsInbound(ctx), ADMIN_PORTS),
  cloudformation: (ctx) => reportOpen(ctx, awsInbound(ctx), ADMIN_PORTS),
});
