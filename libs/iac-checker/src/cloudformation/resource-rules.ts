/**
 * What a resource type asks beyond its specification's flags, where CloudFormation (or the
 * service) refuses the stack: a DynamoDB table's attribute definitions must name exactly the key
 * attributes; a Lambda function with inline code needs a runtime and a handler; an IAM policy is
 * attached to at least one group, role or user; an IAM policy document has statements with an
 * Effect of Allow or Deny and known keys, and a resource policy names who it allows (Principal).
 * Only literal values are judged: anything computed by a function is known at deployment.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { DiagnosticMessages } from '@infragen/contracts';
import { type Findings } from '../diagnostics';
import { type DocMap, type DocNode, get, text } from '../parse/doc/ast';

const C = DiagnosticMessages.checks.cloudformation;
const isCall = (n: DocNode | undefined) =>
  n?.kind === 'map' && n.entries.length === 1 && (n.entries[0].key === 'Ref' || n.entries[0].key.startsWith('Fn::'));

const STATEMENT_KEYS = [
  'Sid',
  'Effect',
  'Principal',
  'NotPrincipal',
  'Action',
  'NotAction',
  'Resource',
  'NotResource',
  'Condition',
];
/** Resource policies (who may act on this resource): each statement names a principal. */
const RESOURCE_POLICIES: Record<string, string> = {
  'AWS::S3::BucketPolicy': 'PolicyDocument',
  'AWS::SNS::TopicPolicy': 'PolicyDocument',
  'AWS::SQS::QueuePolicy': 'PolicyDocument',
  'AWS::ECR::Repository': 'RepositoryPolicyText',
  'AWS::KMS::Key': 'KeyPolicy',
  'AWS::IAM::Role': 'AssumeRolePolicyDocument',
};
/** Identity policies (what this identity may do). */
const IDENTITY_POLICIES: Record<string, string> = {
  'AWS::IAM::Policy': 'PolicyDocument',
  'AWS::IAM::ManagedPolicy': 'PolicyDocument',
};

export function checkResourceRules(id: string, type: string, props: DocNode | undefined, f: Findings): void {
  if (props?.kind !== 'map' || isCall(props)) return;
  if (type === 'AWS::DynamoDB::Table' || type === 'AWS::DynamoDB::GlobalTable') keyAttributes(id, props, f);
  if (type === 'AWS::Lambda::Function') inlineCode(id, type, props, f);
  if (type === 'AWS::IAM::Policy') attachedSomewhere(id, props, f);
  if (type === 'AWS::IAM::InstanceProfile') oneRole(props, f);
  if (type === 'AWS::Route53::RecordSet') recordValues(props, f);
  if (type === 'AWS::Route53::RecordSetGroup') {
    const sets = get(props, 'RecordSets');
    if (sets?.kind === 'seq') for (const r of sets.items) if (r.kind === 'map') recordValues(r, f);
  }
  const resourcePolicy = RESOURCE_POLICIES[type];
  const identityPolicy = IDENTITY_POLICIES[type];
  const doc = get(props, resourcePolicy ?? identityPolicy ?? '');
  if (doc) policyDocument(doc, !!resourcePolicy, f);
  if (type === 'AWS::IAM::Role') {
    const inline = get(props, 'Policies');
    if (inline?.kind === 'seq') for (const p of inline.items) policyDocument(get(p, 'PolicyDocument'), false, f);
  }
}

/** Literal strings of a list (undefined when any item is computed). */
function names(list: DocNode | undefined, key: string): string[] | undefined {
  if (list?.kind !== 'seq') return list ? undefined : [];
  const out: string[] = [];
  for (const item of list.items) {
    const name = text(get(item, key));
    if (name === undefined) return undefined;
    out.push(name);
  }
  return out;
}

function keyAttributes(id: string, props: DocMap, f: Findings): void {
  const definitions = get(props, 'AttributeDefinitions');
  const defined = names(definitions, 'AttributeName');
  const schemas = [get(props, 'KeySchema')];
  for (const index of ['GlobalSecondaryIndexes', 'LocalSecondaryIndexes']) {
    const list = get(props, index);
    if (list && list.kind !== 'seq') return;
    for (const i of list?.kind === 'seq' ? list.items : []) schemas.push(get(i, 'KeySchema'));
  }
  const keys = new Set<string>();
  for (const s of schemas) {
    const n = names(s, 'AttributeName');
    if (!n) return;
    n.forEach((k) => keys.add(k));
  }
  if (!defined || !definitions || !keys.size) return;
  const same = defined.length === keys.size && defined.every((d) => keys.has(d));
  if (!same)
    f.error('cloudformation.key-attributes', C.keyAttributes(id, defined, [...keys]), definitions.span, {
      path: `Resources.${id}.Properties.AttributeDefinitions`,
    });
}

function inlineCode(id: string, type: string, props: DocMap, f: Findings): void {
  const code = get(props, 'Code');
  if (!get(code, 'ZipFile') || isCall(props)) return;
  const missing = ['Runtime', 'Handler'].filter((k) => !get(props, k));
  if (missing.length)
    f.error(
      'cloudformation.missing-property',
      C.missingProperty(`The resource \`${id}\` (${type}) with inline code`, missing),
      props.span,
      {
        path: `Resources.${id}.Properties`,
      },
    );
}

function attachedSomewhere(id: string, props: DocMap, f: Findings): void {
  if (['Groups', 'Roles', 'Users'].some((k) => get(props, k))) return;
  f.error(
    'cloudformation.missing-property',
    C.missingProperty(`The resource \`${id}\` (AWS::IAM::Policy) needs one of`, ['Groups', 'Roles', 'Users']),
    props.span,
    {
      path: `Resources.${id}.Properties`,
    },
  );
}

/** One or more quoted strings of 1 to 255 characters (a TXT or SPF record's value). */
const QUOTED = /^("([^"\\]|\\.){1,255}" *)*"([^"\\]|\\.){1,255}"$/;

/** An instance profile holds one role (IAM's limit). */
function oneRole(props: DocMap, f: Findings): void {
  const roles = get(props, 'Roles');
  if (roles?.kind === 'seq' && roles.items.length > 1)
    f.error('cloudformation.too-many', C.tooMany('Roles', 'an instance profile', 1), roles.span);
}

/**
 * A record's values by its type: A records hold IPv4 addresses, AAAA records IPv6 ones, TXT and
 * SPF records quoted strings of at most 255 characters each (Route 53 refuses anything else).
 */
function recordValues(props: DocMap, f: Findings): void {
  const type = text(get(props, 'Type'));
  const records = get(props, 'ResourceRecords');
  if (!type || records?.kind !== 'seq') return;
  const test: Record<string, [(v: string) => boolean, string]> = {
    A: [(v) => isIPv4(v), 'an IPv4 address'],
    AAAA: [(v) => isIPv6(v), 'an IPv6 address'],
    TXT: [(v) => QUOTED.test(v), 'quoted strings of at most 255 characters'],
    SPF: [(v) => QUOTED.test(v), 'quoted strings of at most 255 characters'],
  };
  const rule = test[type];
  if (!rule) return;
  for (const r of records.items) {
    const v = r.kind === 'scalar' && typeof r.value === 'string' ? r.value : undefined;
    if (v !== undefined && !rule[0](v))
      f.error('cloudformation.invalid-value', C.recordValue(type, v, rule[1]), r.span);
  }
}

function policyDocument(doc: DocNode | undefined, resourcePolicy: boolean, f: Findings): void {
  // An empty document ({}) is left alone: cfn-lint accepts it, and it is often filled by a tool.
  if (doc?.kind !== 'map' || isCall(doc) || !doc.entries.length) return;
  const statements = get(doc, 'Statement');
  if (!statements) {
    f.error('cloudformation.missing-property', C.missingProperty('The policy document', ['Statement']), doc.span);
    return;
  }
  for (const s of statements.kind === 'seq' ? statements.items : [statements]) {
    if (s.kind !== 'map' || isCall(s)) continue;
    for (const e of s.entries)
      if (!STATEMENT_KEYS.includes(e.key))
        f.error('cloudformation.unknown-property', C.unknownProperty('A policy statement', e.key), e.keySpan);
    const effect = get(s, 'Effect');
    const value = text(effect);
    if (!effect)
      f.error('cloudformation.missing-property', C.missingProperty('A policy statement', ['Effect']), s.span);
    else if (value !== undefined && value !== 'Allow' && value !== 'Deny')
      f.error('cloudformation.bad-policy', C.badPolicy('Effect', `\`${value}\``, ['Allow', 'Deny']), effect.span);
    if (resourcePolicy && !get(s, 'Principal') && !get(s, 'NotPrincipal'))
      f.error(
        'cloudformation.missing-property',
        C.missingProperty('A resource policy statement', ['Principal']),
        s.span,
      );
  }
}
