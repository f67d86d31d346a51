import { asBool, asStrings, at, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    for (const r of ctx.resources('google_container_cluster')) {
      const privateEndpoint = at(r.body, 'private_cluster_config.enable_private_endpoint')?.value();
      if (asBool(privateEndpoint) === true || privateEndpoint === UNKNOWN) continue;
      const config = r.body.get('master_authorized_networks_config');
      if (!config) {
        ctx.report(r);
        continue;
      }
      for (const block of config.list('cidr_blocks')) {
        const cidr = block.get('cidr_block');
        const v = asStrings(cidr?.value());
        if (cidr && v !== UNKNOWN && v.includes('0.0.0.0/0')) ctx.report(r, cidr);
      }
    }
  },
});
