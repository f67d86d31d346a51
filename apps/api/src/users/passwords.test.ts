import { Messages } from '@infragen/contracts';
import { passwordProblem } from './passwords';

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
    ['1qaz2wsx3edc', Messages.auth.passwordTooWeak],
    ['whatever1', Messages.auth.passwordTooWeak],
    ['password123', Messages.auth.passwordTooCommon],
    ['ada.lovelace@engines.example', Messages.auth.passwordPersonal],
    ['Ada.Lovelace', Messages.auth.passwordPersonal],
    ['adalovelace!!', Messages.auth.passwordPersonal],
    // The account's words count as known to an attacker in the strength estimate too.
    ['lovelace1815', Messages.auth.passwordTooWeak],
    ['short', Messages.auth.passwordTooShort(8)],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password, owner)).toBe(message);
  });
});
