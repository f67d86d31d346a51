/**
 * Bicep without the Bicep compiler: syntax with positions, declarations (duplicates, names used
 * but never declared, unknown functions), resource types and apiVersions against the Azure
 * schemas, and resource bodies' property names and literal values (warnings, as the compiler
 * gives them). What needs the compiler (expression types, function arguments, modules' own
 * parameters) is said once per file as information.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { checkObject } from '../arm/body';
import { liftedProperties } from '../arm/flat-body';
import { ARM_FUNCTIONS } from '../arm/expressions';
import { legacyExtension } from '../arm/legacy-extension';
import { referableType, unjudged, wellFormedVersion } from '../arm/unjudged';
import { workspaceArtifact } from '../arm/workspace-artifacts';
import { armType, armTypeNames } from '@infragen/iac-schemas';
import { BrokenPartLeftOut, type Findings } from '../diagnostics';
import { disabledLines, PragmaDisabled } from './pragmas';
import { type BicepExpr, type BicepFile, type BicepStatement } from '../parse/bicep/ast';
import { type DocNode } from '../parse/doc/ast';
import { closest } from '../suggest';

const B = DiagnosticMessages.checks.bicep;

/**
 * Bicep's own functions and namespaces beyond the ARM template functions: the compiler's `sys` and
 * `az` namespaces (Azure/bicep@9beb0fe, SystemNamespaceType.cs and AzNamespaceType.cs), less
 * those ARM_FUNCTIONS already hold. A function the compiler knows and this list lacks is a false
 * `undeclared` error on correct code.
 */
const BICEP_FUNCTIONS = new Set(
  (
    'any az sys flatten loadtextcontent loadfileasbase64 loadjsoncontent loadyamlcontent loaddirectoryfileinfo ' +
    'readenvironmentvariable readenvvar readcliarg externalinput nameof getsecret items tryget builduri parseuri ' +
    'deployer distinct like tologicalzone tologicalzones tophysicalzone tophysicalzones'
  ).split(' '),
);
const KNOWN_CALLS = new Set([...ARM_FUNCTIONS, ...BICEP_FUNCTIONS]);
/** A resource's keys Bicep owns (the type's schema covers the rest), in lower case. */
const TEMPLATE_KEYS = new Set(['parent', 'scope', 'dependson', 'name']);

export function validateBicep(file: BicepFile, checked: Findings, source = ''): void {
  const disabled = disabledLines(source);
  const f = disabled.size ? new PragmaDisabled(checked, disabled) : checked;
  for (const s of file.syntax) f.error('bicep.syntax', DiagnosticMessages.checks.syntax.bicep(s.message), s.span);
  const first = file.statements[0];
  f.info(
    'bicep.not-checked',
    B.notChecked,
    first
      ? { start: first.span.start, end: first.span.start }
      : { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
  );
  const symbols = new Map<string, BicepStatement>();
  const outputs = new Set<string>();
  const declare = (s: BicepStatement) => {
    if (!s.name || !s.nameSpan) return;
    const space = s.kind === 'output' ? outputs : symbols;
    const taken = space instanceof Map ? space.has(s.name) : space.has(s.name);
    if (taken) f.error('bicep.duplicate-declaration', B.duplicate(s.name), s.nameSpan);
    else if (space instanceof Map) space.set(s.name, s);
    else space.add(s.name);
  };
  const all = allStatements(file.statements);
  for (const s of file.statements)
    if (['param', 'var', 'resource', 'module', 'output', 'type', 'func', 'test'].includes(s.kind)) declare(s);
    else if (s.kind === 'import') for (const name of importedNames(s)) symbols.set(name, s);
    // An extension is a namespace by its name or alias (`k8s.config`, `graph.appRoles()`).
    else if (s.kind === 'extension') for (const name of extensionNames([s])) symbols.set(name, s);
  // An extension written as a registry reference without `as` is named by its own types, unknown
  // here: a member of a name declared nowhere may be its namespace, so it is not judged.
  const unnamedExtension = file.statements.some(
    (s) => s.kind === 'extension' && !/^\s*[A-Za-z_]/.test(rawText(s)) && !/\bas\s+\w+\s*$/.test(rawText(s)),
  );
  // A nested resource's name belongs to its parent (`vault::key`): two parents may each have a
  // `key`. It is still known by name inside its parent, so it is declared where free.
  const top = new Set(file.statements);
  for (const s of all)
    if (!top.has(s) && s.kind === 'resource' && s.name && !symbols.has(s.name)) symbols.set(s.name, s);
  // The statements around a syntax error are still checked (the parser resumes at the next
  // top-level one), but no name is called undeclared: the broken statement may declare it. A
  // parameters file that extends another (`extends 'shared.bicepparam'`) may name the base's.
  const unseenNames = file.syntax.length > 0 || file.statements.some((s) => s.kind === 'extends');
  const refs = unseenNames ? new BrokenPartLeftOut(f, (code) => code === 'bicep.undeclared') : f;
  for (const s of all) {
    for (const d of s.decorators) references(d, symbols, new Set(), refs, true, unnamedExtension);
    // Inside a new resource's body `this` is the resource (`this.exists()`, `this.existingResource()`).
    const bound = new Set(s.kind === 'resource' && !s.existing ? ['this'] : []);
    if (s.value && s.kind !== 'import' && s.kind !== 'using' && s.kind !== 'extension' && s.kind !== 'func')
      references(s.value, symbols, bound, refs, false, unnamedExtension);
  }
  checkResources(file.statements, undefined, f, extensionNames(file.statements));
}

/**
 * The names an `import` statement brings in: `import { a, b as c } from '...'` declares a and c,
 * `import * as ns from '...'` declares ns (variables, types and functions another file exports).
 */
function importedNames(s: BicepStatement): string[] {
  const raw = s.value?.kind === 'raw' ? s.value.text : '';
  const star = /^\*\s+as\s+(\w+)/.exec(raw.trim());
  if (star) return [star[1]];
  const list = /\{([^}]*)\}/.exec(raw)?.[1] ?? '';
  // The names are separated by commas or line breaks (`import {` then one name a line), and the
  // list may hold comments.
  return list
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .split(/[,\n]/)
    .map((item) =>
      item
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .trim(),
    )
    .filter((name) => /^\w+$/.test(name));
}

function allStatements(list: BicepStatement[]): BicepStatement[] {
  return list.flatMap((s) => [s, ...allStatements(nestedResources(s.value))]);
}

function nestedResources(e: BicepExpr | undefined): BicepStatement[] {
  if (!e) return [];
  if (e.kind === 'object') return e.resources;
  if (e.kind === 'if' || e.kind === 'for') return nestedResources(e.body);
  return [];
}

function references(
  e: BicepExpr,
  symbols: Map<string, BicepStatement>,
  bound: Set<string>,
  f: Findings,
  decorator: boolean,
  unnamedExtension = false,
): void {
  const visit = (x: BicepExpr, b = bound) => references(x, symbols, b, f, decorator, unnamedExtension);
  switch (e.kind) {
    case 'ident':
      if (!symbols.has(e.name) && !bound.has(e.name) && !BICEP_FUNCTIONS.has(e.name.toLowerCase())) {
        const hint = closest(e.name, [...symbols.keys(), ...bound]);
        f.error('bicep.undeclared', B.undeclared(e.name), e.span, {
          fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
        });
      }
      return;
    case 'call': {
      if (e.callee.kind === 'ident') {
        const name = e.callee.name;
        if (
          !symbols.has(name) &&
          !decorator &&
          !KNOWN_CALLS.has(name.toLowerCase()) &&
          !name.toLowerCase().startsWith('list')
        ) {
          const hint = closest(name, [...KNOWN_CALLS]);
          f.error('bicep.undeclared', B.undeclared(name), e.callee.span, {
            fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
          });
        }
      } else visit(e.callee);
      e.args.forEach((a) => visit(a));
      return;
    }
    case 'member':
      // `az.resourceGroup()`, `sys.concat()`: namespaces, not symbols.
      if (e.object.kind === 'ident' && (e.object.name === 'az' || e.object.name === 'sys')) return;
      if (e.object.kind === 'ident' && unnamedExtension && !symbols.has(e.object.name) && !bound.has(e.object.name))
        return;
      return visit(e.object);
    case 'index':
      visit(e.object);
      return visit(e.index);
    case 'string':
      for (const p of e.parts) if (typeof p !== 'string') visit(p);
      return;
    case 'object':
      for (const p of e.props) visit(p.value);
      for (const r of e.resources) if (r.value) visit(r.value);
      return;
    case 'array':
      return e.items.forEach((i) => visit(i));
    case 'unary':
      return visit(e.operand);
    case 'binary':
      visit(e.left);
      return visit(e.right);
    case 'ternary':
      [e.condition, e.then, e.otherwise].forEach((x) => visit(x));
      return;
    case 'for':
      visit(e.iterable);
      return visit(e.body, new Set([...bound, ...e.names]));
    case 'if':
      visit(e.condition);
      return visit(e.body);
    case 'lambda':
      return visit(e.body, new Set([...bound, ...e.params]));
  }
}

/**
 * The extensions a file names (`extension http`, `extension 'br:registry/ext:1.0' as ext`, the older
 * `provider` keyword), less `az` (Azure's own types, written `Namespace/type@version`).
 */
function extensionNames(list: BicepStatement[]): string[] {
  return list
    .filter((s) => s.kind === 'extension' && s.value?.kind === 'raw')
    .map((s) => rawText(s).trim())
    .map((t) => /\bas\s+([A-Za-z_]\w*)\s*$/.exec(t)?.[1] ?? /^([A-Za-z_]\w*)/.exec(t)?.[1] ?? t)
    .filter((name) => name !== 'az');
}

function rawText(s: BicepStatement): string {
  return s.value?.kind === 'raw' ? s.value.text : '';
}

function checkResources(
  list: BicepStatement[],
  parent: { type: string; version: string } | undefined,
  f: Findings,
  extensions: readonly string[] = [],
): void {
  for (const s of list) {
    if (s.kind !== 'resource' || !s.typeRef) continue;
    // `'k8s:apps/Deployment@v1'`: a type named with its extension's alias first (`az:` is Azure's own).
    const alias = /^([A-Za-z_]\w*):(?!\/)/.exec(s.typeRef.text)?.[1];
    if (alias && alias !== 'az' && extensions.includes(alias)) {
      f.info('bicep.not-checked', B.extensionType(s.typeRef.text, [alias]), s.typeRef.span);
      continue;
    }
    const [rawType, rawVersion] = s.typeRef.text.slice(alias === 'az' ? 3 : 0).split('@');
    // An extension's own types (`resource req 'HttpRequest' = {...}` after `extension http`) need no
    // namespace nor apiVersion, and this checker bundles no schema for them.
    if (!parent && extensions.length && /^[A-Za-z][A-Za-z0-9.]*$/.test(rawType)) {
      f.info('bicep.not-checked', B.extensionType(s.typeRef.text, extensions), s.typeRef.span);
      continue;
    }
    const type = parent && !rawType.includes('/') ? `${parent.type}/${rawType}` : rawType;
    const version = rawVersion ?? parent?.version;
    if (!/^[A-Za-z0-9.]+\/[A-Za-z0-9./]+$/.test(type) || !version) {
      f.error('bicep.bad-type-reference', B.badTypeReference(s.typeRef.text), s.typeRef.span);
      continue;
    }
    // `<parent type>/providers/<extension type>` (what decompiling an older template writes) is
    // judged as the extension type its name tells.
    const legacy = legacyExtension(type, nameText(bodyObject(s.value)));
    if (legacy && !referableType(legacy.parent)) {
      f.error('bicep.unknown-resource-type', B.unknownResourceType(legacy.parent), s.typeRef.span);
      continue;
    }
    if (legacy && !legacy.extension) {
      f.info('bicep.not-checked', DiagnosticMessages.checks.arm.legacyExtension(type), s.typeRef.span);
      continue;
    }
    const why = unjudged(legacy?.extension ?? type, version, !!s.existing);
    if (why) {
      f.info('bicep.not-checked', why, s.typeRef.span);
      checkResources(nestedResources(s.value), { type, version }, f);
      continue;
    }
    const known = armType(legacy?.extension ?? type);
    if (!known) {
      // A Synapse workspace artifact is real but not ARM's: say so rather than suggest a near name.
      const hint = workspaceArtifact(type) ? undefined : closest(type, armTypeNames());
      const message = workspaceArtifact(type)
        ? DiagnosticMessages.checks.arm.workspaceArtifact(type)
        : B.unknownResourceType(type);
      f.error('bicep.unknown-resource-type', message, s.typeRef.span, {
        fixHint: hint && DiagnosticMessages.checks.didYouMean(`${hint}@${armType(hint)?.s}`),
      });
      continue;
    }
    if (!known.v.includes(version)) {
      if (wellFormedVersion(version)) {
        f.warning('bicep.unknown-api-version', B.unlistedApiVersion(known.name, version, known.s), s.typeRef.span, {
          fixHint: DiagnosticMessages.checks.didYouMean(`${known.name}@${known.s}`),
        });
        checkResources(nestedResources(s.value), { type: known.name, version }, f);
        continue;
      }
      f.error('bicep.unknown-api-version', B.unknownApiVersion(known.name, version), s.typeRef.span, {
        fixHint: DiagnosticMessages.checks.didYouMean(`${known.name}@${known.s}`),
      });
      continue;
    }
    const body = bodyObject(s.value);
    // `name` is the one property the compiler errs on when left out (BCP035 is an error for a
    // system property, a warning for the type's own): a spread may bring it, a child in a loop too.
    if (body && !body.props.some((p) => p.key === 'name' || p.key === '...'))
      f.error(
        'bicep.missing-property',
        B.missingProperty(`The ${known.name} resource \`${s.name}\``, ['name']),
        s.typeRef.span,
      );
    if (body && !s.existing)
      checkObject(
        {
          f,
          prefix: 'bicep',
          exactVersion: version === known.s,
          bundledVersion: known.s,
          isExpr: (n) => n.kind === 'scalar' && n.tag === 'expr',
        },
        liftedProperties(toDoc(body), known.b),
        known.b,
        `The ${known.name} resource \`${s.name}\``,
        s.name ?? known.name,
        TEMPLATE_KEYS,
      );
    checkResources(nestedResources(s.value), { type: known.name, version }, f);
  }
}

/** A resource's name as written, `{}` in place of each interpolation (`'${vnet}/Microsoft.Insights/logs'`). */
function nameText(body: Extract<BicepExpr, { kind: 'object' }> | undefined): string | undefined {
  const name = body?.props.find((p) => p.key === 'name')?.value;
  if (name?.kind !== 'string') return undefined;
  return name.parts.map((p) => (typeof p === 'string' ? p : '{}')).join('');
}

function bodyObject(e: BicepExpr | undefined): Extract<BicepExpr, { kind: 'object' }> | undefined {
  if (!e) return undefined;
  if (e.kind === 'object') return e;
  if (e.kind === 'if' || e.kind === 'for') return bodyObject(e.body);
  return undefined;
}

/** A Bicep value as a document tree; anything computed becomes a scalar tagged `expr`. */
function toDoc(e: BicepExpr): DocNode {
  switch (e.kind) {
    case 'object':
      // `...other` adds properties known only at deployment: such an object is not judged.
      if (e.props.some((p) => p.key === '...')) return { kind: 'scalar', value: null, tag: 'expr', span: e.span };
      return {
        kind: 'map',
        entries: e.props.map((p) => ({ key: p.key, keySpan: p.keySpan, value: toDoc(p.value) })),
        span: e.span,
      };
    case 'array':
      return { kind: 'seq', items: e.items.map(toDoc), span: e.span };
    case 'string':
      return e.parts.every((p) => typeof p === 'string')
        ? { kind: 'scalar', value: e.parts.join(''), span: e.span }
        : { kind: 'scalar', value: null, tag: 'expr', span: e.span };
    case 'number':
    case 'bool':
      return { kind: 'scalar', value: e.value, span: e.span };
    case 'null':
      return { kind: 'scalar', value: null, span: e.span };
    default:
      return { kind: 'scalar', value: null, tag: 'expr', span: e.span };
  }
}
