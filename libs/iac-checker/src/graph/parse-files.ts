/**
 * An answer's files parsed for the graph, the way checkFiles parses them (one parser per format),
 * without the checks. Text still streaming is read as far as it goes: the HCL and YAML parsers
 * recover from the cut, and JSON is closed after its last complete object. The HCL parser must
 * be loaded first (`loadHclParser` in Node; a browser loads its own and hands it to `setHclParser`).
 *
 * @example
 *   await loadHclParser();
 *   parseFiles([{ path: 'main.tf', content }], 'terraform-aws')[0].kind // 'hcl'
 */
import { type FormatId } from '@infragen/contracts';
import { parseBicep } from '../parse/bicep/parse-bicep';
import { parseJson } from '../parse/doc/parse-json';
import { parseYaml } from '../parse/doc/parse-yaml';
import { parseHcl } from '../parse/hcl/parse-hcl';
import { type ParsedFile } from '../rules/parsed-file';

const isTerraform = (format: FormatId) => format === 'terraform' || format.startsWith('terraform-');
const FENCE = /^[ \t]*(```|~~~)/m;

/**
 * JSON cut short (an answer still streaming) closed after its last complete object or array, so
 * what was written so far can be read: `{"a": {"b": 1}, "c": {"d"` -> `{"a": {"b": 1}}`.
 */
export function closeJson(text: string): string {
  const stack: string[] = [];
  // Where each object or array ended, with what was still open around it.
  const ends: { at: number; open: string }[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') stack.push(c === '{' ? '}' : ']');
    else if (c === '}' || c === ']') {
      stack.pop();
      ends.push({ at: i + 1, open: [...stack].reverse().join('') });
    }
  }
  if (!inString && stack.length === 0) return text;
  for (let k = ends.length - 1; k >= Math.max(0, ends.length - 40); k--) {
    const candidate = text.slice(0, ends[k].at) + ends[k].open;
    if (parseJson(candidate).syntax.length === 0) return candidate;
  }
  return text;
}

/**
 * The files parsed last time, by path: while an answer streams only its last file changes, and a
 * request after the answer ends (or for a tidy layout) changes none.
 */
export type ParseCache = Map<string, { format: FormatId; content: string; parsed: ParsedFile }>;

function parseFile(file: { path: string; content: string }, format: FormatId): ParsedFile {
  const text = { path: file.path, content: file.content } as const;
  if (FENCE.test(file.content)) return { ...text, kind: 'text' };
  if (/\.tf$/.test(file.path) && isTerraform(format))
    return { ...text, kind: 'hcl', hcl: parseHcl(file.path, file.content) };
  if (/\.tfvars$/.test(file.path) && isTerraform(format))
    return { ...text, kind: 'tfvars', hcl: parseHcl(file.path, file.content) };
  if (/\.ya?ml$/.test(file.path) && (format === 'cloudformation' || format === 'kubernetes-yaml'))
    return { ...text, kind: 'yaml', docs: parseYaml(file.content).filter((d) => d.root) };
  if (/\.json$/.test(file.path) && (format === 'cloudformation' || format === 'arm')) {
    const doc = parseJson(closeJson(file.content));
    return doc.root ? { ...text, kind: 'json', doc } : { ...text, kind: 'text' };
  }
  if (/\.bicep$/.test(file.path) && format === 'bicep')
    return { ...text, kind: 'bicep', bicep: parseBicep(file.content) };
  return { ...text, kind: 'text' };
}

export function parseFiles(
  files: readonly { path: string; content: string }[],
  format: FormatId,
  cache?: ParseCache,
): ParsedFile[] {
  const parsed = files.map((file) => {
    const last = cache?.get(file.path);
    return last && last.format === format && last.content === file.content ? last.parsed : parseFile(file, format);
  });
  if (cache) {
    cache.clear();
    files.forEach((file, i) => cache.set(file.path, { format, content: file.content, parsed: parsed[i] }));
  }
  return parsed;
}
