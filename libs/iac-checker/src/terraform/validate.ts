/**
 * Terraform: syntax, block structure, every resource and data type and argument against the
 * providers' schemas, references that resolve, functions that exist, providers required and pinned.
 * Each module (folder) is checked here block by block; the schema each provider is checked against
 * is provider-choice.ts's, references are references.ts's, syntax issues syntax-findings.ts's.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { BrokenPartLeftOut, type Findings } from '../diagnostics';
import { type HclBlock, type HclFile } from '../parse/hcl/ast';
import { closest } from '../suggest';
import { checkBody } from './blocks';
import { preHcl2Constraint } from './language-version';
import { collectModules, isOverride, type TerraformModule } from './module';
import { AsInformation, BUILTIN_TYPES, ProviderChoice, unbundledProvider } from './provider-choice';
import { ReferenceCheck } from './references';
import { providerOf, type ProviderSchema } from '@infragen/iac-schemas';

export { syntaxFindings } from './syntax-findings';

const T = DiagnosticMessages.checks.terraform;

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
  // Terraform 1.14: a provider action (`action "aws_lambda_invoke" "x" { config { ... } }`); no
  // action schemas are bundled, so only its references are checked.
  action: 2,
};
/** Arguments Terraform itself gives every provider block. */
const PROVIDER_META = new Set(['alias', 'version']);

/**
 * Checks every module (folder) of the given .tf files; `findings(file)` gives each file's collector.
 * Returns the folders written for Terraform 0.11 or earlier (language-version.ts), said as not checked.
 */
export function validateTerraform(files: HclFile[], findings: (file: string) => Findings): ReadonlySet<string> {
  const modules = collectModules(files);
  const byDir = new Map(modules.map((m) => [m.dir, m]));
  const preHcl2 = new Set<string>();
  for (const m of modules) {
    const old = preHcl2Constraint(m, byDir);
    if (old) {
      preHcl2.add(m.dir);
      const file = m.files[0];
      findings(file.path).info('terraform.pre-0.12', T.preHcl2(old), {
        start: file.body.span.start,
        end: file.body.span.start,
      });
      continue;
    }
    new ModuleCheck(m, byDir, findings).run();
  }
  return preHcl2;
}

class ModuleCheck {
  private readonly providers: ProviderChoice;
  private readonly references: ReferenceCheck;

  constructor(
    private readonly m: TerraformModule,
    modules: Map<string, TerraformModule>,
    private readonly findings: (file: string) => Findings,
  ) {
    this.providers = new ProviderChoice(m, modules, findings);
    this.references = new ReferenceCheck(m, modules, this.providers);
  }

  run(): void {
    for (const d of this.m.duplicates) {
      const span = 'typeSpan' in d.block ? d.block.span : d.block.nameSpan;
      this.findings(d.file).error('terraform.duplicate-declaration', T.duplicateDeclaration(d.what), span);
    }
    this.providers.report();
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
    this.references.references(b.body, f, new Set(), b.type);
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
    const schema = this.providers.schemaFor(providerOf(type), f, typeLabel.span);
    if (!schema) return;
    if (this.providers.judgedLoosely(providerOf(type)) || unbundledProvider(b)) f = new AsInformation(f);
    const tableOf = (s: ProviderSchema) => (b.type === 'resource' ? s.resources : s.data);
    const table = tableOf(schema);
    const entry = table[type];
    const previous = () => this.providers.previousMajor(providerOf(type));
    const address = b.type === 'resource' ? `${type}.${nameLabel.value}` : `data.${type}.${nameLabel.value}`;
    if (!entry) {
      const hint = closest(type, Object.keys(table));
      const prev = previous();
      const message =
        (b.type === 'resource'
          ? T.unknownResourceType(type, schema.provider, schema.version)
          : T.unknownDataSource(type, schema.provider, schema.version)) +
        (prev && tableOf(prev.schema)[type] ? ` ${prev.note}` : '');
      const later = this.providers.addedLater(providerOf(type), (a) =>
        (b.type === 'resource' ? a.resources : a.dataSources).includes(type),
      );
      (later ? f.info.bind(f) : f.error.bind(f))(
        b.type === 'resource' ? 'terraform.unknown-resource-type' : 'terraform.unknown-data-source',
        later ? `${message} ${later}` : message,
        typeLabel.span,
        {
          path: address,
          fixHint: hint ? DiagnosticMessages.checks.didYouMean(hint) : undefined,
        },
      );
      return;
    }
    const locate = (s: ProviderSchema) => {
      const e = tableOf(s)[type];
      return e && { struct: s.structs[e[0]], requiredKnown: true };
    };
    // A name added to this type by a newer release the folder admits (any depth: the CHANGELOG
    // names it, not always where it stands).
    const addedLater = (name: string) =>
      this.providers.addedLater(providerOf(type), (a) => a.names[type]?.includes(name) ?? false);
    checkBody(
      { schema, f, previous, addedLater },
      b.body,
      schema.structs[entry[0]],
      `\`${address}\``,
      address,
      true,
      b.typeSpan,
      locate,
    );
  }

  private providerBlock(b: HclBlock, f: Findings): void {
    const name = b.labels[0].value;
    const schema = this.providers.schemaFor(name, f, b.labels[0].span);
    if (!schema || schema.providerConfig === undefined) return;
    if (this.providers.judgedLoosely(name)) f = new AsInformation(f);
    const struct = schema.structs[schema.providerConfig];
    // `alias` (and the old `version`) are Terraform's own arguments of every provider block.
    const body = { ...b.body, attributes: b.body.attributes.filter((a) => !PROVIDER_META.has(a.name)) };
    checkBody({ schema, f }, body, struct, `The \`${name}\` provider`, `provider.${name}`, false, b.typeSpan);
  }
}
