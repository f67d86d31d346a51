/**
 * A minimal Terraform block from a provider schema's required arguments (see catalogue/): names
 * as literals, booleans off, required nested blocks written once, the values the request stated
 * for the type's attributes, and a variable (typed by the schema, without a default) for every
 * other value only the user can supply.
 */
import { type Field } from '../../catalogue';
import { anyDepthValues, type StatedValue } from '../../catalogue/stated';
import { block, expr, type Expr, type HclBody, type HclValue } from '../../model/hcl';
import { type Component } from '../../model/types';
import { type TfContext } from './context';

const VARIABLE_TYPE: Record<string, string> = {
  string: 'string',
  json: 'string',
  number: 'number',
  list: 'list(string)',
  map: 'map(string)',
  object: 'any',
};

// The arguments that hold the thing's own name: `name`, `<type's last word>_name`, `identifier`, and the id the
// user chooses where a type is named by it (google_alloydb_cluster.cluster_id, google_bigquery_dataset.dataset_id).
const NAME_LIKE = (f: Field, last: string): boolean =>
  f.name === 'name' ||
  f.name === `${last}_name` ||
  f.name === 'identifier' ||
  (f.name === `${last}_id` && f.type === 'string');

const SECRET = /password|secret|token|private_key|(?:^|_)key$/;

/**
 * The body of `type` for component `c`. `wire` supplies values the target already knows (a
 * resource group, a project, a region); the component's name goes in any name-like argument.
 */
export function catalogueBody(
  x: TfContext,
  c: Component,
  type: string,
  fields: Field[],
  name: string,
  wire: (field: Field) => HclValue | undefined,
  stated: readonly StatedValue[] = [],
): HclBody {
  const last = type.split('_').pop() ?? '';
  const given = new Map(stated.filter((s) => s.path.length === 1).map((s) => [s.path[0], s.value]));
  const anywhere = anyDepthValues(stated);
  const body = (list: Field[], path: string[], element = false): HclBody => {
    const out: HclBody = {};
    for (const f of list) {
      const at = [...path, f.name];
      let sibling: Expr | undefined;
      const wired = path.length ? undefined : wire(f);
      if (wired !== undefined) out[f.name] = wired;
      else if (!path.length && given.has(f.name)) out[f.name] = given.get(f.name)!;
      else if (f.fields) {
        const inner = block(body(f.fields, at, !!f.repeated));
        out[f.name] = f.repeated ? [inner] : inner;
      } else if (f.type === 'bool') out[f.name] = false;
      else if (!path.length && NAME_LIKE(f, last)) out[f.name] = name;
      // The one element of a required block (a container group's container) is named after the resource.
      else if (element && f.name === 'name' && f.type === 'string') out[f.name] = name;
      else if (!f.fields && anywhere.has(f.name)) out[f.name] = anywhere.get(f.name)!;
      else if (f.type === 'string' && (sibling = siblingRef(x, type, f.name))) out[f.name] = sibling;
      else
        out[f.name] = x.variable(`${c.id}_${at.join('_')}`.replace(/[^A-Za-z0-9_]/g, '_'), {
          type: VARIABLE_TYPE[f.type] ?? 'string',
          description: `${type}: ${at.join('.')} (required by the provider; supply a value)`,
          sensitive: SECRET.test(f.name) || undefined,
        });
    }
    return out;
  };
  const out = body(fields, []);
  for (const [name, value] of given) out[name] ??= value;
  return out;
}

/**
 * The thing of the same service written before that an argument names (`server_id` of an
 * `aws_transfer_user` is the `aws_transfer_server` of the answer, `compute_environment` of a Batch job
 * queue its compute environment): a reference, not a variable the user must fill, when exactly one
 * such resource is written.
 */
function siblingRef(x: TfContext, type: string, field: string): Expr | undefined {
  const [provider, service] = type.split('_');
  const named = /^(.+?)_(id|arn|name)s?$/.exec(field);
  const word = named?.[1] ?? field;
  const attr = named?.[2] ?? (provider === 'aws' ? 'arn' : 'id');
  // The service's own type of that word, or one whose name ends in it (`aws_glue_catalog_database`);
  // failing those, an id or ARN of another service's thing: a type ending in the word (`role_arn` is
  // the `aws_iam_role`), or one the word's start names (`public_ip_address_id` is the `azurerm_public_ip`).
  const own = (t: string) => t.slice(provider.length + 1);
  const fits = [
    (t: string) => t === `${provider}_${service}_${word}` || t === `${provider}_${word}`,
    (t: string) => t.startsWith(`${provider}_${service}_`) && t.endsWith(`_${word}`),
    ...(attr === 'name' && provider !== 'azurerm'
      ? []
      : [
          (t: string) => t.startsWith(`${provider}_`) && t.endsWith(`_${word}`),
          (t: string) => !!named && t.startsWith(`${provider}_`) && word.startsWith(`${own(t)}_`),
        ]),
  ];
  for (const fit of fits) {
    const found = x.resources.filter(
      (b) => b.labels[0] !== type && !b.labels[0].endsWith('_association') && fit(b.labels[0]),
    );
    if (found.length === 1) return expr(`${found[0].labels[0]}.${found[0].labels[1]}.${attr}`);
  }
  return undefined;
}
