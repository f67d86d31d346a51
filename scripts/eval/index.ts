/** The evaluation of the built-in generator, as `scripts/eval-generator.mjs` runs it. */
export { runDevCsv } from './dev-csv';
export { runProjectSet } from './run-set';
