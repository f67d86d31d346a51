/**
 * Which bundled provider schema a module is checked against, chosen by its own and its callers'
 * version constraints the way `terraform init` picks the newest match; when none matches, the
 * nearest one, whose findings are then information (`AsInformation`). Also says which providers a
 * module uses without requiring or pinning them, and a constraint no bundled schema meets.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type Finding, Findings } from '../diagnostics';
import { type HclBlock } from '../parse/hcl/ast';
import { type Span } from '../parse/position';
import { configurationConstraint } from './configuration';
import { dirOf, ownConstraint, type TerraformModule } from './module';
import {
  bundledVersions,
  hasProviderSchema,
  newestRelease,
  providerOf,
  providerSchema,
  type ProviderSchema,
} from '@infragen/iac-schemas';
import { addedInNewerRelease, type AddedTest } from './newer-additions';
import { admitsNewerMajor, pickVersion, satisfies } from './versions';

const T = DiagnosticMessages.checks.terraform;

/** Resource types Terraform itself provides. */
export const BUILTIN_TYPES = new Set(['terraform_data', 'terraform_remote_state']);

/**
 * A provider whose version constraint no bundled schema meets (`>= 6.28` with 5.100 bundled) is
 * checked against the nearest one, which cannot judge what the newer provider added or dropped:
 * what that check finds is information, never an error (`terraform.provider-version` says which
 * schema was used).
 */
export class AsInformation extends Findings {
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
export function unbundledProvider(b: HclBlock): boolean {
  const expr = b.body.attributes.find((a) => a.name === 'provider')?.expr;
  const name = expr?.kind === 'traversal' ? expr.root : undefined;
  return !!name && name !== providerOf(b.labels[0].value) && !hasProviderSchema(name);
}

/** An older bundled major of a provider and the note said after an error that major would not have. */
export interface PreviousMajor {
  schema: ProviderSchema;
  note: string;
}

/** The schemas one module's providers are checked against (one per module, as Terraform picks one version). */
export class ProviderChoice {
  private readonly schemas = new Map<string, ProviderSchema | null>();
  /** Providers checked against a schema their constraint does not allow (see AsInformation). */
  private readonly inexact = new Set<string>();
  private readonly reportedProviders = new Set<string>();
  /** Per provider: the constraint it was picked by and the bundled index picked. */
  private readonly picks = new Map<string, { constraint: string | undefined; index: number }>();
  private readonly previous = new Map<string, PreviousMajor | null>();

  constructor(
    private readonly m: TerraformModule,
    private readonly modules: Map<string, TerraformModule>,
    private readonly findings: (file: string) => Findings,
  ) {}

  /** True when the provider's findings are information: its schema is not the one its constraint asks for. */
  judgedLoosely(provider: string): boolean {
    return this.inexact.has(provider);
  }

  /** The schema a provider's resources are checked against, chosen by its version constraint. */
  schemaFor(provider: string, f: Findings, span: Span): ProviderSchema | undefined {
    if (!this.schemas.has(provider)) {
      if (!hasProviderSchema(provider)) this.schemas.set(provider, null);
      else {
        // The module's own constraint and its callers' (Terraform picks one version for all of them).
        const constraint = configurationConstraint(this.m, this.modules, provider);
        const pick = pickVersion(constraint, bundledVersions(provider));
        this.picks.set(provider, { constraint, index: pick.index });
        if ((!pick.exact && pick.readable) || admitsNewerMajor(constraint, bundledVersions(provider)))
          this.inexact.add(provider);
        else if (constraint === undefined) this.unpinnedNewerMajor(provider, f, span);
        // Only the version picked is loaded (the others cost memory and are never read for this module).
        this.schemas.set(provider, providerSchema(provider, pick.index) ?? null);
      }
    }
    const schema = this.schemas.get(provider);
    if (!schema && !this.reportedProviders.has(provider)) {
      this.reportedProviders.add(provider);
      f.info('terraform.unknown-provider', T.unknownProvider(provider), span);
    }
    return schema ?? undefined;
  }

  /**
   * Unpinned, `terraform init` installs the provider's newest release: when its major is newer than
   * every bundled schema (kubernetes 3.x with 2.38 bundled), the bundled one cannot judge what that
   * major added or dropped, so its findings are information, and that is said once.
   */
  private unpinnedNewerMajor(provider: string, f: Findings, span: Span): void {
    const newest = newestRelease(provider);
    const versions = bundledVersions(provider);
    const major = (v: string) => Number(v.split('.')[0]);
    if (!newest || major(newest) <= Math.max(...versions.map(major))) return;
    this.inexact.add(provider);
    f.info('terraform.provider-version', T.newerReleaseUnpinned(provider, newest, versions.at(-1)!), span);
  }

  /**
   * The note for a name the bundled schema lacks that a newer release the folder's constraint
   * admits added (newer-additions.ts); undefined when none did, so the error stands.
   */
  addedLater(provider: string, test: AddedTest): string | undefined {
    const pick = this.picks.get(provider);
    if (!pick || this.inexact.has(provider)) return undefined;
    return addedInNewerRelease(provider, bundledVersions(provider)[pick.index], pick.constraint, test);
  }

  /**
   * The bundled schema of the major before the one checked against (azurerm 4.73 when 5.2 is
   * checked), loaded only when an error asks for it, and the note that says what the version
   * change means for this folder (previous-major.ts); undefined when no older major is bundled.
   */
  previousMajor(provider: string): PreviousMajor | undefined {
    if (!this.previous.has(provider)) this.previous.set(provider, this.findPrevious(provider) ?? null);
    return this.previous.get(provider) ?? undefined;
  }

  private findPrevious(provider: string): PreviousMajor | undefined {
    const pick = this.picks.get(provider);
    if (!pick || this.inexact.has(provider)) return undefined;
    const versions = bundledVersions(provider);
    const major = (v: string) => v.split('.')[0];
    const i = versions.findLastIndex((v, j) => j < pick.index && major(v) !== major(versions[pick.index]));
    const schema = i < 0 ? undefined : providerSchema(provider, i);
    if (!schema) return undefined;
    const allowsPrevious = pick.constraint === undefined || satisfies(versions[i], pick.constraint) !== false;
    return {
      schema,
      note: T.acceptedByPreviousMajor(
        provider,
        versions[i],
        major(versions[pick.index]),
        pick.constraint,
        allowsPrevious,
      ),
    };
  }

  /** Providers used are required and pinned; a constraint no bundled schema meets is said. */
  report(): void {
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
      if (!hasProviderSchema(provider)) continue;
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
}
