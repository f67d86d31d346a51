/**
 * What the SAM transform (`AWS::Serverless-2016-10-31`) refuses when it expands the template,
 * before CloudFormation sees anything: a function packaged as a zip without a runtime or a
 * handler (from its own properties or the template's `Globals`, less those it ignores), an API
 * without a stage name, an `IgnoreGlobals` naming a global the template does not set, a
 * layer without its content, a nested application without its location, an event source without
 * what it listens to, and an `AutoPublishAlias` that is not a name or a Ref to a parameter.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type Findings } from '../diagnostics';
import { type DocMap, type DocNode, get, text } from '../parse/doc/ast';

const C = DiagnosticMessages.checks.cloudformation;

/** Properties the transform requires per serverless type (besides the function's runtime rule). */
const REQUIRED: Record<string, string[]> = {
  'AWS::Serverless::Api': ['StageName'],
  'AWS::Serverless::LayerVersion': ['ContentUri'],
  'AWS::Serverless::Application': ['Location'],
};
/** Properties each event source type requires. */
const EVENT_REQUIRED: Record<string, string[]> = {
  Schedule: ['Schedule'],
  S3: ['Bucket', 'Events'],
  SNS: ['Topic'],
  SQS: ['Queue'],
  Kinesis: ['Stream'],
  DynamoDB: ['Stream'],
  Api: ['Path', 'Method'],
};

const isCall = (n: DocNode | undefined) =>
  n?.kind === 'map' && n.entries.length === 1 && (n.entries[0].key === 'Ref' || n.entries[0].key.startsWith('Fn::'));

export function checkServerless(
  id: string,
  type: string,
  node: DocMap,
  globals: DocNode | undefined,
  parameters: ReadonlySet<string>,
  f: Findings,
): void {
  const props = get(node, 'Properties');
  if (isCall(props) || (props && props.kind !== 'map')) return;
  const where = `The resource \`${id}\` (${type})`;
  const global = get(globals, type.replace('AWS::Serverless::', ''));
  const ignored = ignoredGlobals(id, get(node, 'IgnoreGlobals'), global, f);
  const has = (k: string) => !!get(props, k) || (!ignored.has('*') && !ignored.has(k) && !!get(global, k));
  const missing = (REQUIRED[type] ?? []).filter((k) => !has(k));
  if (type === 'AWS::Serverless::Function') {
    const packageType = get(props, 'PackageType') ?? get(global, 'PackageType');
    const pt = text(packageType);
    const zip = packageType ? pt === 'Zip' : !has('ImageUri');
    if (zip && (!packageType || pt !== undefined)) missing.push(...['Runtime', 'Handler'].filter((k) => !has(k)));
    autoPublishAlias(get(props, 'AutoPublishAlias'), parameters, f);
    events(id, get(props, 'Events'), f);
  }
  if (missing.length)
    f.error('cloudformation.missing-property', C.missingProperty(where, missing), props?.span ?? node.span, {
      path: `Resources.${id}.Properties`,
    });
}

/**
 * The globals a resource opts out of (`IgnoreGlobals: "*"` or a list of names): each name must be
 * one the template's `Globals` sets for the type, or the transform refuses the resource.
 */
function ignoredGlobals(id: string, node: DocNode | undefined, global: DocNode | undefined, f: Findings): Set<string> {
  if (!node) return new Set();
  if (text(node) === '*') return new Set(['*']);
  const names = node.kind === 'seq' ? node.items : [node];
  for (const n of names) {
    const name = text(n);
    if (name !== undefined && !get(global, name))
      f.error(
        'cloudformation.unknown-property',
        C.unknownProperty(`\`IgnoreGlobals\` of \`${id}\`: the Globals section`, name),
        n.span,
      );
  }
  return new Set(names.map((n) => text(n) ?? ''));
}

function autoPublishAlias(alias: DocNode | undefined, parameters: ReadonlySet<string>, f: Findings): void {
  if (!alias || (alias.kind === 'scalar' && typeof alias.value === 'string')) return;
  const ref = alias.kind === 'map' && alias.entries.length === 1 && alias.entries[0].key === 'Ref';
  if (ref && parameters.has(text(alias.entries[0].value) ?? '')) return;
  f.error(
    'cloudformation.bad-intrinsic',
    C.badIntrinsic('AutoPublishAlias', 'an alias name, or a Ref to a template parameter'),
    alias.span,
  );
}

function events(id: string, list: DocNode | undefined, f: Findings): void {
  if (list?.kind !== 'map') return;
  for (const e of list.entries) {
    const type = text(get(e.value, 'Type'));
    const props = get(e.value, 'Properties');
    if (!type || isCall(props)) continue;
    const missing = (EVENT_REQUIRED[type] ?? []).filter((k) => !get(props, k));
    if (missing.length)
      f.error(
        'cloudformation.missing-property',
        C.missingProperty(`The ${type} event \`${e.key}\` of \`${id}\``, missing),
        props?.span ?? e.keySpan,
        { path: `Resources.${id}.Properties.Events.${e.key}` },
      );
  }
}
