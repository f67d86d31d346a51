/**
 * The Terraform provider schemas (extracted from the prebuilt provider packages by
 * scripts/schemas/terraform-providers.mjs): which resource and data-source types exist, their
 * arguments with types and required flags, their nested blocks, and their computed attributes.
 */
import { hasData, loadData } from './data';

/** s string, n number, b bool, a any; l<elem> list/set, m<elem> map; o<index> object. */
export type TypeCode = string;
export interface Struct {
  /** Arguments and attributes: name -> type code. */
  a: Record<string, TypeCode>;
  /** Nested blocks: name -> [struct index, 1 when it may appear once]. */
  b?: Record<string, [number, 0 | 1]>;
  /** Required arguments and blocks. */
  r?: string[];
}
export interface ProviderSchema {
  provider: string;
  version: string;
  package: string;
  providerConfig?: number;
  structs: Struct[];
  /** type -> [struct index, extra computed attribute names]. */
  resources: Record<string, [number, string[]?]>;
  data: Record<string, [number, string[]?]>;
}

/** Bundled schema files per provider, newest last. */
const BUNDLED: Record<string, string[]> = {
  aws: ['aws', 'aws6'],
  // azurerm 4.73 from the last prebuilt package; azurerm 5 from the provider's own release schema
  // (scripts/schemas/terraform-release-schema.mjs).
  azurerm: ['azurerm', 'azurerm5'],
  // google 6.50 from the last prebuilt package; google 7 from cuetf's CUE (scripts/schemas/terraform-cuetf.mjs).
  google: ['google', 'google7'],
  kubernetes: ['kubernetes'],
  random: ['random'],
  tls: ['tls'],
  archive: ['archive'],
};

export const SCHEMA_PROVIDERS = Object.keys(BUNDLED);

/** True when a schema of the provider is bundled (read from the data manifest; no schema is loaded). */
export function hasProviderSchema(provider: string): boolean {
  return (BUNDLED[provider] ?? []).some((f) => hasData(`terraform/${f}.json.gz`));
}

/**
 * The provider's bundled schema at `index` in `bundledVersions(provider)` order, loaded on first use
 * of that version only: a folder pinned to aws 5 never loads aws 6 (each costs 4-7 MiB of heap).
 */
export function providerSchema(provider: string, index: number): ProviderSchema | undefined {
  const file = BUNDLED[provider]?.[index];
  return file && hasData(`terraform/${file}.json.gz`)
    ? loadData<ProviderSchema>(`terraform/${file}.json.gz`)
    : undefined;
}

/** Every bundled version of a provider, oldest first, all loaded (to load ahead of use; a check loads one). */
export function providerSchemas(provider: string): ProviderSchema[] {
  return (BUNDLED[provider] ?? []).flatMap((_, i) => providerSchema(provider, i) ?? []);
}

/** Only the versions, without loading the whole schemas (they are in the data manifest). */
export function bundledVersions(provider: string): string[] {
  const manifest = loadData<Record<string, { version?: string }>>('manifest.json');
  return (BUNDLED[provider] ?? []).map((f) => manifest[`terraform/${f}`]?.version ?? '0');
}

/**
 * The newest release of a provider recorded in data/terraform/releases.json (read from the
 * provider's CHANGELOG by scripts/schemas/terraform-releases.mjs), or undefined when none is.
 */
export function newestRelease(provider: string): string | undefined {
  const file = 'terraform/releases.json';
  return hasData(file) ? loadData<Record<string, { newest: string }>>(file)[provider]?.newest : undefined;
}

/** What one provider release's CHANGELOG says it added (scripts/schemas/changelog-additions.mjs). */
export interface ReleaseAdditions {
  resources: string[];
  dataSources: string[];
  /** type -> names of arguments and blocks (segments of dotted paths) added to it. */
  names: Record<string, string[]>;
}

/**
 * Per release newer than the bundled schema of its major, what it added, read from the provider's
 * CHANGELOG into data/terraform/releases.json; empty when none is recorded (aws: not read yet).
 */
export function releaseAdditions(provider: string): Record<string, ReleaseAdditions> {
  const file = 'terraform/releases.json';
  if (!hasData(file)) return {};
  return loadData<Record<string, { added?: Record<string, ReleaseAdditions> }>>(file)[provider]?.added ?? {};
}

/** The provider a resource or data-source type belongs to: the part before the first `_`. */
export function providerOf(type: string): string {
  return type.split('_')[0];
}

/** Names a resource or data source exposes for references: arguments, blocks and computed attributes. */
export function attributeNames(schema: ProviderSchema, entry: [number, string[]?]): Set<string> {
  const s = schema.structs[entry[0]];
  return new Set([...Object.keys(s.a), ...Object.keys(s.b ?? {}), ...(entry[1] ?? []), 'id']);
}
