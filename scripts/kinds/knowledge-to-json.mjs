#!/usr/bin/env node
// Codemod (issue 23, decision 038): turns each kind folder's vocabulary.ts and kind.ts into one data
// file, kind.json (id, title, label, vocabulary, and the planning record as rows), and deletes them.
// A planning record that is not a list of plain steps stays code: its `needs` function moves, as
// written, into plan.ts beside the data. Behaviour is unchanged by construction: each row is read
// back from one plan call of the old function, in order, with the same kind, reason, label and ref.
// After it: node scripts/kinds-registry.mjs, prettier on plan.ts files, tsc -b, and
// node scripts/engine-snapshot.mjs --compare <baseline> (0 differences).
//
//   node scripts/kinds/knowledge-to-json.mjs            converts every folder that has a kind.ts
//   node scripts/kinds/knowledge-to-json.mjs --dry-run  says which folders would become rows or plan.ts
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const KINDS = fileURLToPath(new URL('../../libs/iac-generator/src/kinds/', import.meta.url));
const dryRun = process.argv.includes('--dry-run');
const dirs = (at) => readdirSync(at).filter((name) => statSync(join(at, name)).isDirectory());

class NotData extends Error {}
const fail = (why) => {
  throw new NotData(why);
};

const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const strip = (e) => {
  while (ts.isParenthesizedExpression(e) || ts.isVoidExpression(e) || ts.isAsExpression(e)) e = e.expression;
  return e;
};

/** The value of a literal written in TypeScript (strings, numbers, arrays, objects; a local const by name). */
function literal(node, consts) {
  node = strip(node);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken)
    return -literal(node.operand, consts);
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literal(e, consts));
  if (ts.isObjectLiteralExpression(node)) {
    const out = {};
    for (const p of node.properties) {
      if (!ts.isPropertyAssignment(p)) fail(`not a plain property: ${p.getText()}`);
      out[p.name.text] = literal(p.initializer, consts);
    }
    return out;
  }
  if (ts.isRegularExpressionLiteral(node)) fail('a RegExp in the data');
  if (ts.isIdentifier(node) && consts.has(node.text)) return consts.get(node.text);
  return fail(`not a literal: ${node.getText()}`);
}

/** A label as data: a literal, or the component's id (`c.id`, `${c.id}_x`) written as {id}. */
function label(node, names, consts) {
  node = strip(node);
  if (ts.isPropertyAccessExpression(node) && node.expression.getText() === names.c && node.name.text === 'id')
    return '{id}';
  if (ts.isTemplateExpression(node)) {
    let out = node.head.text;
    for (const span of node.templateSpans) {
      if (span.expression.getText() !== `${names.c}.id`) fail(`a label from ${span.expression.getText()}`);
      out += `{id}${span.literal.text}`;
    }
    return out;
  }
  const text = literal(node, consts);
  if (typeof text !== 'string' || text.includes('{')) fail('a label that is not text');
  return text;
}

const isCall = (e, object, method) =>
  ts.isCallExpression(e) &&
  ts.isPropertyAccessExpression(e.expression) &&
  e.expression.expression.getText() === object &&
  e.expression.name.text === method;

/** Plan options ({ label, config, name }) as row fields. */
function options(node, names, consts, allowed) {
  if (!node) return {};
  if (!ts.isObjectLiteralExpression(node)) fail(`options not written out: ${node.getText()}`);
  const out = {};
  for (const p of node.properties) {
    if (!ts.isPropertyAssignment(p) || !allowed.includes(p.name.text)) fail(`option ${p.getText()}`);
    const key = p.name.text === 'implicit' ? 'why' : p.name.text;
    out[key] = key === 'label' ? label(p.initializer, names, consts) : literal(p.initializer, consts);
  }
  return out;
}

/** The row one planning expression is: a plan call, a chain of `plan.first(...) ??`, or a named step. */
function rowOf(expr, names, consts, steps) {
  expr = strip(expr);
  const firsts = [];
  while (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    const left = strip(expr.left);
    if (!isCall(left, names.plan, 'first') || left.arguments.length !== 1) fail('a chain that is not plan.first');
    firsts.push(literal(left.arguments[0], consts));
    expr = strip(expr.right);
  }
  let row;
  if (isCall(expr, names.plan, 'ensure')) {
    const [kind, why, opts, ...more] = expr.arguments;
    if (more.length) fail('ensure with more arguments');
    row = {
      ensure: literal(kind, consts),
      why: literal(why, consts),
      ...options(opts, names, consts, ['label', 'config']),
    };
  } else if (isCall(expr, names.plan, 'add')) {
    const [kind, opts, ...more] = expr.arguments;
    if (more.length) fail('add with more arguments');
    const o = options(opts, names, consts, ['implicit', 'label', 'config', 'name']);
    if (o.why === undefined) fail('add without a reason');
    row = { add: literal(kind, consts), ...o };
    // `plan.first(k) ?? plan.add(k, ...)` is what plan.ensure(k, ...) does: said once, as ensure.
    if (firsts.length && firsts.at(-1) === row.add && row.name === undefined) {
      firsts.pop();
      const { add, why, ...rest } = row;
      row = { ensure: add, why, ...rest };
    }
  } else if (isCall(expr, names.plan, 'first') && expr.arguments.length === 1) {
    firsts.push(literal(expr.arguments[0], consts));
    row = {};
  } else if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression) && steps.has(expr.expression.text)) {
    const [first, second, ...rest] = expr.arguments.map((a) => a.getText());
    const use = expr.expression.text;
    if (first === names.c && second === names.plan)
      row = { use, ...(rest.length ? { with: expr.arguments.slice(2).map((a) => literal(a, consts)) } : {}) };
    else if (first === names.plan && expr.arguments.length === 1 && use === 'inNamespace') row = { use };
    else fail(`a step called otherwise: ${expr.getText()}`);
    if (firsts.length) fail('a chain ending in a step');
  } else fail(`not a plan call: ${expr.getText().slice(0, 60)}`);
  return firsts.length ? { first: firsts, ...row } : row;
}

/** The rows of one statement (or expression body) of a needs function. */
function statementRows(node, names, consts, steps) {
  if (ts.isExpressionStatement(node)) node = node.expression;
  if (ts.isIfStatement(node)) {
    const cond = node.expression;
    const then = ts.isBlock(node.thenStatement)
      ? node.thenStatement.statements.length === 1 && node.thenStatement.statements[0]
      : node.thenStatement;
    if (node.elseStatement || !then || !ts.isPrefixUnaryExpression(cond)) fail('a condition');
    const tested = cond.operand.getText();
    // `if (!plan.has(k)) plan.add(k, ...)` is what plan.ensure(k, ...) does when its result is not kept.
    if (isCall(strip(cond.operand), names.plan, 'has')) {
      const [row] = statementRows(then, names, consts, steps);
      if (row.add !== literal(strip(cond.operand).arguments[0], consts) || row.ref || row.first || row.name)
        fail('a condition');
      const { add, why, ...rest } = row;
      return [{ ensure: add, why, ...rest }];
    }
    // `if (!c.ref.x) <step>`: the step is skipped when the component has that ref.
    const [row] = statementRows(then, names, consts, steps);
    const ref = tested.startsWith(`${names.c}.ref.`) && tested.slice(`${names.c}.ref.`.length);
    if (!ref || !/^\w+$/.test(ref) || row.unless) fail('a condition');
    return [row.ref ? { ref: row.ref, unless: ref, ...omit(row, 'ref') } : { unless: ref, ...row }];
  }
  if (!ts.isExpression(node)) fail(`a ${ts.SyntaxKind[node.kind]}`);
  node = strip(node);
  if (node.kind === ts.SyntaxKind.UndefinedKeyword || (ts.isIdentifier(node) && node.text === 'undefined')) return [];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    const keep = op === ts.SyntaxKind.QuestionQuestionEqualsToken;
    if (op !== ts.SyntaxKind.EqualsToken && !keep) return [rowOf(node, names, consts, steps)];
    const target = node.left;
    if (
      !ts.isPropertyAccessExpression(target) ||
      !ts.isPropertyAccessExpression(target.expression) ||
      target.expression.getText() !== `${names.c}.ref`
    )
      fail(`assigns ${target.getText()}`);
    const ref = target.name.text;
    return [{ ref, ...(keep ? { unless: ref } : {}), ...rowOf(node.right, names, consts, steps) }];
  }
  return [rowOf(node, names, consts, steps)];
}
const omit = (o, key) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

/** The text of the // comments written above a node, as one line (a row's or a field's note). */
function noteOf(node) {
  const src = node.getSourceFile().getFullText();
  const ranges = ts.getLeadingCommentRanges(src, node.getFullStart()) ?? [];
  const lines = ranges.map((r) => src.slice(r.pos, r.end));
  if (lines.some((l) => !l.startsWith('//'))) fail('a block comment');
  return lines.map((l) => l.replace(/^\/\/\s?/, '').trim()).join(' ') || undefined;
}

/** Whether a node's text holds comments (a row cannot hold them, so they keep it code). */
const hasComments = (node) => /\/\/|\/\*/.test(node.getText().replace(/'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, "''"));

/** The planning rows of a needs initializer, or NotData when it is more than plain steps. */
function needsRows(init, consts, steps, notes) {
  if (!ts.isArrowFunction(init) || !ts.isBlock(init.body)) if (hasComments(init)) fail('comments in the function');
  if (ts.isIdentifier(init)) {
    if (!steps.has(init.text)) fail(`needs is ${init.text}`);
    return [{ use: init.text }];
  }
  if (!ts.isArrowFunction(init)) fail('needs is not an arrow function');
  const [c, plan] = init.parameters.map((p) => p.name.getText());
  const names = { c: c ?? '_c', plan: plan ?? '_plan' };
  if (ts.isBlock(init.body)) {
    const { statements } = init.body;
    // Comments above a statement become its row's note; any other comment keeps the function code.
    const end = init.body
      .getSourceFile()
      .getFullText()
      .slice(statements.at(-1)?.getEnd() ?? 0, init.body.getEnd());
    // A comment after the last step speaks of the whole record: it becomes the needs' note.
    const after = end.replace(/}$/, '').trim();
    if (after && !after.split('\n').every((l) => l.trim().startsWith('//'))) fail('a comment after the last step');
    if (after)
      notes.after = after
        .split('\n')
        .map((l) => l.trim().replace(/^\/\/\s?/, ''))
        .join(' ');
    return statements.flatMap((s) => {
      if (hasComments({ getText: () => s.getText() })) fail('comments inside a step');
      const rows = statementRows(s, names, consts, steps);
      const note = noteOf(s);
      if (note && rows.length !== 1) fail('a note on several rows');
      return note ? [{ ...rows[0], note }] : rows;
    });
  }
  return statementRows(init.body, names, consts, steps);
}

function convert(cloud, folder, steps) {
  const at = join(KINDS, cloud, folder);
  const kindFile = parse(join(at, 'kind.ts'));
  const vocabularyFile = parse(join(at, 'vocabulary.ts'));
  const consts = new Map();
  const imports = [];
  const locals = [];
  let record;
  for (const s of kindFile.statements) {
    if (ts.isImportDeclaration(s)) imports.push(s);
    else if (ts.isVariableStatement(s)) {
      const d = s.declarationList.declarations[0];
      if (d.name.text === 'kind') record = d.initializer;
      else {
        locals.push(s);
        try {
          consts.set(d.name.text, literal(d.initializer, consts));
        } catch (e) {
          if (!(e instanceof NotData)) throw e;
        }
      }
    } else locals.push(s);
  }
  const props = Object.fromEntries(record.properties.map((p) => [p.name.text, p]));
  const data = {
    kind: literal(props.kind.initializer, consts),
    title: literal(props.title.initializer, consts),
    label: literal(props.label.initializer, consts),
  };
  const vocabulary = vocabularyFile.statements.find(ts.isVariableStatement).declarationList.declarations[0].initializer;
  // A comment above a vocabulary field says why it is so: it is kept as that field's note.
  const notes = {};
  for (const p of vocabulary.properties) {
    if (hasComments(p.initializer)) fail(`${cloud}/${folder}/vocabulary.ts: a comment inside ${p.name.text}`);
    const note = noteOf(p);
    if (note) notes[p.name.text] = note;
  }
  const words = literal(vocabulary, consts);
  if (words.kind !== data.kind) fail(`${cloud}/${folder}: vocabulary of ${words.kind}`);
  for (const key of ['settings', 'concepts', 'existing']) if (words[key] !== undefined) data[key] = words[key];
  const extra = Object.keys(words).filter((k) => !['kind', 'settings', 'concepts', 'existing'].includes(k));
  if (extra.length) fail(`vocabulary fields ${extra}`);
  for (const p of record.properties) {
    const note = p.name.text === 'needs' ? undefined : noteOf(p);
    if (note) notes[p.name.text] = note;
    if (p.name.text !== 'needs' && hasComments(p.initializer)) fail(`a comment inside ${p.name.text}`);
  }
  let code;
  if (props.needs) {
    try {
      // A local constant written as a literal is written into the rows (EKS's policy ARN).
      if (locals.some((l) => !ts.isVariableStatement(l) || !consts.has(l.declarationList.declarations[0].name.text)))
        fail('local declarations');
      const said = {};
      data.needs = needsRows(props.needs.initializer, consts, steps, said);
      const note = [noteOf(props.needs), said.after].filter(Boolean).join(' ');
      if (note) notes.needs = note;
    } catch (e) {
      if (!(e instanceof NotData)) throw e;
      code = { why: e.message, text: planFile(kindFile, imports, locals, props.needs) };
    }
  }
  if (Object.keys(notes).length) data.notes = notes;
  return { at, data, code };
}

/** plan.ts: the needs function as written, with the imports and local declarations it uses. */
function planFile(file, imports, locals, needsProp) {
  const src = file.getFullText();
  // The comments written above `needs:` in the record stay above it.
  const leading = src.slice(needsProp.getFullStart(), needsProp.getStart()).trim();
  const body = needsProp.initializer.getText();
  const used = (name) => new RegExp(`\\b${name}\\b`).test(body + locals.map((l) => l.getText()).join('\n'));
  const lines = ["import { type Needs } from '../../../plan/needs';"];
  for (const imp of imports) {
    const from = imp.moduleSpecifier.text;
    if (from === '../../kind') continue;
    const named = imp.importClause.namedBindings.elements.filter((e) => used(e.name.text));
    if (named.length) lines.push(`import { ${named.map((e) => e.getText()).join(', ')} } from '${from}';`);
  }
  const localText = locals.map((l) => src.slice(l.getFullStart(), l.getEnd()).trim());
  return [
    ...lines,
    '',
    ...localText.flatMap((t) => [t, '']),
    ...(leading ? leading.split('\n').map((l) => l.trim()) : []),
    `export const needs: Needs = ${body};`,
    '',
  ].join('\n');
}

/**
 * The names a cloud's step table offers (kinds/<cloud>/needs-steps.ts). One of its steps is called
 * otherwise in the old records, and the table adapts it: inNamespace(plan).
 */
function stepsOf(cloud) {
  const file = join(KINDS, cloud, 'needs-steps.ts');
  if (!existsSync(file)) return new Set();
  const text = readFileSync(file, 'utf8');
  const table = text.slice(text.indexOf('= {'));
  return new Set([...table.matchAll(/^\s+(\w+)[,:]/gm)].map((m) => m[1]));
}

const results = [];
for (const cloud of dirs(KINDS).sort()) {
  const steps = stepsOf(cloud);
  for (const folder of dirs(join(KINDS, cloud)).sort())
    if (existsSync(join(KINDS, cloud, folder, 'kind.ts'))) results.push(convert(cloud, folder, steps));
}
const code = results.filter((r) => r.code);
if (dryRun) {
  for (const r of code) console.log(`code  ${r.at.slice(KINDS.length)}: ${r.code.why}`);
  const rows = results.filter((r) => !r.code).flatMap((r) => r.data.needs ?? []);
  const used = {};
  for (const row of rows) if (row.use) used[row.use] = (used[row.use] ?? 0) + 1;
  console.log('steps used by rows:', used);
} else {
  for (const r of results) {
    writeFileSync(join(r.at, 'kind.json'), `${JSON.stringify(r.data, null, 2)}\n`);
    if (r.code) writeFileSync(join(r.at, 'plan.ts'), r.code.text);
    rmSync(join(r.at, 'kind.ts'));
    rmSync(join(r.at, 'vocabulary.ts'));
  }
}
console.log(`${results.length} folders: ${results.length - code.length} as data only, ${code.length} with plan.ts`);
