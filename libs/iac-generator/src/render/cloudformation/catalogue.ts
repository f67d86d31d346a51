/**
 * A minimal CloudFormation resource from the resource specification's required properties (see
 * catalogue/): names as literals, booleans off, the first allowed value where the specification
 * lists them, the values the request stated for the type's properties, and a parameter (without a
 * default) for every other value only the user can supply.
 */
import { type Field } from '../../catalogue';
import { anyDepthValues, type StatedValue } from '../../catalogue/stated';
import { type CfnContext, type CfnValue } from './context';

const PARAMETER_TYPE: Record<string, string> = {
  string: 'String',
  json: 'String',
  number: 'Number',
  list: 'CommaDelimitedList',
};

const SECRET = /password|secret|token|privatekey/i;

/** The `Properties` of a minimal `type` resource whose logical id is `logicalId`. */
export function catalogueProperties(
  x: CfnContext,
  logicalId: string,
  type: string,
  fields: Field[],
  name: string,
  stated: readonly StatedValue[] = [],
): Record<string, CfnValue> {
  const resource = type.split('::').pop() ?? '';
  const given = new Map(stated.filter((s) => s.path.length === 1).map((s) => [s.path[0], s.value]));
  // Any-depth values match CloudFormation's PascalCase fields by their lower-case name (`Image`).
  const anywhere = new Map([...anyDepthValues(stated)].map(([k, v]) => [k.toLowerCase(), v]));
  const props = (list: Field[], path: string[]): Record<string, CfnValue> => {
    const out: Record<string, CfnValue> = {};
    for (const f of list) {
      const at = [...path, f.name];
      if (!path.length && given.has(f.name)) out[f.name] = given.get(f.name)!;
      else if (f.fields) {
        const inner = props(f.fields, at);
        out[f.name] = f.repeated ? [inner] : inner;
      } else if (anywhere.has(f.name.toLowerCase())) out[f.name] = anywhere.get(f.name.toLowerCase())!;
      else if (f.type === 'bool') out[f.name] = false;
      else if (f.allowed?.length) out[f.name] = f.allowed[0];
      else if (!path.length && (f.name === 'Name' || f.name === `${resource}Name`)) out[f.name] = name;
      else if (f.type === 'map' || f.type === 'object') out[f.name] = {};
      else
        out[f.name] = x.parameter(`${logicalId}${at.join('')}`.replace(/[^A-Za-z0-9]/g, ''), {
          Type: PARAMETER_TYPE[f.type] ?? 'String',
          Description: `${type}: ${at.join('.')} (required; supply a value)`,
          NoEcho: SECRET.test(f.name) || undefined,
        });
    }
    return out;
  };
  const out = props(fields, []);
  for (const [key, value] of given) out[key] ??= value;
  return out;
}
