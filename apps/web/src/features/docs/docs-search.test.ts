import { DocsCopy, ENV_DOCS } from '@infragen/contracts';
import { searchDocs } from './docs-search';

describe('searching the documentation', () => {
  it('finds the section that covers a word, in any case', () => {
    expect(searchDocs('Ollama')[0]).toMatchObject({
      id: 'connect-a-model',
      parent: 'The built-in generator and models',
    });
    expect(searchDocs('compose').map((hit) => hit.id)).toContain('docker-compose');
  });

  it('ranks a section whose title has the word above one that only mentions it', () => {
    expect(searchDocs('scaling')[0]!.id).toBe('scaling');
    expect(searchDocs('github')[0]!.id).toBe('github');
  });

  it('keeps only the sections holding every word', () => {
    const hits = searchDocs('pull request branch');
    expect(hits.map((hit) => hit.id)).toEqual(['github-push']);
  });

  it('finds every environment variable in the configuration section', () => {
    for (const name of Object.keys(ENV_DOCS))
      expect({ name, ids: searchDocs(name).map((hit) => hit.id) }).toEqual({
        name,
        ids: expect.arrayContaining(['configuration']),
      });
  });

  it('shows words around the match, without the marks of the copy', () => {
    const [hit] = searchDocs('max_connections');
    expect(hit!.snippet).toContain('max_connections');
    expect(hit!.snippet).not.toContain('`');
  });

  it('finds nothing for an empty query or a word the docs never use', () => {
    expect(searchDocs('   ')).toEqual([]);
    expect(searchDocs('kubernetes-operator-xyzzy')).toEqual([]);
  });

  it('has one heading id per section, none repeated, so every deep link is unambiguous', () => {
    const ids = DocsCopy.sections.flatMap((s) => [s.id, ...s.subsections.map((sub) => sub.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });
});
