/**
 * CloudFormation: one template.yaml with Parameters, Resources and Outputs, written from the same
 * AWS plan as the Terraform target. Intrinsics use their long form so any YAML parser reads it.
 */
import { stringify } from 'yaml';
import { quotingYaml11Booleans } from './yaml-booleans';
import { type Planner } from '../../plan/planner';
import { clean } from '../../model/clean';
import { type RenderOutput } from '../types';
import { type WriterTable } from '../writer';
import { CfnContext, type CfnValue, type CloudFormationWriter } from './context';
import { EXISTING, existingLookup, identifies, type ExistingLookup } from '../../model/existing';
import { type Component } from '../../model/types';
import { writePlacedObjects, type WrittenResource } from '../placed-values';

/**
 * An existing resource is a parameter holding its ARN or ID: what writers wrote as its ARN or ID
 * (`Fn::GetAtt`, `${Id.Arn}` in a `Fn::Sub`) is that parameter, and any other attribute of it (a
 * VPC's CIDR block) is a parameter of its own the user supplies.
 */
// Kinds whose Ref is their name (the CloudFormation resource reference), not their ARN.
const REF_IS_NAME =
  /^aws\.(?:iam_role|lambda_function|dynamodb_table|s3_bucket|ecr_repository|kinesis_stream|cloudwatch_log_group|rds_cluster)$/;

function referencingExisting(
  v: Record<string, CfnValue>,
  x: CfnContext,
  byName: Map<string, string>,
): Record<string, CfnValue> {
  const ids = new Map([...x.existing].map((c) => [x.id(c), c]));
  const attribute = (id: string, attr: string): string => {
    if (/^(?:Arn|Id|GroupId|VpcId|SubnetId)$/.test(attr)) return id;
    const c = ids.get(id);
    const what = c ? (EXISTING[c.kind]?.what ?? 'resource') : 'resource';
    x.parameter(`${id}${attr}`, { Type: 'String', Description: `${attr} of the existing ${what} ${id}` });
    return `${id}${attr}`;
  };
  const walk = (u: unknown): unknown => {
    if (Array.isArray(u)) return u.map(walk);
    if (!u || typeof u !== 'object') return u;
    const o = u as Record<string, unknown>;
    // One given by name is its ARN made from the name's parameter.
    const arnOf = (id: string) => (byName.has(id) ? { 'Fn::Sub': byName.get(id) } : { Ref: id });
    // Ref is the name for some kinds (a role, a function), the ARN for others (a topic).
    if (typeof o.Ref === 'string' && byName.has(o.Ref))
      return REF_IS_NAME.test(ids.get(o.Ref)?.kind ?? '') ? { Ref: `${o.Ref}Name` } : arnOf(o.Ref);
    const getAtt = o['Fn::GetAtt'];
    if (Array.isArray(getAtt) && ids.has(String(getAtt[0])))
      return arnOf(attribute(String(getAtt[0]), String(getAtt[1])));
    const sub = o['Fn::Sub'];
    if (typeof sub === 'string')
      return {
        'Fn::Sub': sub.replace(/\$\{(\w+)\.(\w+)\}/g, (m, id: string, attr: string) =>
          byName.has(id) ? byName.get(id)! : ids.has(id) ? `\${${attribute(id, attr)}}` : m,
        ),
      };
    return Object.fromEntries(Object.entries(o).map(([k, w]) => [k, walk(w)]));
  };
  return ids.size ? (walk(v) as Record<string, CfnValue>) : v;
}

/**
 * An existing resource as a parameter under its own logical id (so Ref reaches it), with the identifier
 * the request gave as its default; one given by name, where its ARN can be made from the name, is a
 * parameter of the name instead, and its ARN a `Fn::Sub` of it.
 */
function existingParameter(c: Component, lookup: ExistingLookup, x: CfnContext, byName: Map<string, string>): void {
  const id = x.id(c);
  const given = c.name && identifies(c.kind, c.name) ? c.name : undefined;
  if (!given && c.name && lookup.cfnArn) {
    x.parameter(`${id}Name`, {
      Type: 'String',
      Description: `Name of the existing ${lookup.what} (not created here)`,
      Default: c.name,
    });
    byName.set(id, lookup.cfnArn.replace('{name}', `\${${id}Name}`));
    x.note(`parameter ${id}Name`);
    return;
  }
  const named = !given && lookup.cfnName ? c.name : undefined;
  x.parameter(id, {
    Type: lookup.cfnType ?? 'String',
    Description: `${named ? 'Name' : lookup.cfnType ? 'ID' : 'ARN'} of the existing ${lookup.what} (not created here)`,
    Default: given ?? named,
  });
  x.note(`parameter ${id}`);
}

/** Each resource with its properties, under the address `produced` gives it ("Logs (AWS::S3::Bucket)"). */
const writtenOf = (x: CfnContext): (WrittenResource & { id: string })[] =>
  [...x.resources].map(([id, r]) => ({
    id,
    address: `${id} (${r.Type})`,
    type: r.Type,
    body: (r.Properties ?? {}) as Record<string, unknown>,
  }));

export function renderCloudFormation(plan: Planner, writers: WriterTable<CloudFormationWriter>): RenderOutput {
  const x = new CfnContext(plan);
  const late = (kind: string) => writers.get(kind)?.late === true;
  const ordered = [...plan.components.filter((c) => !late(c.kind)), ...plan.components.filter((c) => late(c.kind))];
  for (const c of plan.components) {
    const lookup = existingLookup(c);
    if (lookup) x.existing.add(c);
  }
  // Existing resources given by name: their logical id -> their ARN as a Fn::Sub of the name's parameter.
  const byName = new Map<string, string>();
  for (const c of ordered) {
    x.current = c;
    const lookup = x.existing.has(c) ? EXISTING[c.kind] : undefined;
    // An existing resource is a parameter under the resource's own logical id, so Ref reaches it.
    if (lookup) {
      existingParameter(c, lookup, x, byName);
      writers.get(c.kind)?.referred?.(c, x);
    } else writers.get(c.kind)?.write(c, x);
  }
  x.current = undefined;
  // Values stated for attributes no writer set (targets/placed/): a resource without properties is given them.
  const placing = writtenOf(x);
  writePlacedObjects(placing, plan.placed);
  for (const w of placing) x.resources.get(w.id)!.Properties ??= Object.keys(w.body).length ? w.body : undefined;
  for (const r of x.resources.values()) if (r.Properties) r.Properties = referencingExisting(r.Properties, x, byName);
  x.parameter('Environment', { Type: 'String', Description: 'Environment name used in tags', Default: 'dev' });
  const template = clean({
    AWSTemplateFormatVersion: '2010-09-09',
    Description: 'Generated by infragen (built-in generator)',
    Parameters: Object.fromEntries([...x.parameters].sort(([a], [b]) => a.localeCompare(b))),
    Resources: Object.fromEntries(x.resources),
    Outputs: x.outputs.size ? Object.fromEntries(x.outputs) : undefined,
  });
  const content = `# Deploy with: aws cloudformation deploy --template-file template.yaml --stack-name <name> --capabilities CAPABILITY_NAMED_IAM\n${stringify(quotingYaml11Booleans(template), { lineWidth: 0, aliasDuplicateObjects: false })}`;
  return {
    files: [{ path: 'template.yaml', content, language: 'yaml' }],
    produced: x.produced,
    written: writtenOf(x),
  };
}
