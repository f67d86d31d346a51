/** Hand-made requests and generator answers for the scoring tests. */
import { type EvalRequest, type GeneratorOutput, type OutputFile } from '../../scripts/eval/types';

export function request(overrides: Partial<EvalRequest>): EvalRequest {
  return {
    id: 'test-01',
    file: 'test.yaml',
    platform: 'aws',
    format: 'terraform-aws',
    style: 'terse',
    difficulty: 1,
    probes: [],
    prompt: '',
    history: [],
    components: [],
    outOfScope: [],
    settings: [],
    mustNotAppear: [],
    declineExpected: false,
    ...overrides,
  };
}

export function answer(files: OutputFile[], notCovered: string[] = []): GeneratorOutput {
  return { declined: false, files, notCovered };
}

export function declined(notCovered: string[]): GeneratorOutput {
  return { declined: true, files: [], notCovered };
}
