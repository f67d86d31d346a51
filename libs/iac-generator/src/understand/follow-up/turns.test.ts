import { splitClausesAt } from '../text';
import { turnOf, turnPhrases } from './turns';

describe('turn boundaries among the phrases of a conversation', () => {
  const starts = (turns: string[]) => {
    const text = turns.join('\n');
    return turnPhrases(turns, text, splitClausesAt(text));
  };

  it('finds the first phrase of each turn, whatever the turns hold', () => {
    expect(starts(['A VPC with two subnets. And a NAT gateway', 'remove the NAT gateway'])).toEqual([0, 2]);
    // A turn of several lines: its own line breaks are counted before the one that joined the turns.
    expect(starts(['- a bucket logs\n- a queue jobs\n- a topic alerts', 'make the queue FIFO', '3 replicas'])).toEqual([
      0, 3, 4,
    ]);
    expect(starts(['one bucket', 'two queues'])).toEqual([0, 1]);
  });

  it('puts a turn with no phrase at the next one, and says which turn a phrase is in', () => {
    const turns = starts(['a bucket', '...', 'make it versioned']);
    expect(turns).toEqual([0, 1, 1]);
    expect(turnOf(turns, 0)).toBe(0);
    expect(turnOf(turns, 1)).toBe(2);
  });
});
