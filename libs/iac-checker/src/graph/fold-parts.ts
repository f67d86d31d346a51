/**
 * Resources that are settings of another one, written apart, folded into the one they set, so
 * the diagram shows a bucket once with its policy, a security group with its rules, a load
 * balancer with its listeners.
 *
 * @example
 *   owners(items).get('aws_s3_bucket_policy.logs') // 'aws_s3_bucket.logs'
 */
import { containerRank } from './containers';
import { type Item } from './item';
import { typeWords } from './words';

/** Parts whose type does not start with their owner's, and the setting naming the owner. */
const FOLD_VIA: Record<string, string[]> = {
  aws_vpc_security_group_ingress_rule: ['security_group_id'],
  aws_vpc_security_group_egress_rule: ['security_group_id'],
  aws_kms_alias: ['target_key_id', 'TargetKeyId'],
  aws_route: ['route_table_id'],
  aws_ec2_route: ['RouteTableId'],
  azurerm_network_security_rule: ['network_security_group_name'],
};

/**
 * Resources that are settings of another one, written apart (`aws_s3_bucket_policy` of a bucket,
 * `aws_security_group_rule` of a group, `aws_lb_listener` of a load balancer, an ARM
 * `storageAccounts/blobServices` of its account): a resource whose type is another's type plus
 * more words, and which refers to that one. Each is folded into the one it sets (the longest such
 * type), so the diagram shows the bucket once, with what its parts refer to.
 */
export function owners(items: readonly Item[]): Map<string, string> {
  const words = new Map(items.map((i) => [i.id, typeWords(i.type)]));
  const byId = new Map(items.map((i) => [i.id, i]));
  const out = new Map<string, string>();
  for (const i of items) {
    if (containerRank(i.type) !== undefined || i.kind !== 'resource') continue;
    const mine = words.get(i.id)!;
    const via = FOLD_VIA[mine];
    if (via) {
      const owner = i.refs.find((r) => via.includes(r.path[0]) && byId.has(r.to));
      if (owner) out.set(i.id, owner.to);
      continue;
    }
    const owner = i.refs
      .map((r) => byId.get(r.to))
      .filter((o): o is Item => !!o && o.id !== i.id && mine.startsWith(`${words.get(o.id)}_`))
      .sort((a, b) => words.get(b.id)!.length - words.get(a.id)!.length)[0];
    if (owner) out.set(i.id, owner.id);
  }
  return out;
}
