/**
 * Objects written for an end-to-end test of a cluster rather than applied as they are: the files a
 * Chainsaw test (`chainsaw-test.yaml`, kind `Test` of chainsaw.kyverno.io) names in its steps
 * (`apply`, `update`, `patch` merge into objects the test made before; `assert` and `error` are
 * partial objects compared with what the cluster holds, with JMESPath keys such as
 * `(contains(keys(labels), 'x'))`), and KUTTL's assertion files (`00-assert.yaml`, `02-errors.yaml`).
 * What they leave out (required fields, a name) is no error, nor is a JMESPath key; an assertion's
 * values are patterns matched against the object (a map of JMESPath checks where the object has a
 * list, `(x_k8s_exists(...)): false` as a whole document), so their types and a document without
 * apiVersion and kind are not judged either. Field names they write are still checked.
 *
 * @example
 *   isTestAssertion('tests/e2e/sidecar/00-assert.yaml') // true
 */
import { Findings, type Finding } from '../diagnostics';
import { get, text } from '../parse/doc/ast';
import { parseYaml } from '../parse/doc/parse-yaml';
import { joinFolder } from './kustomize';

/** KUTTL's assertion and error files, by name. */
const isTestAssertion = (path: string): boolean => /(^|\/)\d+-(assert|errors)\.ya?ml$/.test(path);

const CHAINSAW_OPERATIONS = ['apply', 'create', 'update', 'patch', 'assert', 'error', 'delete'];

/** How a test uses a file: compares the cluster with it, or applies it onto what is there. */
export type TestStepUse = 'assert' | 'apply';

/** The files the Chainsaw tests among `files` name in their steps, and KUTTL's assertion files. */
export function testStepFiles(files: readonly { path: string; content: string }[]): Map<string, TestStepUse> {
  const steps = new Map<string, TestStepUse>(
    files.filter((f) => isTestAssertion(f.path)).map((f) => [f.path, 'assert']),
  );
  for (const file of files) {
    if (!file.content.includes('chainsaw.kyverno.io/')) continue;
    const dir = file.path.includes('/') ? file.path.slice(0, file.path.lastIndexOf('/')) : '';
    for (const doc of parseYaml(file.content)) {
      if (!text(get(doc.root, 'apiVersion'))?.startsWith('chainsaw.kyverno.io/')) continue;
      const list = get(get(doc.root, 'spec'), 'steps');
      for (const step of list?.kind === 'seq' ? list.items : [])
        for (const phase of ['try', 'catch', 'finally', 'cleanup']) {
          const operations = get(step, phase);
          for (const op of operations?.kind === 'seq' ? operations.items : [])
            for (const name of CHAINSAW_OPERATIONS) {
              const named = text(get(get(op, name), 'file'));
              if (named && !named.includes('*'))
                steps.set(joinFolder(dir, named), name === 'assert' || name === 'error' ? 'assert' : 'apply');
            }
        }
    }
  }
  return steps;
}

const LEFT_OUT = new Set(['kubernetes.missing-field', 'kubernetes.missing-name']);
const PATTERNS = new Set(['kubernetes.type-mismatch', 'kubernetes.missing-api-version', 'kubernetes.missing-kind']);

/** What a test step's object may leave out or write as a JMESPath key (and an assertion as a pattern): said nowhere. */
export class TestStepFindings extends Findings {
  constructor(
    private readonly to: Findings,
    private readonly use: TestStepUse,
  ) {
    super(to.format, to.file);
  }
  override add(finding: Finding): void {
    if (LEFT_OUT.has(finding.code) || /(^|\.)\(/.test(finding.path ?? '')) return;
    if (this.use === 'assert' && PATTERNS.has(finding.code)) return;
    this.to.add(finding);
  }
}
