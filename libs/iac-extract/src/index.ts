/**
 * Files out of a model's answer, one function for the worker and the browser (pure: no I/O).
 *
 * @example
 *   const files = extractFiles(answer, 'terraform');
 *   const code = combinedCode(files, 'terraform');
 */
export { extractFiles, type ExtractOptions } from './extract-files';
export { combinedCode } from './combined-code';
