/**
 * The HCL parser: tree-sitter's Terraform grammar compiled to WebAssembly (no native build). It
 * is loaded once per process (`loadHclParser`, asynchronous: WebAssembly must be compiled); after
 * that every parse is synchronous.
 */
import { readFileSync } from 'node:fs';
import { Language, Parser } from 'web-tree-sitter';
import { setHclParser } from './parser';

let loading: Promise<Parser> | undefined;

export function loadHclParser(): Promise<Parser> {
  loading ??= (async () => {
    await Parser.init();
    const wasm = readFileSync(require.resolve('@tree-sitter-grammars/tree-sitter-hcl/tree-sitter-terraform.wasm'));
    const p = new Parser();
    p.setLanguage(await Language.load(wasm));
    setHclParser(p);
    return p;
  })();
  return loading;
}
