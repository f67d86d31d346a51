/**
 * Every reference and function call of a module's blocks resolves: variables, locals, modules
 * and their outputs, resources, data sources and ephemeral resources declared, attributes their
 * schemas have, functions Terraform has (one it lacks inside `try()` or `can()` is a warning:
 * the wrapper catches the failed call). Iterators of `dynamic` blocks are in scope in their content.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type Findings } from '../diagnostics';
import { calls, type HclAttribute, type HclBlock, type HclBody, type HclExpr, traversals } from '../parse/hcl/ast';
import { type Span } from '../parse/position';
import { closest } from '../suggest';
import { calledFolder } from './configuration';
import { TERRAFORM_FUNCTIONS } from './functions';
import { type TerraformModule } from './module';
import { AsInformation, BUILTIN_TYPES, type ProviderChoice, unbundledProvider } from './provider-choice';
import { attributeNames, hasProviderSchema, providerOf } from '@infragen/iac-schemas';

const T = DiagnosticMessages.checks.terraform;

/** Names that start a reference without being declared. */
const BUILTIN_ROOTS = new Set(['count', 'each', 'self', 'path', 'terraform']);

export class ReferenceCheck {
  constructor(
    private readonly m: TerraformModule,
    private readonly modules: Map<string, TerraformModule>,
    private readonly providers: ProviderChoice,
  ) {}

  /** Every reference and function call in a body resolves. `bound` holds iterator names in scope. */
  references(body: HclBody, f: Findings, bound: Set<string>, blockType: string): void {
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
    if (t.root === 'action') {
      // `action.<type>.<name>` (Terraform 1.14), named in a lifecycle's action_trigger or the CLI's -invoke.
      const [type, name] = attrs;
      if (type && name && !m.actions.has(`${type.name}.${name.name}`))
        f.error(
          'terraform.undeclared-resource',
          T.undeclaredResource(`action.${type.name}.${name.name}`),
          span(t.rootSpan, name.span),
        );
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
    const schema = hasProviderSchema(providerOf(type)) ? this.providers.schemaFor(providerOf(type), f, at) : undefined;
    if (this.providers.judgedLoosely(providerOf(type)) || unbundledProvider(table.get(`${type}.${name}`)!.node))
      f = new AsInformation(f);
    const entry = schema && (kind === 'resource' ? schema.resources : schema.data)[type];
    if (!schema || !entry) return;
    const names = attributeNames(schema, entry);
    if (names.has(attr.name)) return;
    const normalised = new Set([...names].map((n) => n.replace(/_/g, '')));
    if (normalised.has(attr.name.replace(/_/g, ''))) return;
    const hint = closest(attr.name, names);
    // An attribute a newer release the folder admits added (its CHANGELOG: "Add `x` attribute").
    const later = this.providers.addedLater(providerOf(type), (a) => a.names[type]?.includes(attr.name) ?? false);
    const message = T.unknownAttribute(address, attr.name) + (later ? ` ${later}` : '');
    (later ? f.info.bind(f) : f.error.bind(f))('terraform.unknown-attribute', message, attr.span, {
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
