/**
 * What the evaluation calls: the built-in generator and the checked-output validators, passed in
 * by the command (from libs/iac-generator/dist and libs/iac-checker/dist) so the scoring can be tested with results made by hand.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { type GeneratorOutput, type OutputFile } from './types';

interface Finding {
  file: string;
  line: number;
  column: number;
  severity: string;
  code: string;
  message: string;
}

export interface Engine {
  generate(request: {
    prompt: string;
    platform: PlatformId;
    format: FormatId;
    history?: { role: 'user' | 'assistant'; content: string }[];
  }): GeneratorOutput;
  check(files: readonly OutputFile[], format: FormatId): Promise<Finding[]>;
}

/** The error findings, one line each. */
export async function validationErrors(
  engine: Engine,
  files: readonly OutputFile[],
  format: FormatId,
): Promise<string[]> {
  return (await engine.check(files, format))
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`);
}
