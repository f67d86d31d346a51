/**
 * CloudFormation reads YAML templates by YAML 1.1, where a plain OFF, On, yes or N is a boolean (true and false YAML 1.2 quotes already): a
 * property whose value is the word (a Scheduler window's Mode OFF) would arrive as false and be
 * refused. The `yaml` package writes YAML 1.2, which leaves them plain, so such strings are quoted.
 */
import { Scalar } from 'yaml';

const YAML11_BOOLEAN = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/;

/** `value` with every string that YAML 1.1 reads as a boolean made a double-quoted scalar. */
export function quotingYaml11Booleans(value: unknown): unknown {
  if (typeof value === 'string' && YAML11_BOOLEAN.test(value)) {
    const quoted = new Scalar(value);
    quoted.type = 'QUOTE_DOUBLE';
    return quoted;
  }
  if (Array.isArray(value)) return value.map(quotingYaml11Booleans);
  if (value && typeof value === 'object' && !(value instanceof Scalar))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, quotingYaml11Booleans(v)]));
  return value;
}
