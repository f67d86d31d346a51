/**
 * The assertion files of KUTTL test steps (`00-assert.yaml`, `02-errors.yaml`, beside the step's
 * `00-install.yaml`): partial objects the test compares with what the cluster holds (a Deployment's
 * `status.readyReplicas`, a Pod found by its labels), not manifests to apply. What they leave out
 * (required fields, a name) is no error; what they do write is still checked.
 *
 * @example
 *   isTestAssertion('tests/e2e/sidecar/00-assert.yaml') // true
 */
export const isTestAssertion = (path: string): boolean => /(^|\/)\d+-(assert|errors)\.ya?ml$/.test(path);

/** What an assertion may leave out: the fields and the name of the objects it matches. */
export const assertionMayOmit = (code: string): boolean =>
  code === 'kubernetes.missing-field' || code === 'kubernetes.missing-name';
