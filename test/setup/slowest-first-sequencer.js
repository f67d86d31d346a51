// Jest's order of test files, with a committed duration for the files this machine has not run yet.
//
// Jest runs the longest files first so that no worker idles at the end of a run while another
// finishes a long file, but it knows a file's duration only from its cache of earlier runs on the
// same machine; without one (a fresh clone, CI) it orders by file size, which put the integration
// project's slowest files (start-recovery, fuzz-admin, worker-kill: small files that wait on whole
// products) near the end, where one worker ran them alone. test/setup/file-durations.json holds
// each integration file's duration from a measured run; Jest's own figure wins where it has one.
//
// To refresh it from a run's timing report (`npm test` writes test-results/jest-int-timing.json):
//   node scripts/write-test-durations.mjs test-results/jest-int-timing.json
const Sequencer = require('@jest/test-sequencer').default;
const { relative } = require('node:path');
const durations = require('./file-durations.json');

class SlowestFirstSequencer extends Sequencer {
  /** Milliseconds, as Jest's cache holds them; undefined when neither knows the file. */
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = durations[relative(test.context.config.rootDir, test.path).split('\\').join('/')];
    return seconds == null ? undefined : seconds * 1000;
  }
}

module.exports = SlowestFirstSequencer;
