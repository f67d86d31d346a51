/**
 * JSON files that name the deployment template schema but are not templates, read before a file is
 * called "not an ARM template":
 * - An Azure Blueprints artifact (Microsoft.Blueprint/blueprints/artifacts, as `az blueprint` and
 *   the Blueprints PowerShell module keep them, one file per artifact): `kind` template,
 *   policyAssignment or roleAssignment and `properties`. A template artifact holds a whole template
 *   under `properties.template`, which is checked as one; the other kinds hold none.
 * - A JSON Schema document (`$schema` a json-schema.org draft): the template schema itself, kept
 *   beside templates, names deploymentTemplate.json in its `id`.
 * - A parameters file whose `$schema` is the template's (copied from a template, as chef-partners'
 *   *.parameters.dist.json): no `resources`, and every parameter holds a `value` or a Key Vault
 *   `reference`, never a `type`. The Azure CLI and Azure PowerShell read a parameters file's
 *   `parameters` whatever its `$schema` says, so it is used as one; a template without resources
 *   declares its parameters with `type` and stays "not a template".
 * - A deployment or deployment stack request body (what `az rest` / armclient PUT to
 *   Microsoft.Resources/deployments or deploymentStacks, and what-if): the template sits under
 *   `properties.template` beside `parameters`, `mode` or `actionOnUnmanage`; it is checked as one.
 */
import { type DocMap, type DocNode, text } from '../parse/doc/ast';
import { field } from './keys';

const ARTIFACT_KINDS = new Set(['template', 'policyAssignment', 'roleAssignment']);

/** The artifact's kind and, for a template artifact, its template; undefined when `root` is no artifact. */
export function blueprintArtifact(root: DocNode | undefined): { kind: string; template?: DocMap } | undefined {
  if (root?.kind !== 'map' || field(root, '$schema') || field(root, 'resources')) return undefined;
  const kind = text(field(root, 'kind'));
  const properties = field(root, 'properties');
  if (!kind || !ARTIFACT_KINDS.has(kind) || properties?.kind !== 'map') return undefined;
  const template = field(properties, 'template');
  return { kind, template: kind === 'template' && template?.kind === 'map' ? template : undefined };
}

/** True for a JSON Schema document: its `$schema` is a json-schema.org draft, never a template schema. */
export function isJsonSchema(root: DocNode | undefined): boolean {
  return /^https?:\/\/json-schema\.org\//.test(text(field(root, '$schema')) ?? '');
}

/** True for a parameters file: no `resources`, and a `parameters` object whose every entry gives a value. */
export function isParametersFile(root: DocNode | undefined): boolean {
  if (root?.kind !== 'map' || field(root, 'resources')) return false;
  const parameters = field(root, 'parameters');
  if (parameters?.kind !== 'map' || !parameters.entries.length) return false;
  return parameters.entries.every(
    (e) =>
      e.value.kind === 'map' &&
      !field(e.value, 'type') &&
      (field(e.value, 'value') !== undefined || field(e.value, 'reference') !== undefined),
  );
}

/** The template a deployment (stack) request body carries under `properties.template`, if `root` is one. */
export function requestBodyTemplate(root: DocNode | undefined): DocMap | undefined {
  if (root?.kind !== 'map' || field(root, '$schema') || field(root, 'resources')) return undefined;
  const template = field(field(root, 'properties'), 'template');
  if (template?.kind !== 'map') return undefined;
  return /deploymentTemplate\.json/i.test(text(field(template, '$schema')) ?? '') ? template : undefined;
}
