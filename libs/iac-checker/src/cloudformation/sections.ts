/**
 * A template's sections and resource attributes beyond the resources' properties, as
 * CloudFormation reads them: the format version, the shape of Parameters, Mappings and Conditions,
 * parameter declarations and their defaults, names shared by a parameter and a resource,
 * DeletionPolicy / UpdateReplacePolicy values, what a module (`::MODULE`) may not carry, and
 * Fn::ForEach without the transform that expands it.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type Findings } from '../diagnostics';
import { type DocMap, type DocNode, get, text } from '../parse/doc/ast';
import { isBooleanValue } from './boolean-strings';

const C = DiagnosticMessages.checks.cloudformation;

const PARAMETER_KEYS = [
  'Type',
  'Default',
  'Description',
  'AllowedValues',
  'AllowedPattern',
  'ConstraintDescription',
  'MinLength',
  'MaxLength',
  'MinValue',
  'MaxValue',
  'NoEcho',
];
const PLAIN_TYPES = ['String', 'Number', 'List<Number>', 'List<String>', 'CommaDelimitedList'];
/** AWS-specific parameter types (`AWS::EC2::VPC::Id`, `List<AWS::EC2::Subnet::Id>`, SSM forms). */
const AWS_TYPE = /^(List<)?AWS::[A-Za-z0-9]+::[A-Za-z0-9]+::[A-Za-z0-9]+>?$/;
const SSM_TYPE = /^AWS::SSM::Parameter::(Name|Value<(String|List<String>|CommaDelimitedList|(List<)?AWS::[\w:]+>?)>)$/;
const NAME = /^[A-Za-z0-9]+$/;

/** Which DeletionPolicy / UpdateReplacePolicy values a resource type takes. */
function policies(type: string): string[] {
  const snapshot =
    /^AWS::(EC2::Volume|ElastiCache::(CacheCluster|ReplicationGroup)|Neptune::DBCluster|RDS::(DBCluster|DBInstance)|Redshift::Cluster|DocDB::DBCluster)$/.test(
      type,
    );
  return ['Delete', 'Retain', ...(snapshot ? ['Snapshot'] : [])];
}

const isScalar = (n: DocNode | undefined) => n?.kind === 'scalar' && n.value !== null;
const isFunction = (n: DocNode | undefined) =>
  n?.kind === 'map' && n.entries.length === 1 && (n.entries[0].key === 'Ref' || n.entries[0].key.startsWith('Fn::'));

export function checkSections(root: DocMap, f: Findings, transforms: readonly string[], source = ''): void {
  const version = root.entries.find((e) => e.key === 'AWSTemplateFormatVersion');
  if (version) {
    const v = version.value;
    const s = v.kind === 'scalar' ? v.value : null;
    if (s !== '2010-09-09')
      f.error('cloudformation.bad-format-version', C.badFormatVersion(String(s ?? kind(v))), v.span);
  }
  for (const section of ['Parameters', 'Mappings', 'Conditions', 'Outputs', 'Resources']) {
    const n = get(root, section);
    // An optional section left empty (`Parameters:` and nothing under it) holds nothing, and
    // cfn-lint accepts it so. Resources must hold at least one resource.
    const empty = n?.kind === 'scalar' && n.value === null && section !== 'Resources';
    if (n && n.kind !== 'map' && !empty)
      f.error('cloudformation.bad-section', C.badSection(section, 'a map of names'), n.span);
  }
  const mappings = get(root, 'Mappings');
  if (mappings?.kind === 'map')
    for (const m of mappings.entries)
      if (!NAME.test(m.key)) f.error('cloudformation.bad-logical-id', C.badLogicalId(m.key), m.keySpan);
  const parameters = get(root, 'Parameters');
  if (parameters?.kind === 'map') for (const p of parameters.entries) parameter(p.key, p.value, f, source);
  const resources = get(root, 'Resources');
  if (resources?.kind !== 'map') return;
  const params = new Set(parameters?.kind === 'map' ? parameters.entries.map((e) => e.key) : []);
  const loops = !transforms.includes('AWS::LanguageExtensions');
  for (const r of resources.entries) {
    if (params.has(r.key)) f.error('cloudformation.duplicate-name', C.duplicateName(r.key), r.keySpan);
    if (r.key.startsWith('Fn::ForEach::') && loops)
      f.error(
        'cloudformation.missing-transform',
        C.missingTransform('Fn::ForEach', 'AWS::LanguageExtensions'),
        r.keySpan,
      );
    if (r.value.kind === 'map') resourceAttributes(r.value, f);
  }
  const outputs = get(root, 'Outputs');
  if (outputs?.kind === 'map' && loops)
    for (const o of outputs.entries)
      if (o.key.startsWith('Fn::ForEach::'))
        f.error(
          'cloudformation.missing-transform',
          C.missingTransform('Fn::ForEach', 'AWS::LanguageExtensions'),
          o.keySpan,
        );
}

function parameter(name: string, node: DocNode, f: Findings, source: string): void {
  if (node.kind !== 'map')
    return f.error('cloudformation.bad-parameter', C.badParameter(name, 'must be a map with a `Type`'), node.span);
  for (const e of node.entries)
    if (!PARAMETER_KEYS.includes(e.key))
      f.error('cloudformation.bad-parameter', C.badParameter(name, `has no key \`${e.key}\``), e.keySpan);
  const typeNode = get(node, 'Type');
  const type = text(typeNode);
  if (!typeNode) return f.error('cloudformation.bad-parameter', C.badParameter(name, 'has no `Type`'), node.span);
  if (type === undefined || !(PLAIN_TYPES.includes(type) || AWS_TYPE.test(type) || SSM_TYPE.test(type)))
    return f.error(
      'cloudformation.bad-parameter',
      C.badParameter(name, `has no valid \`Type\` (${type ?? kind(typeNode)})`),
      typeNode.span,
    );
  const numeric = type === 'Number';
  for (const key of ['MinValue', 'MaxValue', 'MinLength', 'MaxLength']) {
    const v = get(node, key);
    if (!v) continue;
    const number = v.kind === 'scalar' && /^-?\d+(\.\d+)?$/.test(String(v.value));
    const fits = key.endsWith('Value') ? numeric : !numeric;
    if (!number || !fits)
      f.error(
        'cloudformation.bad-parameter',
        C.badParameter(name, `has a \`${key}\` that is not ${fits ? 'a number' : `for a ${type} parameter`}`),
        v.span,
      );
  }
  const allowed = get(node, 'AllowedValues');
  if (allowed && (allowed.kind !== 'seq' || !allowed.items.every(isScalar)))
    f.error(
      'cloudformation.bad-parameter',
      C.badParameter(name, 'has `AllowedValues` that are not a list of values'),
      allowed.span,
    );
  const noEcho = get(node, 'NoEcho');
  if (noEcho && !(noEcho.kind === 'scalar' && isBooleanValue(noEcho.value)))
    f.error(
      'cloudformation.bad-parameter',
      C.badParameter(name, 'has a `NoEcho` that is not true or false'),
      noEcho.span,
    );
  defaultFits(name, node, type, f, source);
}

/** The default must meet the parameter's own constraints (CloudFormation refuses the stack otherwise). */
function defaultFits(name: string, node: DocMap, type: string, f: Findings, source: string): void {
  const d = get(node, 'Default');
  if (d?.kind !== 'scalar' || d.value === null) return;
  // An unquoted number is compared as written: `Default: 4.0` is the text "4.0" to CloudFormation
  // (and cfn-lint), though the parsed tree holds 4 (iamhansko Control Tower templates,
  // `AllowedPattern: ^\d+.\d+`, t10-H11).
  const written = typeof d.value === 'number' ? source.slice(d.span.start.offset, d.span.end.offset).trim() : '';
  const given = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(written) ? written : String(d.value);
  const values = type === 'CommaDelimitedList' || type.startsWith('List<') ? given.split(',') : [given];
  const bad = (why: string) =>
    f.error('cloudformation.bad-parameter', C.badParameter(name, `has a default that ${why}`), d.span);
  const allowed = get(node, 'AllowedValues');
  if (allowed?.kind === 'seq' && allowed.items.every(isScalar)) {
    const set = allowed.items.map((i) => String(text(i) ?? (i.kind === 'scalar' ? i.value : '')));
    // A list's default passes whole (an allowed value may hold commas) or item by item.
    if (!set.includes(given) && !set.includes(String(d.value)) && values.some((v) => !set.includes(v.trim())))
      return bad('is not among its `AllowedValues`');
  }
  const pattern = text(get(node, 'AllowedPattern'));
  if (pattern !== undefined && type === 'String') {
    let re: RegExp | undefined;
    try {
      re = new RegExp(`^(?:${pattern})$`);
    } catch {
      re = undefined; // a pattern JavaScript cannot read is not judged
    }
    if (re && !re.test(given)) return bad('does not match its `AllowedPattern`');
  }
  const num = (key: string) => {
    const v = get(node, key);
    return v?.kind === 'scalar' && /^-?\d+(\.\d+)?$/.test(String(v.value)) ? Number(v.value) : undefined;
  };
  const [minV, maxV, minL, maxL] = ['MinValue', 'MaxValue', 'MinLength', 'MaxLength'].map(num);
  const n = Number(d.value);
  if (type === 'Number' && minV !== undefined && n < minV) return bad(`is below its \`MinValue\` ${minV}`);
  if (type === 'Number' && maxV !== undefined && n > maxV) return bad(`is above its \`MaxValue\` ${maxV}`);
  const length = given.length;
  if (type === 'String' && minL !== undefined && length < minL) return bad(`is shorter than its \`MinLength\` ${minL}`);
  if (type === 'String' && maxL !== undefined && length > maxL) return bad(`is longer than its \`MaxLength\` ${maxL}`);
}

function resourceAttributes(node: DocMap, f: Findings): void {
  const type = text(get(node, 'Type')) ?? '';
  if (type.endsWith('::MODULE')) {
    for (const key of ['CreationPolicy', 'UpdatePolicy']) {
      const e = node.entries.find((x) => x.key === key);
      if (e) f.error('cloudformation.module-key', C.moduleKey(key), e.keySpan);
    }
    const tags = get(get(node, 'Properties'), 'Tags');
    if (tags) f.error('cloudformation.module-key', C.moduleKey('Tags'), tags.span);
    const metadata = get(node, 'Metadata');
    const reserved =
      metadata?.kind === 'map' ? metadata.entries.find((e) => e.key === 'AWS::CloudFormation::Module') : undefined;
    if (reserved)
      f.error('cloudformation.module-key', C.moduleKey('Metadata: AWS::CloudFormation::Module'), reserved.keySpan);
    return;
  }
  if (!/^AWS::/.test(type)) return;
  for (const key of ['DeletionPolicy', 'UpdateReplacePolicy']) {
    const v = get(node, key);
    if (!v || isFunction(v)) {
      // A parameter, a condition or a mapping may choose the policy; other functions cannot.
      const fn = v?.kind === 'map' ? v.entries[0].key : undefined;
      if (fn && !['Ref', 'Fn::If', 'Fn::FindInMap', 'Fn::Sub', 'Fn::Select'].includes(fn))
        f.error('cloudformation.bad-policy', C.badPolicy(key, `\`${fn}\``, policies(type)), v!.span);
      continue;
    }
    const allowed = policies(type);
    if (key === 'DeletionPolicy') allowed.push('RetainExceptOnCreate');
    const value = text(v);
    if (value === undefined || !allowed.includes(value))
      f.error(
        'cloudformation.bad-policy',
        C.badPolicy(key, value !== undefined ? `\`${value}\`` : kind(v), allowed),
        v.span,
      );
  }
}

function kind(n: DocNode): string {
  if (n.kind === 'map') return 'an object';
  if (n.kind === 'seq') return 'a list';
  return n.value === null ? 'null' : typeof n.value === 'string' ? 'a string' : String(n.value);
}
