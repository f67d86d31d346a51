// The node test environment, recording each file's CPU time (test/setup/cpu-environment.js).
const { TestEnvironment } = require('jest-environment-node');
const { withCpu } = require('./cpu-environment');

module.exports = withCpu(TestEnvironment);
