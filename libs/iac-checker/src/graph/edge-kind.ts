/**
 * What a reference means, told from the names of the settings it is written under and from what
 * the two resources are. Where nothing tells it, it is a plain reference.
 */
import { type GraphCategory, type GraphEdgeKind } from './types';
import { typeWords } from './words';

interface End {
  type: string;
  category: GraphCategory;
}

const RUNS_AS =
  /(^|_)(role|roles|role_arn|execution_role|execution_role_arn|task_role|task_role_arn|service_role|instance_profile|iam_instance_profile|service_account|service_account_name|identity|identity_ids|user_assigned_identities|principal_id)(_|$)/;
const ENCRYPTS =
  /(^|_)(kms|kms_key|kms_key_id|kms_key_arn|kms_master_key_id|key_id|key_arn|encryption|encrypt|sse|cmk|crypto_key|key_vault_key_id|key_name|disk_encryption)(_|$)/;
const KEY_TYPE = /(^|_)(kms_key|crypto_key|key_vault_key|keys|key)$/;
const ROUTES =
  /(^|_)(target|targets|target_id|target_group|target_group_arn|target_group_arns|backend|backends|backend_service|origin|origins|alias|route|routes|default_action|forward|integration|integration_uri|uri|gateway_id|nat_gateway_id|transit_gateway_id|network_interface_id|load_balancer|load_balancer_arn|listener|listener_arn|default_service|service|service_name|upstream|endpoint_id)(_|$)/;
const DATA: GraphCategory[] = ['data', 'storage', 'messaging'];
const WORKLOAD: GraphCategory[] = ['compute', 'container'];

/**
 * The kind of a reference from `from` to `to` written under `path`; `reverse` when the traffic
 * goes the other way (a service naming the target group that sends it traffic).
 */
export function edgeKind(path: readonly string[], from: End, to: End): { kind: GraphEdgeKind; reverse: boolean } {
  const words = path.map(typeWords).join('_');
  const plain = (kind: GraphEdgeKind) => ({ kind, reverse: false });
  if (/(^|_)depends_on(_|$)/.test(words)) return plain('depends-on');
  if (to.category === 'identity' && from.category !== 'identity' && RUNS_AS.test(words)) return plain('runs-as');
  if (from.category !== 'identity' && KEY_TYPE.test(typeWords(to.type)) && ENCRYPTS.test(words))
    return plain('encrypts-with');
  // Named from the receiving end: a service naming its target group, a listener its load balancer.
  if (WORKLOAD.includes(from.category) && to.category === 'edge' && ROUTES.test(words))
    return { kind: 'routes-to', reverse: true };
  if (from.category === 'edge' && to.category === 'edge' && /(^|_)load_balancer(_arn)?$/.test(words))
    return { kind: 'routes-to', reverse: true };
  if (to.category !== 'identity' && to.category !== 'observability' && ROUTES.test(words)) return plain('routes-to');
  if (from.category === 'edge' && [...WORKLOAD, 'edge', 'storage'].includes(to.category)) return plain('routes-to');
  if ([...WORKLOAD, 'identity'].includes(from.category) && DATA.includes(to.category)) return plain('reads-writes');
  return plain('references');
}

/** When one pair of resources is joined several ways, the edge shows the most telling one. */
export const KIND_RANK: Record<GraphEdgeKind, number> = {
  'runs-as': 0,
  'encrypts-with': 1,
  'routes-to': 2,
  'reads-writes': 3,
  references: 4,
  'depends-on': 5,
};
