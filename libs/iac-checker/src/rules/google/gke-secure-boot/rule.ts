import { type RuleContext } from '../../model';
import { flag, isFalse } from '../../helpers/settings';
import { asBool } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

const PATH = 'node_config.shielded_instance_config.enable_secure_boot';

/**
 * GKE nodes boot without Secure Boot unless asked. Every node pool is judged; a cluster's own
 * node_config only when it is written and the default pool is kept (Autopilot turns it on itself).
 */
function check(ctx: RuleContext): void {
  for (const r of ctx.resources('google_container_node_pool')) flag(ctx, r, PATH, isFalse, { omitted: true });
  for (const r of ctx.resources('google_container_cluster')) {
    if (!r.body.get('node_config')) continue;
    const skip = ['remove_default_node_pool', 'enable_autopilot'].map((k) => asBool(r.body.get(k)?.value()));
    if (skip.some((v) => v !== false && v !== undefined)) continue;
    flag(ctx, r, PATH, isFalse, { omitted: true });
  }
}

export const rule = codeRule(spec, { terraform: check });
