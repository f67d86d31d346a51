/**
 * What the bundled Azure schemas cannot judge, shared by ARM and Bicep. The body schemas
 * (azure-resource-manager-schemas) lack extension resources, read-only types and newer
 * apiVersions; the list of every type Azure publishes (bicep-types-az, `armKnownVersions`) is
 * wider. So a type or version is an error only when it exists in neither, inside a resource
 * provider and at an apiVersion the checker knows; whatever else cannot be judged is said as
 * information, never as an error:
 * - a resource provider (namespace) with no schema at all;
 * - a type or apiVersion Azure publishes that has no bundled schema;
 * - an apiVersion newer than the newest bundled, or one at which no type of the provider is known;
 * - a well-formed preview apiVersion of a known type that neither list has (a retired preview);
 * - a type Azure deploys though neither list has it (unpublished-types.ts, each with its source);
 * - an `existing` child of a known type (a read-only type such as deploymentScripts/logs is read,
 *   never deployed, so no deployable schema lists it).
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { armKnownVersions, armType, armTypeNames } from '@infragen/iac-schemas';
import { legacyExtension } from './legacy-extension';
import { unpublishedType } from './unpublished-types';

const M = DiagnosticMessages.checks.arm;
let namespaces: Set<string> | undefined;
let providerVersions: Map<string, Set<string>> | undefined;

/** True when no bundled type shares the type's namespace (`Microsoft.Automanage/...`). */
function unknownNamespace(type: string): boolean {
  namespaces ??= new Set(armTypeNames().map((t) => t.split('/')[0].toLowerCase()));
  return !namespaces.has(type.split('/')[0].toLowerCase());
}

/** True when `version` sorts after `newest` (apiVersions are dates, with an optional suffix). */
const newerThanBundled = (version: string, newest: string) => version.slice(0, 10) > newest.slice(0, 10);

/** True when some type of the type's resource provider is known at `version`. */
function providerHasVersion(type: string, version: string): boolean {
  if (!providerVersions) {
    providerVersions = new Map();
    for (const name of armTypeNames()) {
      const ns = name.split('/')[0].toLowerCase();
      const set = providerVersions.get(ns) ?? new Set<string>();
      providerVersions.set(ns, set);
      for (const v of [...(armType(name)?.v ?? []), ...(armKnownVersions(name) ?? [])]) set.add(v);
    }
  }
  return providerVersions.get(type.split('/')[0].toLowerCase())?.has(version) ?? false;
}

const parentOf = (type: string) => type.split('/').slice(0, -1).join('/');

/**
 * Why a resource of `type` at `version` cannot be judged (the information to say), or undefined
 * when the bundled schemas can judge it: then an unknown type or version is the caller's error.
 */
export function unjudged(type: string, version: string | undefined, existing: boolean): string | undefined {
  // A custom resource provider declares its own resource types (`resourceTypes: [{ name: 'users' }]`):
  // `Microsoft.CustomProviders/resourceProviders/users` is the user's, with no schema anywhere.
  if (customProviderType(type)) return M.unknownNamespace(type);
  const unpublished = unpublishedType(type);
  if (unpublished) return M.unpublishedType(unpublished);
  const known = armType(type);
  if (!known && unknownNamespace(type)) return M.unknownNamespace(type);
  const published = armKnownVersions(type);
  if (version && known && !known.v.includes(version)) {
    if (newerThanBundled(version, known.s)) return M.newerApiVersion(known.name, version, known.s);
    if (published?.includes(version)) return M.noSchema(`${known.name}@${version}`);
    if (retiredPreview(version)) return M.retiredPreview(known.name, version);
    // A dated version before every one known for the type: the specifications keep only the
    // recent ones, while ARM (and Azure Stack Hub's profiles) still serve older versions.
    const oldest = [...known.v, ...(published ?? [])].sort()[0];
    if (isDate(version) && oldest && version < oldest) return M.olderApiVersion(known.name, version, oldest);
    // A child type at a version its parent type has: published inside the parent's specification.
    const parent = type.split('/').length > 2 ? parentOf(type) : undefined;
    if (parent && [...(armType(parent)?.v ?? []), ...(armKnownVersions(parent) ?? [])].includes(version))
      return M.noSchema(`${known.name}@${version}`);
  }
  if (known) return undefined;
  if (published) return M.noSchema(version ? `${type}@${version}` : type);
  if (existing && type.split('/').length > 2 && armType(parentOf(type))) return M.readOnlyChild(type, parentOf(type));
  if (version && !providerHasVersion(type, version)) return M.unknownProviderVersion(type, version);
  return undefined;
}

/**
 * True when `resourceId()` may name the type although no schema has it: a sub-resource kept
 * inline in its parent's body (a load balancer's frontendIPConfigurations, probes) is referred
 * to by id but never deployed on its own, and a type Azure publishes without a bundled schema.
 */
export function referableType(type: string): boolean {
  return (
    !!armType(type) ||
    unknownNamespace(type) ||
    !!armKnownVersions(type) ||
    !!armType(parentOf(type)) ||
    customProviderType(type) ||
    !!unpublishedType(type) ||
    legacyForm(type)
  );
}

/** `<parent type>/providers/<extension type>`, the older spelling of an extension resource, on a parent that may be named. */
function legacyForm(type: string): boolean {
  const legacy = legacyExtension(type, undefined);
  return !!legacy && referableType(legacy.parent);
}

/** A type a custom resource provider declares: a child type of Microsoft.CustomProviders/resourceProviders. */
const customProviderType = (type: string): boolean =>
  /^microsoft\.customproviders\/resourceproviders\/[^/]/i.test(type);

/**
 * True for a well-formed preview apiVersion (`2019-04-01-preview`): Azure prunes previews from
 * the published specifications once a stable version ships, while ARM keeps deploying templates
 * that use them, so one missing from both lists may be retired rather than made up (Bicep only
 * warns of a version it has no types for).
 */
/** A well-formed dated apiVersion (`2015-01-01`, `2015-01-01-preview`). */
const isDate = (version: string): boolean => /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(-preview)?$/.test(version);

const retiredPreview = (version: string): boolean =>
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-preview$/.test(version);

/**
 * True for a well-formed apiVersion (`2018-09-01`, `2016-03-01-beta`). Stable versions are dropped
 * from the specifications too (Azure Stack Hub serves `Microsoft.Web/sites@2016-03-01`, which lies
 * between versions both lists have), so a well-formed one of a known type that neither list has
 * is the caller's warning, not an error; only a malformed one (`2019-13-01`) is surely wrong.
 */
export const wellFormedVersion = (version: string): boolean =>
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(-[a-z]+)?$/i.test(version);
