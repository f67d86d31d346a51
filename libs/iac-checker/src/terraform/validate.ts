/**
 * Terraform: syntax, block structure, every resource and data type and argument against the
 * providers' schemas, references that resolve, functions that exist, providers required and pinned.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { BrokenPartLeftOut, type Finding, Findings } from '../diagnostics';
import {
  calls,
  type HclAttribute,
  type HclBlock,
  type HclBody,
  type HclExpr,
  type HclFile,
  traversals,
} from '../parse/hcl/ast';
import { type Span } from '../parse/position';
import { closest } from '../suggest';
import { checkBody } from './blocks';
import { calledFolder, configurationConstraint } from './configuration';
import { TERRAFORM_FUNCTIONS } from './functions';
import { collectModules, dirOf, isOverride, ownConstraint, type TerraformModule } from './module';
import {
  attributeNames,
  bundledVersions,
  providerOf,
  providerSchemas,
  type ProviderSchema,
} from '@infragen/iac-schemas';
import { admitsNewerMajor, pickVersion } from './versions';

const T = DiagnosticMessages.checks.terraform;
const S = DiagnosticMessages.checks.syntax;

/** Top-level block types and how many labels each takes. */
const TOP_BLOCKS: Record<string, number> = {
  terraform: 0,
  provider: 1,
  resource: 2,
  data: 2,
  ephemeral: 2,
  variable: 1,
  output: 1,
  locals: 0,
  module: 1,
  moved: 0,
  import: 0,
  removed: 0,
  check: 1,
};
/** Arguments Terraform itself gives every provider block. */
const PROVIDER_META = new Set(['alias', 'version']);
/** Names that start a reference without being declared. */
const BUILTIN_ROOTS = new Set(['count', 'each', 'self', 'path', 'terraform']);
/** Resource types Terraform itself provides. */
const BUILTIN_TYPES = new Set(['terraform_data', 'terraform_remote_state']);

/** Syntax issues of one parsed file, as findings. */
export function syntaxFindings(file: HclFile, f: Findings): void {
  for (const issue of file.syntax) {
    if (issue.kind === 'unclosed-block')
      f.error('hcl.unclosed-block', S.unclosedBlock(`\`${issue.text}\``, issue.openedAt!.start.line), issue.openedAt!, {
        fixHint: 'Add the closing `}`.',
      });
    else if (issue.kind === 'unclosed-string') f.error('hcl.syntax', S.unclosedString, issue.span);
    else if (issue.kind === 'missing') f.error('hcl.syntax', S.hclMissing(issue.text), issue.span);
    else f.error('hcl.syntax', S.hclUnexpected(issue.text), issue.span);
  }
}

/** Checks every module (folder) of the given .tf files; `findings(file)` gives each file's collector. */
export function validateTerraform(files: HclFile[], findings: (file: string) => Findings): void {
  const modules = collectModules(files);
  const byDir = new Map(modules.map((m) => [m.dir, m]));
  for (const m of modules) new ModuleCheck(m, byDir, findings).run();
}

/**
 * A provider whose version constraint no bundled schema meets (`>= 6.28` with 5.100 bundled) is
 * checked against the nearest one, which cannot judge what the newer provider added or dropped:
 * what that check finds is information, never an error (`terraform.provider-version` says which
 * schema was used).
 */
class AsInformation extends Findings {
  constructor(private readonly to: Findings) {
    super(to.format, to.file);
  }
  override add(finding: Finding): void {
    this.to.add(finding.severity === 'error' ? { ...finding, severity: 'info' } : finding);
  }
}

/**
 * True when the block names a provider with no bundled schema of its own (`provider = google-beta`:
 * the beta provider has resources and arguments the google schema lacks), so what the schema of
 * its type's prefix cannot know is not judged.
 */
function unbundledProvider(b: HclBlock): boolean {
  const expr = b.body.attributes.find((a) => a.name === 'provider')?.expr;
  const name = expr?.kind === 'traversal' ? expr.root : undefined;
  return !!name && name !== providerOf(b.labels[0].value) && !providerSchemas(name).length;
}

class ModuleCheck {
  private readonly schemas = new Map<string, ProviderSchema | null>();
  /** Providers checked against a schema their constraint does not allow (see AsInformation). */
  private readonly inexact = new Set<string>();
  private readonly reportedProviders = new Set<string>();

  constructor(
    private readonly m: TerraformModule,
    private readonly modules: Map<string, TerraformModule>,
    private readonly findings: (file: string) => Findings,
  ) {}

  run(): void {
    for (const d of this.m.duplicates) {
      const span = 'typeSpan' in d.block ? d.block.span : d.block.nameSpan;
      this.findings(d.file).error('terraform.duplicate-declaration', T.duplicateDeclaration(d.what), span);
    }
    this.providers();
    for (const file of this.m.files) {
      if (file.json) {
        // Its names are declared (module.ts); its blocks cannot be told from arguments without a schema.
        this.findings(file.path).info('terraform.json-not-checked', T.jsonNotChecked, {
          start: file.body.span.start,
          end: file.body.span.start,
        });
        continue;
      }
      // An override file's blocks are merged into the blocks of the same name elsewhere in the
      // module (Terraform's override files): they hold only what they change, so nothing is missing.
      const f = isOverride(file.path)
        ? new BrokenPartLeftOut(this.findings(file.path), (code) => /^terraform\.missing-(argument|block)$/.test(code))
        : this.findings(file.path);
      for (const b of file.body.blocks) this.topBlock(b, f);
      for (const a of file.body.attributes)
        f.error('terraform.unknown-argument', T.unknownArgument('A Terraform file', a.name), a.nameSpan);
    }
  }

  private topBlock(b: HclBlock, f: Findings): void {
    const labels = TOP_BLOCKS[b.type];
    if (labels === undefined) {
      const hint = closest(b.type, Object.keys(TOP_BLOCKS));
      f.error('terraform.unknown-block-type', T.unknownTopBlock(b.type), b.typeSpan, {
        fixHint: hint ? DiagnosticMessages.checks.didYouMean(hint) : undefined,
      });
      return;
    }
    if (b.labels.length !== labels) {
      f.error('terraform.block-labels', T.labels(b.type, labels, b.labels.length), b.typeSpan);
      return;
    }
    this.references(b.body, f, new Set(), b.type);
    if (b.type === 'resource' || b.type === 'data') this.typed(b, f);
    else if (b.type === 'provider') this.providerBlock(b, f);
    else if (b.type === 'module' && !b.body.attributes.some((a) => a.name === 'source'))
      f.error(
        'terraform.missing-argument',
        T.missingArgument(`The module \`${b.labels[0].value}\``, ['source']),
        b.typeSpan,
      );
    else if (b.type === 'output' && !b.body.attributes.some((a) => a.name === 'value'))
      f.error(
        'terraform.missing-argument',
        T.missingArgument(`The output \`${b.labels[0].value}\``, ['value']),
        b.typeSpan,
      );
  }

  /** A resource or data block against its provider's schema. */
  private typed(b: HclBlock, f: Findings): void {
    const [typeLabel, nameLabel] = b.labels;
    const type = typeLabel.value;
    if (BUILTIN_TYPES.has(type)) return;
    const schema = this.schemaFor(providerOf(type), f, typeLabel.span);
    if (!schema) return;
    if (this.inexact.has(providerOf(type)) || unbundledProvider(b)) f = new AsInformation(f);
    const table = b.type === 'resource' ? schema.resources : schema.data;
    const entry = table[type];
    const address = b.type === 'resource' ? `${type}.${nameLabel.value}` : `data.${type}.${nameLabel.value}`;
    if (!entry) {
      const hint = closest(type, Object.keys(table));
      const message =
        b.type === 'resource'
          ? T.unknownResourceType(type, schema.provider, schema.version)
          : T.unknownDataSource(type, schema.provider, schema.version);
      f.error(
        b.type === 'resource' ? 'terraform.unknown-resource-type' : 'terraform.unknown-data-source',
        message,
        typeLabel.span,
        {
          path: address,
          fixHint: hint ? DiagnosticMessages.checks.didYouMean(hint) : undefined,
        },
      );
      return;
    }
    checkBody({ schema, f }, b.body, schema.structs[entry[0]], `\`${address}\``, address, true, b.typeSpan);
  }

  private providerBlock(b: HclBlock, f: Findings): void {
    const name = b.labels[0].value;
    const schema = this.schemaFor(name, f, b.labels[0].span);
    if (!schema || schema.providerConfig === undefined) return;
    if (this.inexact.has(name)) f = new AsInformation(f);
    const struct = schema.structs[schema.providerConfig];
    // `alias` (and the old `version`) are Terraform's own arguments of every provider block.
    const body = { ...b.body, attributes: b.body.attributes.filter((a) => !PROVIDER_META.has(a.name)) };
    checkBody({ schema, f }, body, struct, `The \`${name}\` provider`, `provider.${name}`, false, b.typeSpan);
  }

  /** The schema a provider's resources are checked against, chosen by its version constraint. */
  private schemaFor(provider: string, f: Findings, span: Span): ProviderSchema | undefined {
    if (!this.schemas.has(provider)) {
      const all = providerSchemas(provider);
      if (!all.length) this.schemas.set(provider, null);
      else {
        // The module's own constraint and its callers' (Terraform picks one version for all of them).
        const constraint = configurationConstraint(this.m, this.modules, provider);
        const pick = pickVersion(constraint, bundledVersions(provider));
        if ((!pick.exact && pick.readable) || admitsNewerMajor(constraint, bundledVersions(provider)))
          this.inexact.add(provider);
        this.schemas.set(provider, all[pick.index]);
      }
    }
    const schema = this.schemas.get(provider);
    if (!schema && !this.reportedProviders.has(provider)) {
      this.reportedProviders.add(provider);
      f.info('terraform.unknown-provider', T.unknownProvider(provider), span);
    }
    return schema ?? undefined;
  }

  /** Providers used are required and pinned; a constraint no bundled schema meets is said. */
  private providers(): void {
    const used = new Map<string, { file: string; span: Span }>();
    for (const file of this.m.files)
      for (const b of file.body.blocks) {
        const provider =
          (b.type === 'resource' || b.type === 'data') && b.labels[0]
            ? providerOf(b.labels[0].value)
            : b.type === 'provider' && b.labels[0]
              ? b.labels[0].value
              : undefined;
        if (provider && !BUILTIN_TYPES.has(b.labels[0].value) && !used.has(provider))
          used.set(provider, { file: file.path, span: b.labels[0].span });
      }
    const isRoot = this.m.dir === '' || !this.m.files.every((f) => dirOf(f.path).startsWith('modules'));
    for (const [provider, at] of used) {
      const rp = this.m.requiredProviders.get(provider);
      const pin = this.m.providerBlockPins.get(provider);
      if (!rp) {
        if (isRoot)
          this.findings(at.file).warning('terraform.provider-not-required', T.providerNotRequired(provider), at.span);
        if (!pin) continue;
      } else if (!rp.version && !pin) {
        this.findings(rp.file).warning(
          'terraform.provider-not-pinned',
          T.providerNotPinned(provider),
          rp.attribute.nameSpan,
        );
        continue;
      }
      const constraint = ownConstraint(this.m, provider)!;
      const stated = rp?.version ? rp : pin!;
      const versions = bundledVersions(provider);
      if (!providerSchemas(provider).length) continue;
      const pick = pickVersion(constraint, versions);
      if (!pick.readable)
        this.findings(stated.file).warning(
          'terraform.provider-constraint',
          T.unsupportedConstraint(provider, constraint),
          stated.attribute.span,
        );
      else if (!pick.exact)
        this.findings(stated.file).info(
          'terraform.provider-version',
          T.checkedAgainst(provider, constraint, `${provider} ${versions[pick.index]}`),
          stated.attribute.span,
        );
    }
  }

  /** Every reference and function call in a body resolves. `bound` holds iterator names in scope. */
  private references(body: HclBody, f: Findings, bound: Set<string>, blockType: string): void {
    for (const a of body.attributes) {
      if (skipAttribute(blockType, a)) continue;
      this.expression(a.expr, f, bound);
    }
    for (const b of body.blocks) {
      if (['lifecycle', 'moved', 'import', 'removed'].includes(b.type)) continue;
      if (b.type === 'dynamic') {
        const iterator = b.body.attributes.find((a) => a.name === 'iterator');
        const name = iterator?.expr.kind === 'traversal' ? iterator.expr.root : (b.labels[0]?.value ?? 'each');
        this.references(b.body, f, new Set([...bound, name]), 'dynamic');
      } else this.references(b.body, f, bound, b.type);
    }
  }

  private expression(e: HclExpr, f: Findings, bound: Set<string>): void {
    const all = calls(e);
    // An unknown function is an error Terraform raises when the call is evaluated, which `try()`
    // and `can()` catch (`terraform validate` accepts it); unknown names are found before that.
    let caught: Map<HclExpr, string> | undefined;
    for (const c of all)
      if (c.name === 'try' || c.name === 'can')
        for (const arg of c.args) for (const inner of calls(arg)) (caught ??= new Map()).set(inner, c.name);
    for (const c of all) {
      if (c.name.includes('::') || TERRAFORM_FUNCTIONS.has(c.name)) continue;
      const hint = closest(c.name, TERRAFORM_FUNCTIONS);
      const fixHint = hint ? DiagnosticMessages.checks.didYouMean(hint) : undefined;
      const wrapper = caught?.get(c);
      if (wrapper)
        f.warning('terraform.unknown-function', T.unknownFunctionCaught(c.name, wrapper), c.nameSpan, { fixHint });
      else f.error('terraform.unknown-function', T.unknownFunction(c.name), c.nameSpan, { fixHint });
    }
    for (const t of traversals(e)) this.traversal(t, f, bound);
  }

  private traversal(t: Extract<HclExpr, { kind: 'traversal' }>, f: Findings, bound: Set<string>): void {
    if (bound.has(t.root) || BUILTIN_ROOTS.has(t.root)) return;
    const attrs = t.steps.filter((s): s is Extract<typeof s, { kind: 'attr' }> => s.kind === 'attr');
    const first = t.steps[0]?.kind === 'attr' ? t.steps[0] : undefined;
    const m = this.m;
    if (t.root === 'var') {
      if (first && !m.variables.has(first.name)) {
        const hint = closest(first.name, m.variables.keys());
        f.error('terraform.undeclared-variable', T.undeclaredVariable(first.name), span(t.rootSpan, first.span), {
          fixHint: hint ? DiagnosticMessages.checks.didYouMean(`var.${hint}`) : undefined,
        });
      }
      return;
    }
    if (t.root === 'local') {
      if (first && !m.locals.has(first.name)) {
        const hint = closest(first.name, m.locals.keys());
        f.error('terraform.undeclared-local', T.undeclaredLocal(first.name), span(t.rootSpan, first.span), {
          fixHint: hint ? DiagnosticMessages.checks.didYouMean(`local.${hint}`) : undefined,
        });
      }
      return;
    }
    if (t.root === 'module') {
      if (!first) return;
      const decl = m.modules.get(first.name);
      if (!decl) {
        const hint = closest(first.name, m.modules.keys());
        f.error('terraform.undeclared-module', T.undeclaredModule(first.name), span(t.rootSpan, first.span), {
          fixHint: hint ? DiagnosticMessages.checks.didYouMean(`module.${hint}`) : undefined,
        });
        return;
      }
      this.moduleOutput(decl.node, attrs[1], f, first.name);
      return;
    }
    if (t.root === 'ephemeral') {
      const [type, name] = attrs;
      if (type && name && !m.ephemeral.has(`${type.name}.${name.name}`))
        f.error(
          'terraform.undeclared-resource',
          T.undeclaredResource(`ephemeral.${type.name}.${name.name}`),
          span(t.rootSpan, name.span),
        );
      return;
    }
    if (t.root === 'data' || t.root === 'resource') {
      // `resource.<type>.<name>` names a managed resource explicitly, as `data.` does a data source.
      const [type, name, attr] = attrs;
      if (t.root === 'resource') {
        if (type && name)
          this.resourceReference(
            `${type.name}.${name.name}`,
            m.resources,
            type.name,
            name.name,
            attr,
            'resource',
            f,
            span(t.rootSpan, name.span),
          );
        return;
      }
      if (!type || !name) return;
      this.resourceReference(
        `data.${type.name}.${name.name}`,
        m.data,
        type.name,
        name.name,
        attr,
        'data',
        f,
        span(t.rootSpan, name.span),
      );
      return;
    }
    const name = attrs[0];
    if (!name || t.steps[0]?.kind !== 'attr') {
      // A bare name: only `type = string` style keywords use these, and those attributes are skipped.
      return;
    }
    this.resourceReference(
      `${t.root}.${name.name}`,
      m.resources,
      t.root,
      name.name,
      attrs[1],
      'resource',
      f,
      span(t.rootSpan, name.span),
    );
  }

  private resourceReference(
    address: string,
    table: Map<string, { node: HclBlock }>,
    type: string,
    name: string,
    attr: { name: string; span: Span } | undefined,
    kind: 'resource' | 'data',
    f: Findings,
    at: Span,
  ): void {
    if (!table.has(`${type}.${name}`)) {
      const hint = closest(`${type}.${name}`, table.keys());
      f.error('terraform.undeclared-resource', T.undeclaredResource(address), at, {
        fixHint: hint ? DiagnosticMessages.checks.didYouMean(kind === 'data' ? `data.${hint}` : hint) : undefined,
      });
      return;
    }
    if (!attr || BUILTIN_TYPES.has(type)) return;
    const schema = providerSchemas(providerOf(type)).length ? this.schemaFor(providerOf(type), f, at) : undefined;
    if (this.inexact.has(providerOf(type)) || unbundledProvider(table.get(`${type}.${name}`)!.node))
      f = new AsInformation(f);
    const entry = schema && (kind === 'resource' ? schema.resources : schema.data)[type];
    if (!schema || !entry) return;
    const names = attributeNames(schema, entry);
    if (names.has(attr.name)) return;
    const normalised = new Set([...names].map((n) => n.replace(/_/g, '')));
    if (normalised.has(attr.name.replace(/_/g, ''))) return;
    const hint = closest(attr.name, names);
    f.error('terraform.unknown-attribute', T.unknownAttribute(address, attr.name), attr.span, {
      fixHint: hint ? DiagnosticMessages.checks.didYouMean(hint) : undefined,
    });
  }

  /** `module.x.y`: when module x is a folder of this project, y must be one of its outputs. */
  private moduleOutput(
    block: HclBlock,
    output: { name: string; span: Span } | undefined,
    f: Findings,
    name: string,
  ): void {
    const dir = calledFolder(this.m.dir, block);
    if (!output || dir === undefined) return;
    const child = this.modules.get(dir);
    if (!child || child.outputs.has(output.name)) return;
    const hint = closest(output.name, child.outputs.keys());
    f.error('terraform.unknown-attribute', T.unknownAttribute(`module.${name}`, output.name), output.span, {
      fixHint: hint ? DiagnosticMessages.checks.didYouMean(hint) : undefined,
    });
  }
}

/** Attributes whose expressions are not references: type constraints, provider and iterator names. */
function skipAttribute(blockType: string, a: HclAttribute): boolean {
  if (blockType === 'variable' && a.name === 'type') return true;
  // A provider requirement's `configuration_aliases = [aws.east]` names provider configurations.
  if (blockType === 'required_providers') return true;
  if (a.name === 'provider' || (a.name === 'providers' && blockType === 'module')) return true;
  if (blockType === 'dynamic' && a.name === 'iterator') return true;
  // `moved`/`removed` name addresses, not values: `from` is by design no longer declared, and
  // Terraform accepts a `to` that a later version renamed again (published modules keep old moves).
  if ((blockType === 'moved' || blockType === 'removed') && (a.name === 'from' || a.name === 'to')) return true;
  return false;
}

function span(a: Span, b: Span): Span {
  return { start: a.start, end: b.end };
}
