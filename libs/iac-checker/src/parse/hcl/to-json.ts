/**
 * A parsed HCL file as the JSON that Terraform's tooling writes for it (the conventions of
 * hcl2json, which the evaluation and the generator's tests read settings from): every block type
 * and label an object level, each block body in a list (blocks may repeat), literal values as JSON
 * values, strings unescaped, and every expression that needs evaluating as `"${<its source>}"`
 * (a template keeps its literal text with each interpolation so written). Object keys are sorted.
 * One parser for HCL across product, tests and evaluation: this reads the checker's parse.
 */
import { type HclBody, type HclExpr, type HclFile } from './ast';
import { parseHcl } from './parse-hcl';
import { loadHclParser } from './tree-sitter';

export type HclJson = { [key: string]: unknown };

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };

/** The value of a quoted string's literal text: escapes resolved, `$${` and `%%{` as written. */
function unescape(raw: string): string {
  return raw
    .replace(/\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)/g, (m, c: string) =>
      c.length > 1 ? String.fromCodePoint(parseInt(c.slice(1), 16)) : (ESCAPES[c] ?? m),
    )
    .replace(/\$\$\{/g, '${')
    .replace(/%%\{/g, '%{');
}

/** A heredoc's text: the lines between its header and closing marker, de-indented for `<<-`. */
function heredocText(source: string): string {
  const header = /^<<(-?)["]?([A-Za-z_][\w-]*)["]?[ \t]*\r?\n/.exec(source);
  if (!header) return source;
  const lines = source.slice(header[0].length).split('\n');
  lines.pop(); // the closing marker's line
  let body = lines;
  if (header[1]) {
    const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length));
    body = lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0));
  }
  return body.map((l) => `${l}\n`).join('');
}

function hclToJson(file: HclFile, source: string): HclJson {
  const text = (e: { span: { start: { offset: number }; end: { offset: number } } }) =>
    source.slice(e.span.start.offset, e.span.end.offset);
  const wrap = (e: HclExpr) => `\${${text(e)}}`;

  function value(e: HclExpr): unknown {
    switch (e.kind) {
      case 'literal':
        return typeof e.value === 'string' ? unescape(e.value) : e.value;
      case 'template': {
        if (e.heredoc) return heredocText(text(e));
        if (e.parts.length === 1 && typeof e.parts[0] !== 'string') return value(e.parts[0]);
        return e.parts.map((p) => (typeof p === 'string' ? unescape(p) : wrap(p))).join('');
      }
      case 'tuple':
        return e.items.map(value);
      case 'object': {
        const out: HclJson = {};
        for (const item of e.items) out[item.keyName ?? wrap(item.key)] = value(item.value);
        return deepSort(out);
      }
      case 'operation':
        if (e.operands.length === 1 && e.operands[0].kind === 'literal') {
          const v = e.operands[0].value;
          if (e.operator === '-' && typeof v === 'number') return -v;
          if (e.operator === '!' && typeof v === 'boolean') return !v;
        }
        return wrap(e);
      default:
        return wrap(e);
    }
  }

  function body(b: HclBody): HclJson {
    const out: HclJson = {};
    for (const a of b.attributes) out[a.name] = value(a.expr);
    for (const block of b.blocks) {
      let at = out;
      let key = block.type;
      for (const label of block.labels) {
        at = (at[key] ??= {}) as HclJson;
        key = label.value;
      }
      ((at[key] ??= []) as unknown[]).push(body(block.body));
    }
    return deepSort(out);
  }
  return body(file.body);
}

function deepSort(obj: HclJson): HclJson {
  const out: HclJson = {};
  for (const k of Object.keys(obj).sort()) {
    const v = obj[k];
    out[k] = v && typeof v === 'object' && !Array.isArray(v) ? deepSort(v as HclJson) : v;
  }
  return out;
}

/**
 * Parses Terraform text into that JSON; throws on a syntax error (naming the first), as Terraform
 * would refuse the file. Loads the parser on first use.
 */
export async function parseHclJson(path: string, text: string): Promise<HclJson> {
  await loadHclParser();
  const file = parseHcl(path, text);
  const issue = file.syntax[0];
  if (issue)
    throw new Error(`${path}:${issue.span.start.line}: ${issue.kind} ${JSON.stringify(issue.text.slice(0, 80))}`);
  return hclToJson(file, text);
}
