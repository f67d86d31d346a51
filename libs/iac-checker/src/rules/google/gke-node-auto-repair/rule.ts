import { defineRule, type RuleContext } from '../../model';
import { flag, isFalse } from '../../helpers/settings';

// Both default to on when `management` is left out; only turning them off is reported.
function check(ctx: RuleContext): void {
  for (const r of ctx.resources('google_container_node_pool')) {
    flag(ctx, r, 'management.auto_repair', isFalse);
    flag(ctx, r, 'management.auto_upgrade', isFalse);
  }
}

export const googleGkeNodeAutoRepair = defineRule({
  id: 'IG-GCP-033',
  title: 'GKE node pool without automatic repair or upgrades',
  severity: 'LOW',
  rationale:
    'Without auto-upgrade nodes keep running a Kubernetes and OS version whose security fixes never arrive; without auto-repair an unhealthy node stays in service.',
  remediation: "Leave `auto_repair` and `auto_upgrade` at their default `true` in the node pool's `management` block.",
  checks: { terraform: check },
  formats: ['terraform-google'],
});
