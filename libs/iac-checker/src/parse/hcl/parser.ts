/**
 * The loaded HCL parser, held for parse-hcl.ts. Loading it differs by place (Node reads the
 * WebAssembly from the installed package, tree-sitter.ts; a browser fetches it), so this file
 * imports nothing that only Node has.
 */
import type { Parser } from 'web-tree-sitter';

let parser: Parser | undefined;

/** Hands over a parser whose language is tree-sitter's Terraform grammar. */
export function setHclParser(p: Parser): void {
  parser = p;
}

/** The loaded parser; `loadHclParser` (Node) or `setHclParser` must have run first. */
export function hclParser(): Parser {
  if (!parser) throw new Error('The HCL parser is not loaded yet: await loadHclParser() first.');
  return parser;
}
