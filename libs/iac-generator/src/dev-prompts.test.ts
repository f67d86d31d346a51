/** Every development prompt (AWS-flavoured, 229 of them) through every other target: whatever is produced must validate. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateInfrastructure } from './index';
import { parseAll } from './testing/validate';
import { type FormatId, type PlatformId } from '@infragen/contracts';

// The development prompts live beside the repository; without them this suite is skipped.
const CSV = join(__dirname, '../../../../shared/eval/iac-eval-dev.csv');
const csv = existsSync(CSV) ? readFileSync(CSV, 'utf8') : '';
const prompts = [...csv.matchAll(/^\d+,\d+,(?:"((?:[^"]|"")*)"|([^,"\n]*))/gm)].map((m) =>
  (m[1] ?? m[2]).replace(/""/g, '"'),
);
const FORMATS: [PlatformId, FormatId][] = [
  ['aws', 'cloudformation'],
  ['azure', 'terraform-azurerm'],
  ['azure', 'arm'],
  ['azure', 'bicep'],
  ['gcp', 'terraform-google'],
  ['kubernetes', 'kubernetes-yaml'],
  ['kubernetes', 'terraform-kubernetes'],
];
(csv ? it.each(FORMATS) : it.skip.each(FORMATS))(
  '%s %s: every development prompt gives valid output',
  async (platform, format) => {
    const failures: string[] = [];
    for (const [i, prompt] of prompts.entries()) {
      const r = generateInfrastructure({ prompt, platform, format });
      if (r.declined) continue;
      try {
        await parseAll(r.files);
      } catch (e) {
        failures.push(`${i}: ${String(e).slice(0, 300)}`);
      }
    }
    expect(failures.slice(0, 8)).toEqual([]);
  },
  120000,
);
