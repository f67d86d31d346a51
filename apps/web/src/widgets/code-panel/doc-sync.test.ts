import { docChangeFor } from './doc-sync';

describe('docChangeFor', () => {
  it('appends only the new suffix when the text grew', () => {
    expect(docChangeFor('abc', 'abcdef')).toEqual({ kind: 'append', from: 3, insert: 'def' });
    expect(docChangeFor('', 'a')).toEqual({ kind: 'append', from: 0, insert: 'a' });
  });

  it('replaces everything when the text changed otherwise', () => {
    expect(docChangeFor('abc', 'xbcdef')).toEqual({ kind: 'replace', from: 0, to: 3, insert: 'xbcdef' });
    expect(docChangeFor('abcdef', 'abc')).toEqual({ kind: 'replace', from: 0, to: 6, insert: 'abc' });
  });

  it('does nothing for the same text', () => {
    expect(docChangeFor('abc', 'abc')).toEqual({ kind: 'none' });
  });
});
