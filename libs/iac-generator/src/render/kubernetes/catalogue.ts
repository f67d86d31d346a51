/**
 * The fields of a minimal Kubernetes object from the API's required fields (see catalogue/):
 * booleans off, empty lists and maps, required nested objects written once, the values the request
 * stated for the kind's fields, and a placeholder (supplied at apply time, like a secret) for every
 * other text only the user can give.
 */
import { type Field } from '../../catalogue';
import { placeStated, type StatedValue } from '../../catalogue/stated';
import { type K8sContext } from './context';

/** Everything but apiVersion, kind and metadata of a minimal `kind` object named `name`. */
export function catalogueManifestBody(
  x: K8sContext,
  kind: string,
  name: string,
  fields: Field[],
  stated: readonly StatedValue[] = [],
): Record<string, unknown> {
  const given = new Map(stated.map((s) => [s.path.join('.'), s.value]));
  const body = (list: Field[], path: string[]): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of list) {
      const at = [...path, f.name];
      if (given.has(at.join('.'))) out[f.name] = given.get(at.join('.'));
      else if (f.fields) {
        const inner = body(f.fields, at);
        out[f.name] = f.repeated ? [inner] : inner;
      } else if (f.type === 'bool') out[f.name] = false;
      else if (f.type === 'number') out[f.name] = 0;
      else if (f.type === 'list') out[f.name] = [];
      else if (f.type === 'map' || f.type === 'object') out[f.name] = {};
      else
        out[f.name] = x.secret(
          `${name}_${at.join('_')}`.toUpperCase().replace(/[^A-Z0-9]+/g, '_'),
          `${kind}: ${at.join('.')} (required; supply a value)`,
        );
    }
    return out;
  };
  const out = body(fields, []);
  return placeStated(out, stated);
}
