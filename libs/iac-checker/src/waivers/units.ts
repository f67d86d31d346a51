/**
 * The units a waiver written above a line covers: every block, attribute, map entry, list item,
 * statement and property that starts on that line, to the line it ends on. A waiver above
 * `resource "aws_s3_bucket" "site" {` covers the whole resource; above `acl = "public-read"`,
 * that one setting.
 */
import { type BicepExpr, type BicepStatement } from '../parse/bicep/ast';
import { type DocNode } from '../parse/doc/ast';
import { type HclBody, type HclExpr } from '../parse/hcl/ast';
import { type ParsedFile } from '../rules/parsed-file';

/** Start line -> the last line of the longest unit starting there. */
export type Units = Map<number, number>;

function put(units: Units, from: number, to: number): void {
  if (to > (units.get(from) ?? from)) units.set(from, to);
}

function hclExpr(e: HclExpr, units: Units): void {
  if (e.kind === 'object')
    for (const i of e.items) {
      put(units, i.span.start.line, i.span.end.line);
      hclExpr(i.value, units);
    }
  else if (e.kind === 'tuple') for (const i of e.items) hclExpr(i, units);
  else if (e.kind === 'call') for (const a of e.args) hclExpr(a, units);
}

function hclBody(body: HclBody, units: Units): void {
  for (const a of body.attributes) {
    put(units, a.span.start.line, a.span.end.line);
    hclExpr(a.expr, units);
  }
  for (const b of body.blocks) {
    put(units, b.span.start.line, b.span.end.line);
    hclBody(b.body, units);
  }
}

function doc(node: DocNode, units: Units): void {
  if (node.kind === 'map')
    for (const e of node.entries) {
      put(units, e.keySpan.start.line, e.value.span.end.line);
      doc(e.value, units);
    }
  else if (node.kind === 'seq')
    for (const i of node.items) {
      put(units, i.span.start.line, i.span.end.line);
      doc(i, units);
    }
}

function bicepExpr(e: BicepExpr, units: Units): void {
  if (e.kind === 'object') {
    for (const p of e.props) {
      put(units, p.keySpan.start.line, p.value.span.end.line);
      bicepExpr(p.value, units);
    }
    bicepStatements(e.resources, units);
  } else if (e.kind === 'array') for (const i of e.items) bicepExpr(i, units);
  else if (e.kind === 'for' || e.kind === 'if') bicepExpr(e.body, units);
}

function bicepStatements(list: BicepStatement[], units: Units): void {
  for (const s of list) {
    const end = s.value?.span.end.line ?? s.span.end.line;
    put(units, s.span.start.line, Math.max(end, s.span.end.line));
    // A statement with decorators also starts at its first decorator.
    for (const d of s.decorators) put(units, d.span.start.line, Math.max(end, s.span.end.line));
    if (s.value) bicepExpr(s.value, units);
  }
}

export function unitsOf(file: ParsedFile): Units {
  const units: Units = new Map();
  if (file.kind === 'hcl' || file.kind === 'tfvars') hclBody(file.hcl.body, units);
  else if (file.kind === 'yaml') {
    for (const d of file.docs) if (d.root) doc(d.root, units);
  } else if (file.kind === 'json' && file.doc.root) doc(file.doc.root, units);
  else if (file.kind === 'bicep') bicepStatements(file.bicep.statements, units);
  return units;
}
