import { type RuleContext } from '../../model';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

const EVERYWHERE = new Set(['0.0.0.0/0', '::/0']);

/** Each rule of a direction (`ingress` from, `egress` to) whose peer is an address block of the whole internet. */
function check(ctx: RuleContext): void {
  for (const r of ctx.resources('NetworkPolicy')) {
    const policy = r.body.get('spec');
    for (const [direction, peers, text] of [
      ['ingress', 'from', 'Traffic from the whole internet is let in.'],
      ['egress', 'to', 'The pods may send traffic to the whole internet.'],
    ] as const)
      for (const rule of policy?.list(direction) ?? [])
        for (const peer of rule.list(peers)) {
          const cidr = peer.get('ipBlock')?.get('cidr');
          const v = cidr?.value();
          if (cidr && typeof v === 'string' && EVERYWHERE.has(v.trim())) ctx.report(r, cidr, text);
        }
  }
}

export const rule = codeRule(spec, { kubernetes: check });
