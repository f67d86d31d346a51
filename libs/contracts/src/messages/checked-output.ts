/**
 * The message catalogue's texts around checked output: the status of a generation while its code
 * is checked and repaired, and the validate endpoint's failures. Part of `Messages`. The Problems
 * panel's own texts are in problems-panel-copy.ts (loaded with the panel, not with every page), the
 * validate request's field errors in validate-copy.ts (the server's alone).
 */
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const CheckedOutputMessages = {
  checkedOutput: {
    /** Status lines of a generation after its answer streamed. */
    validating: 'Checking the code...',
    fixing: (problems: number) => `Fixing ${plural(problems, 'problem')}...`,
    busy: 'The code checker is busy. Please try again in a moment.',
    failed: 'The code could not be checked. Please try again.',
  },
} as const;
