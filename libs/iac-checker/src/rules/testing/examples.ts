/**
 * The rules' examples as files for checkFiles: the file name each format is checked under, and
 * the lines marked `#!` (the lines a bad example must be reported at), with the marks removed.
 */
import { type ExampleFormat, type Rule } from '../model';

export const MARK = /[ \t]*#!$/;

export function exampleFile(format: ExampleFormat, text: string): { path: string; content: string; marked: number[] } {
  const lines = text.split('\n');
  const marked = lines.flatMap((l, i) => (MARK.test(l) ? [i + 1] : []));
  const content = lines.map((l) => l.replace(MARK, '')).join('\n');
  const path = {
    'terraform-aws': 'main.tf',
    'terraform-azurerm': 'main.tf',
    'terraform-google': 'main.tf',
    'terraform-kubernetes': 'main.tf',
    cloudformation: content.trimStart().startsWith('{') ? 'template.json' : 'template.yaml',
    arm: 'azuredeploy.json',
    bicep: 'main.bicep',
    'kubernetes-yaml': 'manifests.yaml',
  }[format];
  return { path, content, marked };
}

export interface ExampleCase {
  rule: Rule;
  format: ExampleFormat;
  kind: 'bad' | 'good' | 'omitted';
  index: number;
  text: string;
}

/** Every example of every rule, one case each. */
export function exampleCases(rules: readonly Rule[]): ExampleCase[] {
  return rules.flatMap((rule) =>
    (Object.entries(rule.examples) as [ExampleFormat, NonNullable<Rule['examples'][ExampleFormat]>][]).flatMap(
      ([format, e]) => [
        ...e.bad.map((text, index) => ({ rule, format, kind: 'bad' as const, index, text })),
        ...e.good.map((text, index) => ({ rule, format, kind: 'good' as const, index, text })),
        { rule, format, kind: 'omitted' as const, index: 0, text: e.omitted },
      ],
    ),
  );
}
