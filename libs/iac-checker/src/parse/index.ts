/**
 * The checker's parsers, for the code that reads generated files outside the checks (the
 * generator's tests, the evaluation): one parser per format, the same the checks use.
 */
export { parseBicep } from './bicep/parse-bicep';
export { type BicepExpr } from './bicep/ast';
