/**
 * ARM templates: structure, resource types and apiVersions known, bodies against the resource
 * schemas, expressions well formed with known functions, parameters() and variables() declared,
 * and resourceId()/reference()/dependsOn pointing at types and resources that exist.
 *
 * Declared names include the variables a `copy` loop in `variables` makes, and languageVersion
 * 2.0's symbolic resource names (dependsOn may name them). A nested deployment evaluated in the
 * inner scope (`expressionEvaluationOptions.scope: inner`) is a template of its own: its
 * parameters() and variables() are its own declarations. Resource groups and `existing`
 * resources are not held to the body schema (ARM asks no `properties` of them).
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type Findings } from '../diagnostics';
import { type DocMap, type DocNode, text } from '../parse/doc/ast';
import { field, isKey } from './keys';
import { type Position, type Span } from '../parse/position';
import { closest } from '../suggest';
import { checkObject } from './body';
import { checkDependsOn } from './depends-on';
import { liftedProperties } from './flat-body';
import { warnOverriddenKeys } from './overridden-keys';
import { type KnownValues, ifBranchGuards } from './if-branches';
import { legacyExtension } from './legacy-extension';
import { referableType, unjudged, wellFormedVersion } from './unjudged';
import { workspaceArtifact } from './workspace-artifacts';
import { blueprintArtifact, isJsonSchema, isParametersFile, requestBodyTemplate } from './other-documents';
import { allCalls, ARM_FUNCTIONS, isExpression, parseArmExpression } from './expressions';
import { armType, armTypeNames } from '@infragen/iac-schemas';

const M = DiagnosticMessages.checks.arm;
const SECTIONS = [
  '$schema',
  'contentVersion',
  'apiProfile',
  'parameters',
  'variables',
  'functions',
  'resources',
  'outputs',
  'metadata',
  'definitions',
  'languageVersion',
  // The Bicep extensions a template's resources use (`imports` before Bicep's extensibility v2).
  'imports',
  'extensions',
];
/** Resource keys the template language owns (the type's schema covers the rest), in lower case. */
const TEMPLATE_KEYS = new Set(
  [
    'type',
    'apiVersion',
    'dependsOn',
    'condition',
    'copy',
    'comments',
    'scope',
    'resources',
    'name',
    'existing',
    'metadata',
    'import',
    'extension',
    // Bicep's experimental resource decorators (@retryOn, @waitUntil) are written under `@options`
    // (Bicep TemplateWriter), read by ARM's engine, never sent to the resource provider.
    '@options',
    // A cross-scope deployment's target (Microsoft.Resources/deployments).
    'subscriptionId',
    'resourceGroup',
  ].map((key) => key.toLowerCase()),
);

interface Resource {
  type: string;
  name?: string;
  /** languageVersion 2.0: the key the resource is declared under in `resources`. */
  symbol?: string;
  node: DocMap;
}

export function validateArm(root: DocNode | undefined, f: Findings, whole: Span): void {
  if (root) warnOverriddenKeys(root, f);
  if (isJsonSchema(root)) return f.info('arm.not-checked', M.jsonSchema, root!.span);
  if (isParametersFile(root)) return f.info('arm.not-checked', M.parametersFile, root!.span);
  const artifact = blueprintArtifact(root);
  if (artifact && !artifact.template) return f.info('arm.not-checked', M.blueprintArtifact(artifact.kind), root!.span);
  validateRoot(artifact?.template ?? requestBodyTemplate(root) ?? root, f, whole);
}

/** The template at the file's root (or a Blueprints template artifact's `properties.template`). */
function validateRoot(root: DocNode | undefined, f: Findings, whole: Span): void {
  if (!root || root.kind !== 'map' || !field(root, 'resources') || !field(root, '$schema')) {
    f.error('arm.not-a-template', M.notATemplate, root?.span ?? whole);
    return;
  }
  // Bicep's `assert` statements (experimental) are written to an `asserts` section, which the
  // compiler only emits with an experimental languageVersion ("2.1-experimental"): ARM's engine
  // takes it there, and nowhere else.
  const experimental = /-experimental$/i.test(text(field(root, 'languageVersion')) ?? '');
  for (const e of root.entries)
    if (!SECTIONS.some((section) => isKey(e.key, section)) && !(experimental && isKey(e.key, 'asserts'))) {
      const hint = closest(e.key, SECTIONS);
      f.error('arm.unknown-section', M.unknownSection(e.key), e.keySpan, {
        fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
      });
    }
  checkTemplate(root, f, !!field(root, 'apiProfile'));
}

/** A template's own declarations, resources and expressions (the root, or an inner-scope nested one). */
function checkTemplate(root: DocMap, f: Findings, profile = false): void {
  const keys = (n: DocNode | undefined) => new Set(n?.kind === 'map' ? n.entries.map((e) => e.key.toLowerCase()) : []);
  const parameters = keys(field(root, 'parameters'));
  const variables = keys(field(root, 'variables'));
  // `"copy": [{ "name": "disks", ... }]` in variables declares variables('disks').
  const loops = field(field(root, 'variables'), 'copy');
  if (loops?.kind === 'seq')
    for (const loop of loops.items) {
      const name = text(field(loop, 'name'));
      if (name) variables.add(name.toLowerCase());
    }
  const resources: Resource[] = [];
  collectResources(field(root, 'resources'), undefined, resources);
  for (const r of resources) resource(r, f, profile);
  const declaredTypes = new Set(resources.map((r) => r.type.toLowerCase()));
  const known = knownValues(root);
  checkDependsOn(resources, root, f);
  // User-defined functions name their own parameters: their bodies are not read against the template's.
  // A nested deployment is a template of its own only where it is deployed, under `resources`: a
  // template held in a variable (Bicep's loadJsonContent for a template spec) is data the deployment
  // evaluates first (`[[` becomes `[`, a key `[string('copy')]` becomes `copy`), not a template as written.
  for (const e of root.entries)
    if (!isKey(e.key, 'functions'))
      expressions(e.value, f, { parameters, variables, declaredTypes, known }, isKey(e.key, 'resources'));
}

/**
 * Values the file fixes, for working out an `if()` condition: a parameter's literal defaultValue
 * and a variable whose value is a literal (not an expression; an escaped `[[` is left unknown).
 */
function knownValues(root: DocMap): KnownValues {
  const known: KnownValues = new Map();
  const literal = (n: DocNode | undefined) =>
    n?.kind === 'scalar' &&
    (typeof n.value === 'number' ||
      typeof n.value === 'boolean' ||
      (typeof n.value === 'string' && !n.value.startsWith('[')))
      ? n.value
      : undefined;
  const params = field(root, 'parameters');
  for (const e of params?.kind === 'map' ? params.entries : []) {
    const v = literal(field(e.value, 'defaultValue'));
    if (v !== undefined) known.set(`p:${e.key.toLowerCase()}`, v);
  }
  const vars = field(root, 'variables');
  for (const e of vars?.kind === 'map' ? vars.entries : []) {
    const v = literal(e.value);
    if (v !== undefined) known.set(`v:${e.key.toLowerCase()}`, v);
  }
  return known;
}

/** The template of a nested deployment evaluated in its own (inner) scope, if `node` is one. */
function innerTemplate(node: DocMap): DocMap | undefined {
  if (!/^microsoft\.resources\/deployments$/i.test(text(field(node, 'type')) ?? '')) return undefined;
  const properties = field(node, 'properties');
  const scope = text(field(field(properties, 'expressionEvaluationOptions'), 'scope'));
  const template = field(properties, 'template');
  return scope?.toLowerCase() === 'inner' && template?.kind === 'map' ? template : undefined;
}

function collectResources(node: DocNode | undefined, parent: Resource | undefined, out: Resource[]): void {
  const list: [DocNode, string | undefined][] =
    node?.kind === 'seq'
      ? node.items.map((n) => [n, undefined])
      : node?.kind === 'map'
        ? node.entries.map((e) => [e.value, e.key])
        : [];
  for (const [item, symbol] of list) {
    if (item.kind !== 'map') continue;
    // A type written with a trailing slash is read without it, as resourceId() reads one.
    const rawType = (text(field(item, 'type')) ?? '').replace(/(?<=.)\/+$/, '');
    // A child's type and name follow its parent's; `providers/diagnosticSettings` is a child too
    // (the older spelling of an extension resource, named `Microsoft.Insights/<name>`).
    const child = parent && rawType && (!rawType.includes('/') || /^providers\//i.test(rawType));
    const type = child ? `${parent.type}/${rawType}` : rawType;
    const name = text(field(item, 'name'));
    const r: Resource = {
      type,
      name: parent && name && !isExpression(name) && parent.name ? `${parent.name}/${name}` : name,
      symbol,
      node: item,
    };
    out.push(r);
    collectResources(field(item, 'resources'), r, out);
  }
}

function resource(r: Resource, f: Findings, profile: boolean): void {
  // A resource of a Bicep extension (Kubernetes, Microsoft Graph...) names it (`import`, or
  // `extension` since extensibility v2) and carries its version in its type (`core/Service@v1`,
  // `Microsoft.Graph/groups@v1.0`), with no apiVersion and often no name: the extension's, not ARM's.
  const extension = text(field(r.node, 'extension') ?? field(r.node, 'import'));
  if (extension && !field(r.node, 'apiVersion')) {
    const typeNode = field(r.node, 'type');
    if (!typeNode) f.error('arm.missing-resource-key', M.missingResourceKey('type'), r.node.span);
    else f.info('arm.not-checked', M.extensionResource(r.type, extension), typeNode.span);
    return;
  }
  // With an `apiProfile` (Azure Stack Hub's hybrid profiles), a resource may leave out its
  // apiVersion: the profile gives its type's. Its body is then not judged, as with a computed one.
  for (const key of ['type', 'apiVersion', 'name'])
    if (!field(r.node, key) && !(profile && key === 'apiVersion'))
      f.error('arm.missing-resource-key', M.missingResourceKey(key), r.node.span, { path: r.type || undefined });
  const typeNode = field(r.node, 'type');
  if (!r.type || isExpression(r.type) || !typeNode) return;
  if (/\/$/.test(text(typeNode) ?? ''))
    f.warning('arm.type-trailing-slash', M.typeTrailingSlash(r.type), typeNode.span);
  const versionNode = field(r.node, 'apiVersion');
  const version = text(versionNode);
  const literalVersion = version && !isExpression(version) ? version : undefined;
  // `<parent type>/providers/<extension type>` is judged as the extension type its name tells.
  const legacy = legacyExtension(r.type, text(field(r.node, 'name')));
  if (legacy && !referableType(legacy.parent)) {
    const hint = closest(legacy.parent, armTypeNames());
    return f.error('arm.unknown-resource-type', M.unknownResourceType(legacy.parent), typeNode.span, {
      fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
    });
  }
  if (legacy && !legacy.extension) return f.info('arm.not-checked', M.legacyExtension(r.type), typeNode.span);
  const type = legacy?.extension ?? r.type;
  const why = unjudged(type, literalVersion, !!field(r.node, 'existing'));
  if (why) return f.info('arm.not-checked', why, literalVersion ? versionNode!.span : typeNode.span);
  const known = armType(type);
  if (!known) {
    // A Synapse workspace artifact is real but not ARM's: say so rather than suggest a near name.
    const hint = workspaceArtifact(type) ? undefined : closest(type, armTypeNames());
    const message = workspaceArtifact(type) ? M.workspaceArtifact(type) : M.unknownResourceType(type);
    f.error('arm.unknown-resource-type', message, typeNode.span, {
      fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
    });
    return;
  }
  if (!literalVersion) return;
  if (!known.v.includes(literalVersion)) {
    if (wellFormedVersion(literalVersion))
      return f.warning(
        'arm.unknown-api-version',
        M.unlistedApiVersion(known.name, literalVersion, known.s),
        versionNode!.span,
        {
          fixHint: DiagnosticMessages.checks.didYouMean(known.s),
        },
      );
    f.error('arm.unknown-api-version', M.unknownApiVersion(known.name, literalVersion), versionNode!.span, {
      fixHint: DiagnosticMessages.checks.didYouMean(known.s),
    });
    return;
  }
  // An existing resource is only referred to; a resource group's body is its location and tags.
  if (field(r.node, 'existing') || /^microsoft\.resources\/resourcegroups$/i.test(type)) return;
  checkObject(
    { f, prefix: 'arm', exactVersion: literalVersion === known.s, bundledVersion: known.s, isExpr: () => false },
    liftedProperties(r.node, known.b),
    known.b,
    `The ${known.name} resource`,
    r.name ?? known.name,
    TEMPLATE_KEYS,
  );
}

interface Declared {
  parameters: Set<string>;
  variables: Set<string>;
  declaredTypes: Set<string>;
  known: KnownValues;
}

/** Every expression string in the template; `deployed`: nested deployments here are resources. */
function expressions(node: DocNode, f: Findings, d: Declared, deployed: boolean): void {
  if (node.kind === 'seq') return node.items.forEach((n) => expressions(n, f, d, deployed));
  if (node.kind === 'map') {
    const inner = deployed ? innerTemplate(node) : undefined;
    for (const e of node.entries)
      if (inner && isKey(e.key, 'properties'))
        for (const p of e.value.kind === 'map' ? e.value.entries : [])
          // The inner template's own expressions are checked against its own declarations.
          if (isKey(p.key, 'template')) checkTemplate(inner, f, !!field(inner, 'apiProfile'));
          else expressions(p.value, f, d, deployed);
      else expressions(e.value, f, d, deployed);
    return;
  }
  if (typeof node.value !== 'string') return;
  const s = node.value;
  if (!s.startsWith('[') || s.startsWith('[[')) return;
  const at = (offset: number): Span => {
    const start: Position = {
      ...node.span.start,
      column: node.span.start.column + 1 + offset,
      offset: node.span.start.offset + 1 + offset,
    };
    return { start, end: start };
  };
  // ARM reads a string as an expression only when its first character is `[` and its last `]`
  // (nothing trimmed); one that only starts with `[` is text ("[Preview]: Deploy ...", a workbook's
  // JSON text ending in a line break), though maybe an expression left open.
  if (!s.endsWith(']')) {
    f.info('arm.text-not-expression', M.textNotExpression, node.span);
    return;
  }
  const parsed = parseArmExpression(s);
  if (parsed.error) {
    f.error('arm.expression-syntax', M.expressionSyntax(parsed.error.message), at(parsed.error.offset));
    return;
  }
  const guards = ifBranchGuards(parsed.calls, s, d.known);
  for (const call of allCalls(parsed.calls)) {
    const name = call.name.toLowerCase();
    const first = call.literals[0];
    const guard = guards.get(call);
    if (name.includes('.')) continue; // user-defined namespace.function
    const undeclared =
      first !== undefined &&
      ((name === 'parameters' && !d.parameters.has(first.toLowerCase())) ||
        (name === 'variables' && !d.variables.has(first.toLowerCase())));
    // Azure evaluates only the branch of if() taken: never taken, nothing to say; taken on a
    // condition the file does not fix, the deployment may or may not reach it.
    if (undeclared && guard) {
      if (guard !== 'skipped')
        f.warning(
          'arm.undeclared-in-branch',
          M.undeclaredInBranch(name === 'parameters' ? 'parameter' : 'variable', first, guard.condition, guard.when),
          at(call.offset),
        );
      continue;
    }
    if (!ARM_FUNCTIONS.has(name) && !name.startsWith('list')) {
      const hint = closest(call.name, ARM_FUNCTIONS);
      f.error('arm.unknown-function', M.unknownFunction(call.name), at(call.offset), {
        fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
      });
    } else if (name === 'parameters' && first !== undefined && !d.parameters.has(first.toLowerCase())) {
      const hint = closest(first, d.parameters);
      f.error('arm.undeclared-parameter', M.undeclaredParameter(first), at(call.offset), {
        fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
      });
    } else if (name === 'variables' && first !== undefined && !d.variables.has(first.toLowerCase())) {
      const hint = closest(first, d.variables);
      f.error('arm.undeclared-variable', M.undeclaredVariable(first), at(call.offset), {
        fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
      });
    } else if (
      /^(resourceid|subscriptionresourceid|tenantresourceid|extensionresourceid|managementgroupresourceid)$/.test(name)
    ) {
      // The type is the first argument that looks like one (resourceId may start with a subscription or group).
      const literal = call.literals.find((l) => l !== undefined && /^[A-Za-z]+\.[A-Za-z.]+\/[A-Za-z]/.test(l));
      if (!literal) continue;
      // `'Microsoft.Network/virtualNetworks/subnets/'`: ARM ignores a trailing slash.
      const type = literal.replace(/\/+$/, '');
      if (!referableType(type)) {
        const hint = closest(type, armTypeNames());
        f.error('arm.unknown-resource-type', M.unknownResourceType(type), at(call.offset), {
          fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
        });
      } else if (name === 'resourceid' && !d.declaredTypes.has(type.toLowerCase()))
        f.info('arm.reference-outside', M.referenceOutside(type), at(call.offset));
    }
  }
}
