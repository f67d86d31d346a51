/**
 * The checker's parsers, for the code that reads generated files outside the checks (the
 * generator's tests, the evaluation, the diagram a GitHub push adds): one parser per format, the
 * same the checks use. `loadHclParser` loads the Terraform parser in Node; a browser loads its
 * own and hands it to `setHclParser` of `@infragen/iac-checker/graph`.
 */
export { parseBicep } from './bicep/parse-bicep';
export { type BicepExpr } from './bicep/ast';
export { loadHclParser } from './hcl/tree-sitter';
export { parseHclJson } from './hcl/to-json';
