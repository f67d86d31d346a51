/**
 * AWS policy documents in one shape, wherever they are written: `jsonencode({...})`, a JSON
 * heredoc or string, a `data "aws_iam_policy_document"` (Terraform), or a `PolicyDocument` map
 * (CloudFormation). Each statement says its effect, actions, resources, principals and whether
 * it has conditions, and which setting to point at.
 */
import { type Resource, type RuleContext } from '../model';
import { HclExprNode } from '../view/hcl';
import { asStrings, type Node, UNKNOWN } from '../view/node';

/** identity: what a user or role may do; resource: who may use a bucket, queue, key...; trust: who may assume a role. */
type PolicyKind = 'identity' | 'resource' | 'trust';

export interface Statement {
  owner: Resource;
  kind: PolicyKind;
  node: Node;
  effect: string | typeof UNKNOWN;
  actions: string[] | typeof UNKNOWN;
  resources: string[] | typeof UNKNOWN;
  /** Principals as `*` or `TYPE:identifier` (`AWS:*`, `Service:ec2.amazonaws.com`). */
  principals: string[] | typeof UNKNOWN;
  /** The Principal setting when written. */
  principalNode?: Node;
  conditions: boolean;
}

const TF_SOURCES: [string, string, PolicyKind][] = [
  ['aws_iam_policy', 'policy', 'identity'],
  ['aws_iam_role_policy', 'policy', 'identity'],
  ['aws_iam_user_policy', 'policy', 'identity'],
  ['aws_iam_group_policy', 'policy', 'identity'],
  ['aws_iam_role', 'assume_role_policy', 'trust'],
  ['aws_s3_bucket_policy', 'policy', 'resource'],
  ['aws_sqs_queue_policy', 'policy', 'resource'],
  ['aws_sqs_queue', 'policy', 'resource'],
  ['aws_sns_topic_policy', 'policy', 'resource'],
  ['aws_sns_topic', 'policy', 'resource'],
  ['aws_kms_key', 'policy', 'resource'],
  ['aws_ecr_repository_policy', 'policy', 'resource'],
  ['aws_secretsmanager_secret_policy', 'policy', 'resource'],
];
const CFN_SOURCES: [string, string, PolicyKind][] = [
  ['AWS::IAM::Policy', 'PolicyDocument', 'identity'],
  ['AWS::IAM::ManagedPolicy', 'PolicyDocument', 'identity'],
  ['AWS::IAM::Role', 'AssumeRolePolicyDocument', 'trust'],
  ['AWS::S3::BucketPolicy', 'PolicyDocument', 'resource'],
  ['AWS::SQS::QueuePolicy', 'PolicyDocument', 'resource'],
  ['AWS::SNS::TopicPolicy', 'PolicyDocument', 'resource'],
  ['AWS::KMS::Key', 'KeyPolicy', 'resource'],
  ['AWS::ECR::Repository', 'RepositoryPolicyText', 'resource'],
  ['AWS::SecretsManager::ResourcePolicy', 'ResourcePolicy', 'resource'],
];
/**
 * Resources with a list of inline policies: [type, list key, document key]. SAM's `Policies` hold
 * the documents themselves (beside managed policy names and policy templates, which have no
 * `Statement` and so add nothing): no document key.
 */
const INLINE: [string, string, string | undefined][] = [
  ['aws_iam_role', 'inline_policy', 'policy'],
  ['AWS::IAM::Role', 'Policies', 'PolicyDocument'],
  ['AWS::IAM::User', 'Policies', 'PolicyDocument'],
  ['AWS::IAM::Group', 'Policies', 'PolicyDocument'],
  ['AWS::Serverless::Function', 'Policies', undefined],
  ['AWS::Serverless::StateMachine', 'Policies', undefined],
];

/** A JSON statement list (`Statement`), a single statement map, or nothing. */
function jsonStatements(owner: Resource, kind: PolicyKind, doc: Node): Statement[] {
  const s = doc.get('Statement');
  if (!s) return [];
  const list = s.items().length ? s.items() : [s];
  return list.map((st) => {
    const principal = st.get('Principal');
    let principals: Statement['principals'] = [];
    if (principal) {
      const v = principal.value();
      if (v === UNKNOWN) principals = UNKNOWN;
      else if (typeof v === 'string') principals = [v === '*' ? '*' : `AWS:${v}`];
      else
        for (const key of principal.keys()) {
          const ids = asStrings(principal.get(key)?.value());
          if (ids === UNKNOWN || principals === UNKNOWN) principals = UNKNOWN;
          else principals.push(...ids.map((id) => `${key}:${id}`));
        }
    }
    const effect = st.get('Effect')?.value();
    return {
      owner,
      kind,
      node: st,
      effect: typeof effect === 'string' ? effect : effect === undefined ? 'Allow' : UNKNOWN,
      actions: asStrings(st.get('Action')?.value()),
      resources: asStrings(st.get('Resource')?.value()),
      principals,
      principalNode: principal,
      conditions: !!st.get('Condition'),
    };
  });
}

/** The statements of a `data "aws_iam_policy_document"`. */
function documentStatements(owner: Resource, kind: PolicyKind, doc: Resource): Statement[] {
  return doc.body.list('statement').map((st) => {
    const effect = st.get('effect')?.value();
    let principals: Statement['principals'] = [];
    for (const p of st.list('principals')) {
      const type = p.get('type')?.value();
      const ids = asStrings(p.get('identifiers')?.value());
      if (typeof type !== 'string' || ids === UNKNOWN || principals === UNKNOWN) principals = UNKNOWN;
      else
        principals.push(
          ...ids.map((id) =>
            type === '*' || id === '*' ? (type === 'AWS' || type === '*' ? '*' : `${type}:*`) : `${type}:${id}`,
          ),
        );
    }
    return {
      owner,
      kind,
      node: st,
      effect: typeof effect === 'string' ? effect : effect === undefined ? 'Allow' : UNKNOWN,
      actions: asStrings(st.get('actions')?.value()),
      resources: asStrings(st.get('resources')?.value()),
      principals,
      principalNode: st.get('principals'),
      conditions: st.list('condition').length > 0,
    };
  });
}

function fromSetting(ctx: RuleContext, owner: Resource, kind: PolicyKind, setting: Node | undefined): Statement[] {
  if (!setting) return [];
  if (setting instanceof HclExprNode) {
    const decoded = setting.decoded();
    if (decoded) return jsonStatements(owner, kind, decoded);
    const ref = setting.refs().find((r) => r.startsWith('data.aws_iam_policy_document.'));
    const doc = ref && ctx.data('aws_iam_policy_document').find((d) => d.ref === ref);
    return doc ? documentStatements(owner, kind, doc) : [];
  }
  return jsonStatements(owner, kind, setting);
}

/** Every statement of every policy in the target. */
export function policyStatements(ctx: RuleContext): Statement[] {
  const out: Statement[] = [];
  const sources = ctx.engine === 'terraform' ? TF_SOURCES : CFN_SOURCES;
  for (const [type, key, kind] of sources)
    for (const r of ctx.resources(type)) out.push(...fromSetting(ctx, r, kind, r.body.get(key)));
  for (const [type, list, key] of INLINE)
    for (const r of ctx.resources(type))
      for (const p of r.body.list(list)) out.push(...fromSetting(ctx, r, 'identity', key ? p.get(key) : p));
  return out;
}

export const allows = (s: Statement) => typeof s.effect === 'string' && s.effect.toLowerCase() === 'allow';
/** Whether anyone at all is a principal (`*`, or `AWS: *`). */
export const anyPrincipal = (s: Statement) =>
  s.principals !== UNKNOWN && s.principals.some((p) => p === '*' || p === 'AWS:*');
