import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_security_policy',
  write: (c, x) => {
    // Addresses the request blocks or allows, first and in order, ten ranges per rule as Cloud Armor allows.
    const stated = (c.attrs.ipRules ?? []).flatMap((r) =>
      Array.from({ length: Math.ceil(r.ranges.length / 10) }, (_, i) => ({
        access: r.access,
        ranges: r.ranges.slice(i * 10, i * 10 + 10),
      })),
    );
    x.primary(c, {
      ...inProject(c, x),
      rule: [
        ...stated.map((r, i) =>
          block({
            action: r.access === 'Deny' ? 'deny(403)' : 'allow',
            priority: 100 + i,
            match: block({ versioned_expr: 'SRC_IPS_V1', config: block({ src_ip_ranges: r.ranges }) }),
            description: `${r.access === 'Deny' ? 'Block' : 'Allow'} ${r.ranges.join(', ')}`.slice(0, 64),
          }),
        ),
        block({
          action: 'deny(403)',
          priority: 1000,
          match: block({ expr: block({ expression: "evaluatePreconfiguredWaf('sqli-v33-stable')" }) }),
          description: 'Block SQL injection',
        }),
        block({
          action: 'allow',
          priority: 2147483647,
          match: block({ versioned_expr: 'SRC_IPS_V1', config: block({ src_ip_ranges: ['*'] }) }),
          description: 'Default allow',
        }),
      ],
    });
  },
};
