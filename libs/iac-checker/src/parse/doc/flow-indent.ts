/**
 * YAML 1.2 asks the lines of a flow collection (`{...}`, `[...]`) or of a quoted string that goes
 * over several lines to be indented more than the block they stand in; PyYAML (what cfn-lint, the
 * SAM CLI and `aws cloudformation package` read templates with) does not, and templates that close
 * a JSON policy with `}'` or `}]` under their key are published and deployed. This finds such lines
 * and indents them under the line that opened the collection or string, so the `yaml` package can
 * read the text as PyYAML does. Nothing else moves: block scalars (`|`, `>`), comments and plain
 * values are stepped over. Added spaces at the start of a line inside a flow collection or quoted
 * string are not part of any value (YAML folds them away), so the values read are the same.
 *
 * The same pass quotes a lone `-` inside a flow collection (`!Join [-, [!Ref A, B]]`,
 * `!Split [-, !Ref X]`, `{sep: -}`): YAML 1.2 lets a plain value start with `-` only before a
 * non-space "safe" character, so the `yaml` package reads `-,` as a block sequence entry and
 * refuses it; libyaml and its ports (PyYAML: cfn-lint and the AWS CLI; go-yaml: kubectl;
 * SnakeYAML) let a plain value start with `-` followed by any non-blank character, in flow context
 * too, and their plain value ends at the `,`, `]` or `}`: the string "-". Quoted, it reads the same.
 * A `- ` (dash and space) inside a flow collection is refused by all of them and is left alone.
 *
 * And it moves a block scalar header (`|`, `>`) that stands alone on the line below its key, at
 * the key's column, one column right: libyaml's scanner takes it as the key's value (PyYAML 6.0.3
 * reads `Key:\n|\n  text` as {Key: "text\n"}; go-yaml too: kubectl kustomize reads such a
 * ConfigMap value), YAML 1.2 wants it indented; content at the key's column stays an error everywhere.
 *
 * @example
 *   indentFlowContinuations("a: [1,\n2]\n")?.text // "a: [1,\n 2]\n"
 *   indentFlowContinuations('a: !Join [-, [b]]\n')?.text // "a: !Join ['-', [b]]\n"
 *   indentFlowContinuations('a:\n|\n  b\n')?.text // "a:\n |\n  b\n"
 */

const BLOCK_SCALAR = /^[|>][-+0-9]*\s*(#.*)?$/;

/** The text with under-indented flow lines indented, or undefined when no line needed it. */
export function indentFlowContinuations(
  source: string,
):
  | { text: string; /** The offset in `source` of an offset in `text`. */ toOriginal: (offset: number) => number }
  | undefined {
  const lines = source.split('\n');
  let depth = 0; // open flow collections
  let quote: string | undefined; // the quote of a string still open at the line's end
  let openerIndent = 0; // the column of the block node whose flow collection or string is open
  let blockParent: number | undefined; // inside a block scalar: its key's indentation
  let emptyKeyColumn: number | undefined; // the last line was `key:` with no value: the key's column
  // Per changed line: where it starts in the new text, and the spaces added before it and to it.
  const inserted: { at: number; before: number; added: number }[] = [];
  let total = 0;
  let at = 0; // where the line starts in the new text
  const out: string[] = [];

  for (let line of lines) {
    const indent = /^ */.exec(line)![0].length;
    const blank = line.trim() === '' || line.trimStart().startsWith('#');
    if (blockParent !== undefined && (blank || indent > blockParent)) {
      out.push(line);
      at += line.length + 1;
      continue;
    }
    blockParent = undefined;
    if ((depth > 0 || quote) && line.trim() !== '' && indent <= openerIndent) {
      const added = openerIndent + 1 - indent;
      insert(at, added);
      line = ' '.repeat(added) + line;
    }
    // A block scalar header alone on the line below its key, at the key's column (`Key:\n|\n  text`):
    // libyaml (PyYAML, go-yaml) takes it as the key's value, YAML 1.2 and the `yaml` package want it
    // further right. One space in front reads the same value; its content stays under the key's column.
    const headerUnderKey =
      !blank && depth === 0 && !quote && emptyKeyColumn === indent && BLOCK_SCALAR.test(line.slice(indent));
    if (headerUnderKey) {
      insert(at, 1);
      line = ' ' + line;
    }
    if (!blank) emptyKeyColumn = undefined;
    if (!blank || quote) {
      // Quote the lone dashes the scan finds, left to right (each quote shifts what follows).
      let shift = 0;
      for (const col of scan(line, /^ */.exec(line)![0].length)) {
        const c = col + shift;
        line = `${line.slice(0, c)}'-'${line.slice(c + 1)}`;
        insert(at + c, 1);
        insert(at + c + 2, 1);
        shift += 2;
      }
      if (headerUnderKey) blockParent = indent;
      else if (!blank && depth === 0 && !quote && blockParent === undefined) emptyKeyColumn = keyOnlyColumn(line);
    }
    out.push(line);
    at += line.length + 1;
  }

  /** Records `added` characters put in at `atNew` (an offset in the new text). */
  function insert(atNew: number, added: number): void {
    inserted.push({ at: atNew, before: total, added });
    total += added;
  }

  /**
   * Steps through one line, keeping `depth`, `quote`, `openerIndent` and `blockParent`; returns
   * the columns of the lone `-` values inside flow collections.
   */
  function scan(line: string, indent: number): number[] {
    const dashes: number[] = [];
    let i = 0;
    let tokenStart = true; // at the start of a node in block context
    // The column of the block node the line holds: after `- ` a sequence entry's mapping starts
    // further right (`- description: 'text`), and its lines must be indented beyond that column.
    let nodeIndent = indent;
    if (!quote && depth === 0) i = indent;
    while (i < line.length) {
      const c = line[i];
      if (quote) {
        if (quote === "'" && c === "'") {
          if (line[i + 1] === "'") i += 2;
          else {
            quote = undefined;
            i++;
          }
          continue;
        }
        if (quote === '"' && c === '\\') {
          i += 2;
          continue;
        }
        if (c === quote) quote = undefined;
        i++;
        continue;
      }
      if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) return dashes;
      if (depth > 0) {
        if (c === '-' && ',]}'.includes(line[i + 1] ?? ' ') && startsFlowValue(line, i)) dashes.push(i);
        else if (c === '[' || c === '{') depth++;
        else if (c === ']' || c === '}') depth--;
        else if ((c === '"' || c === "'") && isTokenStartInFlow(line, i)) quote = c;
        i++;
        continue;
      }
      // Block context.
      if (c === ' ') {
        i++;
        continue;
      }
      if (tokenStart) {
        if (c === '-' && (line[i + 1] === ' ' || i + 1 === line.length)) {
          i += 2;
          while (line[i] === ' ') i++;
          nodeIndent = i;
          continue;
        }
        if (c === '!' || c === '&' || c === '*') {
          // A tag (`!Sub`), an anchor or an alias: the node, if any, follows after a space.
          while (i < line.length && line[i] !== ' ') i++;
          continue;
        }
        if (c === '[' || c === '{') {
          openerIndent = nodeIndent;
          depth = 1;
          i++;
          continue;
        }
        if (c === '"' || c === "'") {
          openerIndent = nodeIndent;
          quote = c;
          i++;
          continue;
        }
        if (BLOCK_SCALAR.test(line.slice(i))) {
          blockParent = indent;
          return dashes;
        }
        tokenStart = false;
      }
      // A plain scalar: it runs to `: ` (a key before a value), ` #` or the line's end.
      if (c === ':' && (line[i + 1] === ' ' || i + 1 === line.length)) {
        tokenStart = true;
        i += 1;
        continue;
      }
      i++;
    }
    return dashes;
  }

  if (!inserted.length) return undefined;
  return {
    text: out.join('\n'),
    toOriginal: (o: number) => {
      const x = inserted.findLast((y) => y.at <= o);
      if (!x) return o;
      // Inside the added spaces: the line's original start.
      return o < x.at + x.added ? x.at - x.before : o - x.before - x.added;
    },
  };
}

/**
 * The column of the key when the line is a block mapping key with no value on it (`key:`,
 * `- key:`, `key:  # comment`), else undefined.
 */
function keyOnlyColumn(line: string): number | undefined {
  const bare = /['"]/.test(line) ? line : line.replace(/\s+#.*$/, '');
  if (!/\S:\s*$/.test(bare)) return undefined;
  return /^(?: *- +)* */.exec(line)![0].length;
}

/** True when a quote or a `-` inside a flow collection starts a value (after `[`, `{`, `,`, `:` or space). */
function isTokenStartInFlow(line: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && line[j] === ' ') j--;
  return j < 0 || '[{,:'.includes(line[j]);
}

/**
 * True when a `-` inside a flow collection starts a value: after `[`, `{` or `,`, or after a `:`
 * and a space (`{k: -}`); `k:-` is one plain value, and so is `a -`.
 */
function startsFlowValue(line: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && line[j] === ' ') j--;
  return j < 0 || '[{,'.includes(line[j]) || (line[j] === ':' && j < i - 1);
}
