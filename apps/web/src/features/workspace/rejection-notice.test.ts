import { Messages } from '@infragen/contracts';
import { rejectionNotice } from './rejection-notice';

describe('rejectionNotice', () => {
  it("shows the operator's maintenance message alone, with its own punctuation", () => {
    const notice = rejectionNotice('System is under maintenance. Please check back later.', 'MAINTENANCE_MODE');
    expect(notice).toBe('System is under maintenance. Please check back later.');
    expect(rejectionNotice('Back at 14:00 UTC', 'MAINTENANCE_MODE')).toBe('Back at 14:00 UTC.');
    expect(rejectionNotice('Back soon!', 'MAINTENANCE_MODE')).toBe('Back soon!');
  });

  it('gives no advice to rephrase for refusals that are not about the request', () => {
    for (const code of ['RATE_LIMITED', 'CREDITS_EXHAUSTED', 'ANONYMOUS_GENERATION_DISABLED'] as const)
      expect(rejectionNotice('Try again later.', code)).toBe('Try again later.');
  });

  it('apologises for a refusal about the request, without a double full stop', () => {
    expect(rejectionNotice('Prompt must not be empty', 'VALIDATION_FAILED')).toBe(
      Messages.generation.errorChatMessage('Prompt must not be empty'),
    );
    expect(rejectionNotice('The request was declined.', 'GENERATION_DECLINED')).toBe(
      'I apologize, but I encountered an error while generating the infrastructure code: The request was declined. Please try again or rephrase your request.',
    );
    expect(rejectionNotice('Failed to fetch', null)).toBe(Messages.generation.errorChatMessage('Failed to fetch'));
  });
});
