/**
 * Milliseconds on the system's monotonic clock (CLOCK_MONOTONIC via hrtime), the same in every
 * process of the machine, so a time stamped by the model-server process and one stamped by the
 * client process can be subtracted.
 */
export const now = () => Number(process.hrtime.bigint()) / 1e6;
