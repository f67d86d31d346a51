import { type RuleContext } from '../../model';
import { asBool, asStrings, at, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [type, privateKey, rangesKey] = tf
    ? ['azurerm_kubernetes_cluster', 'private_cluster_enabled', 'api_server_access_profile.authorized_ip_ranges']
    : [
        'Microsoft.ContainerService/managedClusters',
        'properties.apiServerAccessProfile.enablePrivateCluster',
        'properties.apiServerAccessProfile.authorizedIPRanges',
      ];
  for (const r of ctx.resources(type)) {
    const priv = at(r.body, privateKey)?.value();
    if (asBool(priv) === true || priv === UNKNOWN) continue;
    const ranges = at(r.body, rangesKey);
    const list = asStrings(ranges?.value());
    if (list === UNKNOWN) continue;
    if (!ranges || !list.length) ctx.report(r, ranges);
    else if (list.includes('0.0.0.0/0')) ctx.report(r, ranges);
  }
}

export const rule = codeRule(spec, { terraform: check, arm: check, bicep: check });
