import { parseCsv } from '../../scripts/eval/dev-csv';

describe('the development file', () => {
  it('parses quoted CSV fields with commas, newlines and doubled quotes', () => {
    expect(parseCsv('id,prompt\n1,"a, ""b""\nc"\r\n2,plain\n')).toEqual([
      { id: '1', prompt: 'a, "b"\nc' },
      { id: '2', prompt: 'plain' },
    ]);
  });
});
