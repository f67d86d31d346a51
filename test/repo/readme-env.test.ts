import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV_DOCS, ENV_SCHEMA } from '@infragen/contracts';

/** The README's configuration table must list exactly the variables the processes validate. */
describe('README configuration table', () => {
  const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const documented = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]);

  it('documents every environment variable, and no other', () => {
    expect([...documented].sort()).toEqual(Object.keys(ENV_SCHEMA).sort());
  });

  it('says of each variable what ENV_DOCS says, the one place its meaning is written', () => {
    const meanings = Object.fromEntries(
      [...section.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| .*? \| (.*) \|$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(meanings).toEqual(ENV_DOCS);
  });

  it('keeps the two commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
