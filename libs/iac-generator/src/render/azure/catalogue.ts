/**
 * A minimal ARM resource (and so Bicep) from the Azure schema's required properties (see
 * catalogue/): the template's location, booleans off, the first allowed value where the schema
 * lists them, the values the request stated for the type's properties, and a parameter (without a
 * default) for every other value only the user can supply.
 */
import { type Field } from '../../catalogue';
import { anyDepthValues, placeStated, type StatedValue } from '../../catalogue/stated';
import { type ArmContext } from './arm-context';

const PARAMETER_TYPE: Record<string, 'string' | 'int' | 'object'> = {
  string: 'string',
  json: 'string',
  number: 'int',
  map: 'object',
  object: 'object',
};

const SECRET = /password|secret|token|key$/i;

/** The body (everything but type, apiVersion and name) of a minimal `type` resource. */
export function catalogueArmBody(
  x: ArmContext,
  symbol: string,
  type: string,
  fields: Field[],
  stated: readonly StatedValue[] = [],
  name?: string,
): Record<string, unknown> {
  const given = new Map(stated.map((s) => [s.path.join('.'), s.value]));
  const anywhere = anyDepthValues(stated);
  const props = (list: Field[], path: string[], element = false): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of list) {
      const at = [...path, f.name];
      if (given.has(at.join('.'))) out[f.name] = given.get(at.join('.'));
      else if (!path.length && f.name === 'location') out.location = x.location();
      // The one element of a required list (a container group's container) is named after the resource.
      else if (element && f.name === 'name' && name && f.type === 'string' && !f.allowed) out[f.name] = name;
      else if (f.fields) {
        const inner = props(f.fields, at, !!f.repeated);
        out[f.name] = f.repeated ? [inner] : inner;
      } else if (anywhere.has(f.name)) out[f.name] = anywhere.get(f.name);
      else if (f.type === 'bool') out[f.name] = false;
      else if (f.allowed?.length) out[f.name] = f.allowed[0];
      else if (f.type === 'list') out[f.name] = [];
      else
        out[f.name] = x.param(
          `${symbol}${at.map((p) => p[0].toUpperCase() + p.slice(1)).join('')}`.replace(/[^A-Za-z0-9]/g, ''),
          {
            type: SECRET.test(f.name) ? 'securestring' : (PARAMETER_TYPE[f.type] ?? 'string'),
            description: `${type}: ${at.join('.')} (required; supply a value)`,
          },
        );
    }
    return out;
  };
  const out = props(fields, []);
  return placeStated(out, stated);
}
