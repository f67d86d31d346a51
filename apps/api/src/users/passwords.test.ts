import { Messages } from '@infragen/contracts';
import { contextWords, passwordProblem } from './passwords';

describe('passwordProblem', () => {
  const owner = { email: 'ada.lovelace@engines.example', fullName: 'Ada Lovelace' };

  it.each([
    ['correct horse battery staple'],
    ['a long e2e workspace passphrase'],
    ['Tr0ub4dor&3'],
    ['xK9#mP2v!q'],
    // A name part inside another word is not the name: "adamant" holds "ada".
    ['adamant pelican kettle'],
  ])('accepts %j', (password) => {
    expect(passwordProblem(password, owner)).toBeNull();
  });

  it.each([
    ['        ', Messages.auth.passwordTooWeak],
    ['aaaaaaaa', Messages.auth.passwordTooWeak],
    ['abcabcabcabc', Messages.auth.passwordTooWeak],
    // Both appear in breach lists, which is the first thing said.
    ['1qaz2wsx3edc', Messages.auth.passwordBreached],
    ['whatever1', Messages.auth.passwordBreached],
    ['password123', Messages.auth.passwordTooCommon],
    ['ada.lovelace@engines.example', Messages.auth.passwordPersonal],
    ['Ada.Lovelace', Messages.auth.passwordPersonal],
    ['adalovelace!!', Messages.auth.passwordPersonal],
    // The account's words count as known to an attacker in the strength estimate too.
    ['lovelaceengines', Messages.auth.passwordTooWeak],
    ['short', Messages.auth.passwordTooShort(8)],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password, owner)).toBe(message);
  });

  describe('breach lists and context words (NIST 800-63B)', () => {
    const year = new Date().getUTCFullYear();

    it('takes the product name and last, this and next year as context words', () => {
      expect(contextWords(new Date('2026-06-01T00:00:00Z'))).toEqual(['infragen', '2025', '2026', '2027']);
    });

    it.each([
      [`infragen${year}`, Messages.auth.passwordContext],
      [`Summer${year}!`, Messages.auth.passwordContext],
      [`Infragen-${year + 1}`, Messages.auth.passwordContext],
      ['infragen rocks', Messages.auth.passwordContext],
      // Two English words are not twelve random letters.
      ['correcthorse', Messages.auth.passwordTooWeak],
      ['baseball!!', Messages.auth.passwordBreached],
      ['Dragon99!', Messages.auth.passwordBreached],
      ['!!sunshine', Messages.auth.passwordBreached],
    ])('refuses %j, saying why', (password, message) => {
      expect(passwordProblem(password, owner)).toBe(message);
    });

    it('accepts a strong passphrase that also holds a context word', () => {
      expect(passwordProblem(`correct horse battery staple ${year}`, owner)).toBeNull();
      expect(passwordProblem('infragen of lilac ocelots tumbling', owner)).toBeNull();
    });
  });
});
