import { SseDecoder } from './sse-decoder';

describe('SseDecoder', () => {
  const stream =
    ': a comment\r\n' +
    'data: {"a":1}\r\n\r\n' +
    'event: note\n' +
    'data:first line\n' +
    'data:  second line\n' +
    '\n' +
    'data: é ⟦1:2⟧\r\r' +
    'data: [DONE]\n\n';
  const expected = [
    { event: null, data: '{"a":1}' },
    { event: 'note', data: 'first line\n second line' },
    { event: null, data: 'é ⟦1:2⟧' },
    { event: null, data: '[DONE]' },
  ];

  it('reads events ended by blank lines of \\n, \\r\\n or \\r, with comments, fields and joined data lines', () => {
    expect(new SseDecoder().push(stream)).toEqual(expected);
  });

  it('gives the same events whatever pieces the text arrives in', () => {
    for (let cut = 1; cut < stream.length; cut += 1) {
      for (const second of [cut + 1, cut + 7]) {
        const decoder = new SseDecoder();
        const events = [
          ...decoder.push(stream.slice(0, cut)),
          ...decoder.push(stream.slice(cut, second)),
          ...decoder.push(stream.slice(second)),
        ];
        expect({ cut, second, events }).toEqual({ cut, second, events: expected });
      }
    }
  });

  it('gives no event the stream ends in the middle of', () => {
    const decoder = new SseDecoder();
    expect(decoder.push('data: one\n\ndata: two\n')).toEqual([{ event: null, data: 'one' }]);
    expect(decoder.push('')).toEqual([]);
  });
});
