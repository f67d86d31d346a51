import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSet, readSetFile, SCHEMA_FILE, SetError } from '../../scripts/eval/load-set';

const SET_DIR = join(__dirname, '../../eval/generator');
const schema = JSON.parse(readFileSync(join(SET_DIR, SCHEMA_FILE), 'utf8')) as Record<string, unknown>;

const good = `
platform: aws
format: terraform-aws
requests:
  - id: ok-01
    style: terse
    difficulty: 1
    prompt: an SQS queue kept 4 days
    components:
      - { phrase: an SQS queue, anyOf: [aws_sqs_queue] }
    settings:
      - { phrase: kept 4 days, type: aws_sqs_queue, path: message_retention_seconds, equals: 345600 }
`;

function problemsOf(text: string): string[] {
  try {
    readSetFile(text, 'x.yaml', schema);
  } catch (e) {
    if (e instanceof SetError) return e.problems;
    throw e;
  }
  return [];
}

describe('loading the evaluation set', () => {
  it('loads a well-formed file, the format stamped on each request', () => {
    const [r] = readSetFile(good, 'x.yaml', schema);
    expect(r).toMatchObject({
      id: 'ok-01',
      platform: 'aws',
      format: 'terraform-aws',
      history: [],
      declineExpected: false,
    });
  });

  it('refuses a row the schema does not allow, naming its id', () => {
    const problems = problemsOf(good.replace('difficulty: 1', 'difficulty: 1\n    colour: blue'));
    expect(problems).toEqual(['x.yaml: request ok-01: unknown property "colour"']);
    expect(problemsOf(good.replace('style: terse', 'style: shouting'))[0]).toMatch(
      /^x\.yaml: request ok-01: style: "shouting" is not one of/,
    );
  });

  it('refuses a setting with two operators, a phrase that is not in the request, or a pattern that does not compile', () => {
    expect(problemsOf(good.replace('equals: 345600', 'equals: 345600, matches: "4"'))).toEqual([
      'x.yaml: request ok-01: settings[0]: a check needs exactly one operator (equals, matches, notEquals, notMatches, exists, absent, minItems, count, minCount), has 2',
    ]);
    expect(problemsOf(good.replace('phrase: kept 4 days', 'phrase: kept four days'))).toEqual([
      'x.yaml: request ok-01: settings[0]: phrase "kept four days" is not words of the request',
    ]);
    expect(problemsOf(good.replace('equals: 345600', "matches: '('"))[0]).toMatch(
      /settings\[0\]: pattern \( does not compile/,
    );
  });

  it('refuses a request that asks for nothing, and a decline that lists parts', () => {
    expect(problemsOf(good.replace(/ {4}components:[\s\S]*$/, ''))).toEqual([
      'x.yaml: request ok-01: a request lists components or outOfScope parts, or sets declineExpected',
    ]);
    expect(problemsOf(good.replace('difficulty: 1', 'difficulty: 1\n    declineExpected: true'))).toEqual([
      'x.yaml: request ok-01: declineExpected: a request to decline lists no components, outOfScope parts or settings',
    ]);
  });

  it('refuses a format the platform does not offer', () => {
    expect(problemsOf(good.replace('format: terraform-aws', 'format: bicep'))).toContain(
      'x.yaml: request ok-01: format bicep is not offered on platform aws',
    );
  });

  it('refuses ids used twice across files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-set-'));
    try {
      writeFileSync(join(dir, SCHEMA_FILE), JSON.stringify(schema));
      writeFileSync(join(dir, 'a.yaml'), good);
      writeFileSync(join(dir, 'b.yaml'), good);
      expect(() => loadSet(dir)).toThrow('b.yaml: request ok-01: id already used in a.yaml');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('loads the project set: at least 150 requests, 15 or more per format, every style', () => {
    const set = loadSet(SET_DIR);
    expect(set.length).toBeGreaterThanOrEqual(150);
    const perFormat = new Map<string, number>();
    for (const r of set) perFormat.set(r.format, (perFormat.get(r.format) ?? 0) + 1);
    expect(perFormat.size).toBe(9);
    for (const n of perFormat.values()) expect(n).toBeGreaterThanOrEqual(15);
    expect(new Set(set.map((r) => r.style))).toEqual(
      new Set(['terse', 'verbose', 'bullets', 'typos', 'numbers', 'follow-up']),
    );
  });

  it('checks a set without a schema of its own against its sibling generator set, as the held-out set is', () => {
    const holdout = loadSet(join(__dirname, '../../eval/holdout'));
    expect(holdout.length).toBeGreaterThanOrEqual(50);
    expect(new Set(holdout.map((r) => r.format)).size).toBe(9);
    expect(holdout.every((r) => r.id.startsWith('ho-'))).toBe(true);
    // A folder with neither a schema nor a sibling set is refused, naming the file it looked for.
    const lone = mkdtempSync(join(tmpdir(), 'eval-lone-'));
    try {
      writeFileSync(join(lone, 'a.yaml'), good);
      expect(() => loadSet(lone)).toThrow(SCHEMA_FILE);
    } finally {
      rmSync(lone, { recursive: true, force: true });
    }
  });
});
