/**
 * The registry of rules (registry.ts) is generated from the rule folders by
 * scripts/rules-registry.mjs, never kept by hand: this fails when a folder was added, removed or
 * renamed without running it, and checks the registry holds one rule per folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RULES } from './registry';

const ROOT = join(__dirname, '../../../..');

describe('the rules registry', () => {
  it('is what scripts/rules-registry.mjs writes from the rule folders', () => {
    expect(() =>
      execFileSync(process.execPath, [join(ROOT, 'scripts/rules-registry.mjs'), '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('holds one rule per folder with a rule.json', () => {
    const folders = ['aws', 'azure', 'google', 'kubernetes', 'terraform'].flatMap((area) =>
      readdirSync(join(__dirname, area)).filter((name) => existsSync(join(__dirname, area, name, 'rule.json'))),
    );
    expect(RULES).toHaveLength(folders.length);
  });
});
