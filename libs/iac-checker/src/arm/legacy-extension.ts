/**
 * The older spelling of an extension resource, which ARM still deploys: the type
 * `<parent type>/providers/<extension type>` (`Microsoft.Network/virtualNetworks/providers/diagnosticSettings`)
 * and the name `<parent name>/<extension namespace>/<name>` (`vnet/Microsoft.Insights/to-workspace`),
 * or, as a child resource, the type `providers/diagnosticSettings` named `Microsoft.Insights/to-workspace`.
 * It is the extension resource `Microsoft.Insights/diagnosticSettings` scoped to the parent, as
 * Bicep's `scope:` writes it today, so it is judged as that type.
 */
import { armKnownVersions, armType } from '@infragen/iac-schemas';

export interface LegacyExtension {
  /** The resource the extension applies to (`Microsoft.Network/virtualNetworks`). */
  parent: string;
  /** The extension type it deploys (`Microsoft.Insights/diagnosticSettings`), when the name tells it. */
  extension?: string;
}

const FORM = /^([^/]+\/[^/]+(?:\/[^/]+)*?)\/providers\/([^/]+(?:\/[^/]+)*)$/i;
/** A resource provider namespace written in a name: `Microsoft.Insights`, after a `/` or a quote. */
const NAMESPACE = /(?:^|[/'])([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)+)(?=\/)/g;

/**
 * The parent and extension type of a type written in the older form, or undefined for any other
 * type. `name` is the resource's name as written (an expression's text, or Bicep's string with
 * `{}` in place of each interpolation): the extension's namespace is the part of it that names a
 * known extension type with the type's last segments.
 */
export function legacyExtension(type: string, name: string | undefined): LegacyExtension | undefined {
  const form = FORM.exec(type);
  if (!form) return undefined;
  const [, parent, extensionType] = form;
  for (const [, namespace] of (name ?? '').matchAll(NAMESPACE)) {
    const candidate = `${namespace}/${extensionType}`;
    if (armType(candidate) || armKnownVersions(candidate)) return { parent, extension: candidate };
  }
  return { parent };
}
