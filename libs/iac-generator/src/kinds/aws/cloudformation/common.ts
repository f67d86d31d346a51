/** Helpers shared by the CloudFormation writers: tags, subnet lists, KMS, roles and passwords. */
import { type Component } from '../../../model/types';
import { Call, Expr, NestedBlock, type HclValue } from '../../../model/hcl';
import { type CfnContext, type CfnValue } from '../../../render/cloudformation/context';
import { givenName } from '../../../model/names';

export const tags = (c: Component) => [
  { Key: 'Name', Value: givenName(c) },
  { Key: 'ManagedBy', Value: 'infragen' },
];

/**
 * The given name as a resource type's name property accepts it: each character outside the type's
 * set replaced by a hyphen, cut to the type's length limit.
 */
export const cfnName = (c: Component, max: number, refused = /[^A-Za-z0-9_-]/g): string =>
  givenName(c).replace(refused, '-').slice(0, max);

/**
 * What CloudFormation keeps of a resource's data when the stack deletes it or replaces it: the
 * resource itself (Retain) or a final snapshot (Snapshot). Both cases always get the same answer.
 */
export const keptOnRemoval = (policy: 'Retain' | 'Snapshot') => ({
  DeletionPolicy: policy,
  UpdateReplacePolicy: policy,
});

export const subnetRefs = (c: Component, x: CfnContext): CfnValue[] =>
  ((c.ref.subnets as Component[] | undefined) ?? []).map((s) => x.ref(s));
export const sgRefs = (c: Component, x: CfnContext): CfnValue[] | undefined =>
  c.ref.securityGroup ? [x.att(c.ref.securityGroup as Component, 'GroupId')] : undefined;
export const kmsArn = (c: Component, x: CfnContext): CfnValue | undefined =>
  c.ref.kms ? x.att(c.ref.kms as Component, 'Arn') : undefined;
export const roleArn = (c: Component, x: CfnContext): CfnValue =>
  c.ref.role ? x.att(c.ref.role as Component, 'Arn') : { Ref: 'AWS::NoValue' };
/** The ARN of a component's resource: Ref for topics (which have no Arn attribute), GetAtt otherwise. */
export const arnOf = (c: Component, x: CfnContext): CfnValue =>
  c.kind === 'aws.sns_topic' ? x.ref(c) : x.att(c, 'Arn');
// The i-th zone of the region (subnet/decide.ts says which: alternating over two unless more are asked).
export const az = (i: number): CfnValue => ({ 'Fn::Select': [i, { 'Fn::GetAZs': '' }] });

/**
 * A generated password in Secrets Manager, for services that cannot manage their own; the
 * resource reads it through a dynamic reference, so it never appears in the template.
 */
export function generatedPassword(
  c: Component,
  x: CfnContext,
  user = 'dbadmin',
  exclude = '"@/\\\'',
): { secret: string; password: CfnValue } {
  const secret = x.add(x.id(c, 'Secret'), {
    Type: 'AWS::SecretsManager::Secret',
    Properties: {
      Description: `Admin credentials of ${givenName(c)}`,
      KmsKeyId: kmsArn(c, x),
      GenerateSecretString: {
        SecretStringTemplate: JSON.stringify({ username: user }),
        GenerateStringKey: 'password',
        PasswordLength: 32,
        ExcludeCharacters: exclude,
      },
    },
  });
  return { secret, password: { 'Fn::Sub': `{{resolve:secretsmanager:\${${secret}}:SecretString:password}}` } };
}

const ATTR: Record<string, string> = { arn: 'Arn', name: 'Ref', id: 'Ref', function_name: 'Ref', url: 'QueueUrl' };

/**
 * Converts a value the Terraform kinds planned (an IAM statement) to CloudFormation: plain values
 * pass; a reference to another component's resource becomes Fn::GetAtt or Fn::Sub; anything else
 * returns undefined so the caller can drop it rather than guess.
 */
// A task definition's too: it has no Arn attribute either (TaskDefinitionArn, the same as its Ref).
const REF_IS_ARN = new Set(['aws.sns_topic', 'aws.secretsmanager_secret', 'aws.ecs_task_definition']);

export function fromHcl(v: HclValue, x: CfnContext): CfnValue | undefined {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Call || v instanceof NestedBlock) return undefined;
  if (v instanceof Expr) {
    const m = v.code.match(/^"?\$?\{?(aws_[a-z0-9_]+)\.([A-Za-z0-9_-]+)\.([a-z_]+)\}?(.*?)"?$/);
    if (!m) return undefined;
    const c = x.plan.components.find((p) => p.id === m[2] && p.kind === `aws.${m[1].slice(4)}`);
    // Ref of a topic or a secret is its ARN; AWS::SNS::Topic and AWS::SecretsManager::Secret have no Arn attribute.
    const attr = m[3] === 'arn' && c && REF_IS_ARN.has(c.kind) ? 'Ref' : ATTR[m[3]];
    if (!c || !attr) return undefined;
    const suffix = m[4] ?? '';
    if (!suffix) return attr === 'Ref' ? x.ref(c) : x.att(c, attr);
    return { 'Fn::Sub': `\${${x.id(c)}${attr === 'Ref' ? '' : `.${attr}`}}${suffix.replace(/\$\{/g, '${!')}` };
  }
  if (Array.isArray(v)) {
    const out = v.map((i) => fromHcl(i, x));
    return out.every((i) => i !== undefined) ? out : undefined;
  }
  const out: Record<string, CfnValue> = {};
  for (const [k, i] of Object.entries(v)) {
    if (i === undefined) continue;
    const cv = fromHcl(i, x);
    if (cv === undefined) return undefined;
    out[k] = cv;
  }
  return out;
}
