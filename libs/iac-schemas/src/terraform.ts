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

/** The schemas bundled for a provider (each loaded on first use), oldest first. */
export function providerSchemas(provider: string): ProviderSchema[] {
  return (BUNDLED[provider] ?? [])
    .filter((f) => hasData(`terraform/${f}.json.gz`))
    .map((f) => loadData<ProviderSchema>(`terraform/${f}.json.gz`));
}

/** Only the versions, without loading the whole schemas (they are in the data manifest). */
export function bundledVersions(provider: string): string[] {
  const manifest = loadData<Record<string, { version?: string }>>('manifest.json');
  return (BUNDLED[provider] ?? []).map((f) => manifest[`terraform/${f}`]?.version ?? '0');
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
