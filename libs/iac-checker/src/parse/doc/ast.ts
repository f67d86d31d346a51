/**
 * YAML and JSON documents (CloudFormation, Kubernetes, ARM) as one tree that keeps a span for
 * every key and value. CloudFormation's short-form tags (`!Ref X`, `!GetAtt A.B`, `!Sub ...`) are
 * turned into their long form (`{Ref: X}`, `{'Fn::GetAtt': [A, B]}`), marked `short`.
 */
import { type Span } from '../position';

export type DocNode = DocMap | DocSeq | DocScalar;
export interface DocMap {
  kind: 'map';
  entries: DocEntry[];
  span: Span;
  /** Made from a short-form tag such as `!Ref`. */
  short?: boolean;
  /** Entries a later one with the same key replaced (JSON read with `lastKeyWins`, as ARM's engine). */
  overridden?: DocEntry[];
}
interface DocSeq {
  kind: 'seq';
  items: DocNode[];
  span: Span;
}
interface DocScalar {
  kind: 'scalar';
  value: string | number | boolean | null;
  span: Span;
  /** A tag the document put on it that is not a known short form (kept for the validators). */
  tag?: string;
  /**
   * An unquoted `yes`, `no`, `on`, `off`, `y` or `n` (any of their cases YAML 1.1 lists): a string in
   * YAML 1.2 (the tree), but the boolean YAML 1.1 readers make of it (PyYAML, which CloudFormation's
   * tools use, without `y`/`n`; go-yaml, which kubectl uses). Set only on such words.
   */
  yaml11Bool?: boolean;
}
export interface DocEntry {
  key: string;
  keySpan: Span;
  value: DocNode;
}
export interface DocSyntaxIssue {
  message: string;
  span: Span;
}
export interface ParsedDocument {
  /** Undefined for an empty document. */
  root?: DocNode;
  span: Span;
  syntax: DocSyntaxIssue[];
  /** Syntax YAML 1.2 refuses but PyYAML (cfn-lint, the AWS CLI) reads the same way: the tree is sound. */
  tolerated?: DocSyntaxIssue[];
}

/** The value of `key` in a map node. */
export function entry(node: DocNode | undefined, key: string): DocEntry | undefined {
  return node?.kind === 'map' ? node.entries.find((e) => e.key === key) : undefined;
}
export function get(node: DocNode | undefined, key: string): DocNode | undefined {
  return entry(node, key)?.value;
}
/** A scalar's text, or undefined for maps and lists. */
export function text(node: DocNode | undefined): string | undefined {
  return node?.kind === 'scalar' && node.value !== null ? String(node.value) : undefined;
}
