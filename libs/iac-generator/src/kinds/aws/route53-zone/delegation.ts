/**
 * A zone that delegates a subdomain holds its NS records: named as the child zone is, listing the
 * child's name servers. A child zone of this configuration is referred to; one another cloud's part
 * of the same request writes (a Cloud DNS zone) offers its name and name servers for the two inputs
 * (render/terraform/far-ends.ts, decision 050); with neither they stay inputs.
 */
import { type Component } from '../../../model/types';
import { type TfContext } from '../../../render/terraform/context';

export function delegationRecord(c: Component, x: TfContext): void {
  if (!c.attrs.delegation) return;
  const parent = c.attrs.domain ?? c.name;
  const zones = x.plan.all('aws.route53_zone');
  // Said of both zones ("a zone and a subdomain zone delegated from it"): the subdomain's is the child.
  if (zones.some((z) => z !== c && !!z.attrs.domain && !!parent?.endsWith(`.${z.attrs.domain}`))) return;
  const child = zones.find((z) => z !== c && !!parent && !!z.attrs.domain?.endsWith(`.${parent}`));
  const name = child
    ? x.ref(child, 'name')
    : x.variable('delegated_zone_name', {
        type: 'string',
        description: 'Subdomain handed to another zone (its DNS name)',
      });
  const servers = child
    ? x.ref(child, 'name_servers')
    : x.variable('delegated_name_servers', {
        type: 'list(string)',
        description: 'Name servers of the zone the subdomain is delegated to',
      });
  x.resource('aws_route53_record', `${c.id}_delegation`, {
    zone_id: x.ref(c, 'zone_id'),
    name,
    type: 'NS',
    ttl: 300,
    records: servers,
  });
}
