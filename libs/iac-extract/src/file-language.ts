import { FORMATS, type CodeLanguage, type FormatId } from '@infragen/contracts';

// A Map, not an object: a file named `x.constructor` must not find Object's own properties.
const LANGUAGE_BY_EXTENSION: ReadonlyMap<string, CodeLanguage> = new Map([
  ['tf', 'hcl'],
  ['tfvars', 'hcl'],
  ['hcl', 'hcl'],
  ['yaml', 'yaml'],
  ['yml', 'yaml'],
  ['json', 'json'],
  ['bicep', 'bicep'],
]);

/**
 * Our rule: a file's language comes from its extension (.tf .tfvars .hcl -> hcl, .yaml .yml ->
 * yaml, .json -> json, .bicep -> bicep), else it is the format's language.
 *
 * @example
 *   languageOfPath('params.json', 'bicep') // 'json'
 *   languageOfPath('functions/app/index.py', 'terraform-aws') // 'hcl'
 */
export function languageOfPath(path: string, format: FormatId): CodeLanguage {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  return LANGUAGE_BY_EXTENSION.get(extension) ?? FORMATS[format].language;
}
