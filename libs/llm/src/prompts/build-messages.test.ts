import { buildMessages, HISTORY_TURNS_SENT } from './build-messages';

describe('buildMessages', () => {
  it('sends the instructions, the recent conversation in order, then the request', () => {
    const messages = buildMessages({
      prompt: 'now make the bucket versioned',
      platform: 'aws',
      format: 'terraform-aws',
      history: [
        { content: 'an s3 bucket', isUser: true },
        { content: 'resource "aws_s3_bucket" "b" {}', isUser: false, isCode: true },
      ],
    });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[0].content).toContain('hashicorp/aws');
    expect(messages[0].content).toMatch(/Never hard-code secrets/);
    expect(messages[3].content).toBe('now make the bucket versioned');
  });

  it('keeps only the most recent turns', () => {
    const history = Array.from({ length: 30 }, (_, i) => ({ content: `turn ${i}`, isUser: i % 2 === 0 }));
    const messages = buildMessages({ prompt: 'p', platform: 'gcp', format: 'terraform-google', history });
    expect(messages).toHaveLength(HISTORY_TURNS_SENT + 2);
    expect(messages[1].content).toBe(`turn ${30 - HISTORY_TURNS_SENT}`);
  });
});
