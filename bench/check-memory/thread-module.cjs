/**
 * What bench/check-memory.mjs's pool threads load: the built checker, as the product's threads do,
 * plus `memory()`, this thread's own V8 heap (a worker thread is its own isolate).
 */
const v8 = require('node:v8');
const checker = require('@infragen/iac-checker');
const { loadHclParser } = require('@infragen/iac-checker/parse');

module.exports = {
  ...checker,
  loadHclParser,
  memory() {
    global.gc?.();
    const h = v8.getHeapStatistics();
    return {
      heapUsedMiB: h.used_heap_size / 1048576,
      heapTotalMiB: h.total_heap_size / 1048576,
      externalMiB: h.external_memory / 1048576,
    };
  },
};
