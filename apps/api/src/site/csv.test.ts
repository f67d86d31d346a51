import { CSV_BOM, csvCell, csvLine } from './csv';

describe('CSV cells', () => {
  it('quotes every cell and doubles the quotes inside, keeping commas and line breaks in one cell', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil.example","x")'])(
    'neutralises a cell starting as a formula: %j',
    (value) => {
      const cell = csvCell(value);
      expect(cell.startsWith(`"'`)).toBe(true);
      expect(cell.slice(2, -1).replaceAll('""', '"')).toBe(value);
    },
  );

  it('leaves a formula character that is not first alone', () => {
    expect(csvCell('a=b+c-d@e')).toBe('"a=b+c-d@e"');
  });

  it('ends each line with CRLF and starts a file with the UTF-8 byte order mark', () => {
    expect(csvLine(['a', null, 'b'])).toBe('"a","","b"\r\n');
    expect(CSV_BOM).toBe('\ufeff');
  });
});
