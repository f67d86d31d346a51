import { FORMAT_IDS, type FormatId, type GeneratedFile } from '@infragen/contracts';
import fc from 'fast-check';
import { extractFiles } from './extract-files';

// Random answers from the pieces a model writes, some of them on purpose misleading: fences of
// ``` and ~~~ of 3 to 5 characters, sometimes not closed, fence-like lines inside blocks,
// instruction blocks, name comments (valid, invalid, repeated), blank lines, \r\n line ends.
const TAGS = [
  '',
  'hcl',
  'terraform',
  'yaml',
  'json',
  'bicep',
  'bash',
  'sh',
  'text',
  'hcl title="x.tf"',
  'yaml deployment.yaml',
  'hcl:variables.tf',
];
const PROSE = ['Here is the code:', 'Run terraform init, then apply.', 'Note: `inline` code.', '# Heading', '``', ''];
const CODE = [
  'resource "a" "b" {}',
  '  x = 1',
  'kind: Pod',
  '{"a": 1}',
  'param p string',
  '}',
  '  - item',
  'x = "```"',
];
const NAME_COMMENTS = [
  '# main.tf',
  '// main.tf',
  '# variables.tf',
  '# file: outputs.tf',
  '# filename: prod.tfvars',
  '// azuredeploy.json',
  '// main.bicep',
  '# app.yaml',
  '// app.yaml',
  '# MAIN.tf',
  '# ../evil.tf',
  '# /etc/evil.tf',
  '# notes.txt',
];
const BLANK = ['', '  ', '\t'];

interface Fence {
  char: '`' | '~';
  length: number;
  indent: string;
}

const fenceArb: fc.Arbitrary<Fence> = fc.record({
  char: fc.constantFrom<Fence['char']>('`', '~'),
  length: fc.integer({ min: 3, max: 5 }),
  indent: fc.constantFrom('', '', ' ', '   '),
});

/** Lines inside a block that look like a fence but do not close it (or, 4 spaces in, are not one). */
function fenceLikeLines({ char, length }: Fence): fc.Arbitrary<string> {
  const other = char === '`' ? '~' : '`';
  return fc.oneof(
    fc.integer({ min: 1, max: length - 1 }).map((n) => char.repeat(n)),
    fc.integer({ min: 3, max: 5 }).map((n) => `${other.repeat(n)}hcl`),
    fc.constant(`${char.repeat(length)} not closing`),
    fc.constant(`    ${char.repeat(length)}`),
  );
}

function blockLines(fence: Fence): fc.Arbitrary<string[]> {
  const line = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...CODE) },
    { weight: 2, arbitrary: fc.constantFrom(...NAME_COMMENTS) },
    { weight: 2, arbitrary: fc.constantFrom(...BLANK) },
    { weight: 1, arbitrary: fenceLikeLines(fence) },
  );
  const closing = fc.constantFrom(
    fence.char.repeat(fence.length),
    fence.char.repeat(fence.length + 1),
    `${fence.char.repeat(fence.length)}  `,
    ` ${fence.char.repeat(fence.length)}`,
    null, // not closed
  );
  return fc
    .tuple(fc.constantFrom(...TAGS), fc.array(line, { maxLength: 8 }), closing)
    .map(([tag, body, close]) => [
      `${fence.indent}${fence.char.repeat(fence.length)}${tag}`,
      ...body,
      ...(close === null ? [] : [close]),
    ]);
}

const answerLines = fc
  .array(
    fc.oneof(
      fc.array(fc.constantFrom(...PROSE), { minLength: 1, maxLength: 3 }),
      fenceArb.chain(blockLines),
      fenceArb.chain(blockLines),
    ),
    { maxLength: 10, size: 'max' },
  )
  .map((parts) => parts.flat());

const answerArb = fc
  .record({
    lines: answerLines,
    lineEnds: fc.constantFrom('\n', '\r\n', 'mixed'),
    mixedPattern: fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
    finalLineEnd: fc.boolean(),
  })
  .map(({ lines, lineEnds, mixedPattern, finalLineEnd }) => {
    const end = (i: number) =>
      lineEnds !== 'mixed' ? lineEnds : mixedPattern[i % mixedPattern.length] ? '\r\n' : '\n';
    return lines.map((line, i) => (i < lines.length - 1 || finalLineEnd ? line + end(i) : line)).join('');
  });

/**
 * Why `later` is not what `earlier` grew into, or null when it is: at least as many files, the
 * same names and languages in the same order, every file but the last unchanged, and the last one's
 * content grown from what was shown (trailing whitespace aside, a line break may still come).
 */
function growthProblem(earlier: GeneratedFile[], later: GeneratedFile[]): string | null {
  if (earlier.length > later.length) return `${earlier.length} files became ${later.length}`;
  for (const [i, file] of earlier.entries()) {
    const grown = later[i]!;
    if (grown.path !== file.path || grown.language !== file.language)
      return `file ${i} ${file.path} (${file.language}) became ${grown.path} (${grown.language})`;
    if (i < earlier.length - 1 && grown.content !== file.content)
      return `finished file ${i} changed: ${JSON.stringify(file.content)} -> ${JSON.stringify(grown.content)}`;
    if (!grown.content.startsWith(file.content.trimEnd()))
      return `file ${i} did not grow: ${JSON.stringify(file.content)} -> ${JSON.stringify(grown.content)}`;
  }
  return null;
}

describe('extractFiles while streaming (property)', () => {
  it('never renames, drops or rewrites a file shown while the answer grows', () => {
    fc.assert(
      fc.property(answerArb, fc.constantFrom<FormatId>(...FORMAT_IDS), (answer, format) => {
        const final = extractFiles(answer, format, { complete: true });
        let previous: GeneratedFile[] = [];
        // Answers here stay under about a thousand characters, so every cut point is tried.
        for (let cut = 0; cut <= answer.length; cut += 1) {
          const shown = extractFiles(answer.slice(0, cut), format, { complete: false });
          // Against the final files, and against the shorter prefix just before (the relation is
          // transitive, so this covers every shorter prefix).
          const problem = growthProblem(shown, final) ?? growthProblem(previous, shown);
          if (problem !== null) throw new Error(`cut at ${cut} of ${JSON.stringify(answer)}: ${problem}`);
          previous = shown;
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('gives finished files only once complete: non-blank, one final line break, unique safe names', () => {
    fc.assert(
      fc.property(answerArb, fc.constantFrom<FormatId>(...FORMAT_IDS), (answer, format) => {
        const files = extractFiles(answer, format);
        for (const file of files) {
          expect(file.content.trim()).not.toBe('');
          expect(file.content).toMatch(/\S\n$/);
          expect(file.path).not.toMatch(/(^|\/)\.\.(\/|$)|^\/|\\/);
        }
        const names = files.map((f) => f.path.toLowerCase());
        expect(new Set(names).size).toBe(names.length);
      }),
      { numRuns: 400 },
    );
  });
});
