/**
 * Every phrase has an owner (issue 24): on every request of the development file and of the
 * project's sets (eval/generator, eval/holdout; never a blind set), each noun phrase of each
 * clause ends in the account as a resource, a setting, a name, a relation, a thing ruled out, a
 * declared gap or words not read, and every gap and every phrase not read is said in the answer.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { parse } from 'yaml';
import { generateInfrastructure } from './index';
import { quotedAsWritten } from './answer/as-written';
import { saysNothing } from './answer/says-nothing';
import { cloudFor } from './targets/cloud';
import { readRequest } from './understand/reading/read';
import { understand } from './understand/understand';

interface Request {
  id: string;
  prompt: string;
  history: string[];
  platform: PlatformId;
  format: FormatId;
}

const ROOT = join(__dirname, '../../..');
const CSV = join(ROOT, '../shared/eval/iac-eval-dev.csv');

function requests(): Request[] {
  const out: Request[] = [];
  if (existsSync(CSV))
    for (const m of readFileSync(CSV, 'utf8').matchAll(/^(\d+),\d+,(?:"((?:[^"]|"")*)"|([^,"\n]*))/gm))
      out.push({
        id: `dev-${m[1]}`,
        prompt: (m[2] ?? m[3]).replace(/""/g, '"'),
        history: [],
        platform: 'aws',
        format: 'terraform-aws',
      });
  for (const set of ['eval/generator', 'eval/holdout'])
    for (const file of readdirSync(join(ROOT, set)).filter((f) => f.endsWith('.yaml'))) {
      const data = parse(readFileSync(join(ROOT, set, file), 'utf8')) as {
        platform: PlatformId;
        format: FormatId;
        requests: { id: string; prompt: string; history?: string[] }[];
      };
      for (const r of data.requests)
        out.push({
          id: r.id,
          prompt: r.prompt,
          history: r.history ?? [],
          platform: data.platform,
          format: data.format,
        });
    }
  return out;
}

const all = requests();

it('reads the development file and the project sets', () => {
  expect(all.length).toBeGreaterThan(200);
});

it('gives every noun phrase of every request an owner, and says every gap and every phrase not read', () => {
  const unowned: string[] = [];
  const unsaid: string[] = [];
  for (const r of all) {
    const intent = understand(r.prompt, cloudFor(r.format, [...r.history, r.prompt].join('\n')), r.history);
    intent.phrases.forEach((phrase, i) => {
      const words = new Set(
        intent.account.filter((o) => o.phrase === i).flatMap((o) => o.text.toLowerCase().match(/[a-z0-9]+/g) ?? []),
      );
      for (const p of readRequest(phrase).phrases) {
        // Identifiers are read as their words ("aws_lex_bot" as "lex bot"), as the understanding reads them.
        const head = phrase.slice(p.start, p.end).split(/\s+/).at(-1)!;
        const pieces = (head.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w !== 'aws');
        if (!pieces.every((w) => words.has(w))) unowned.push(`${r.id} [${i}] ${head} in "${phrase}"`);
      }
    });
    const result = generateInfrastructure({
      prompt: r.prompt,
      platform: r.platform,
      format: r.format,
      history: r.history.map((content) => ({ role: 'user', content })),
    });
    // A multi-cloud answer reads each cloud's part of the request on its own, not the whole.
    if (result.declined || result.explanation.startsWith('Multi-cloud')) continue;
    // Words a written attribute carries are said as written though not read (answer/carried.ts).
    const lines = [...result.notCovered, ...(result.notRead ?? []), ...(result.writtenUnread ?? [])]
      .join('\n')
      .toLowerCase();
    // Lines quote the words as the user wrote them, before the reading corrected their spelling.
    const conversation = [...r.history, r.prompt].join('\n');
    const written = (text: string) => quotedAsWritten(`'${text}'`, intent.corrections, conversation).slice(1, -1);
    // Words that ask nothing of the files (the format, the cloud, an aside) are not said: answer/says-nothing.ts.
    for (const o of intent.account.filter((x) => x.owner === 'not read' && !saysNothing(x.text, intent.cloud)))
      if (!lines.includes(written(o.text).toLowerCase())) unsaid.push(`${r.id}: ${o.text}`);
  }
  expect(unowned.slice(0, 20)).toEqual([]);
  expect(unsaid.slice(0, 20)).toEqual([]);
}, 300_000);
