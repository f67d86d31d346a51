/**
 * Secret detection by token format, one case per kind: tokens of each issuer's published shape
 * are reported with their kind's id, and placeholders, masked values and documentation samples
 * in the same shapes are not. Every token is assembled here at test time from a seeded random
 * generator, so the repository holds no value a secret scanner would take for a real one.
 */
import { checkFiles, prepareChecks } from '../index';
import { looksMadeUp } from './values';

beforeAll(() => prepareChecks(['terraform-aws']), 30000);

/** A small seeded generator (mulberry32): the same made-up tokens on every run. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (alphabet: string, n: number) =>
    Array.from({ length: n }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
}
const pick = generator(27);
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const DIGITS = '0123456789';
const B64URL = `${ALNUM}-_`;
const an = (n: number) => pick(ALNUM, n);
const b64 = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');

/** Prefixes are split so that no scanner reading this file sees a whole one. */
const P = (...parts: string[]) => parts.join('');

const TOKENS: [string, string][] = [
  // JSON Web Tokens: a signed HS256 one and an RS256 one with a longer signature.
  ['IG-SEC-015', `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: an(12), iat: 1767225600 })}.${pick(B64URL, 43)}`],
  [
    'IG-SEC-015',
    `${b64({ alg: 'RS256', kid: an(8) })}.${b64({ aud: 'api', scope: 'orders:write' })}.${pick(B64URL, 342)}`,
  ],
  // An unsigned token (`alg: none`) ends at its second dot; a header and payload that begin `ey`
  // without `J` (base64 of `{` and a space) are tokens too.
  ['IG-SEC-015', `${b64({ alg: 'none' })}.${b64({ sub: an(12), iat: 1767225600 })}.`],
  ['IG-SEC-015', `ey${an(20)}.ey${pick(B64URL, 30)}.${pick(B64URL, 43)}`],
  // Slack webhook addresses: plain http, without a scheme, and a workflow trigger.
  ['IG-SEC-007', `http://${P('hooks.sl', 'ack.com')}/services/T${pick(DIGITS, 8)}/B${an(8)}/${an(24)}`],
  ['IG-SEC-007', `${P('hooks.sl', 'ack.com')}/triggers/${pick(LOWER, 48)}`],
  // Anthropic API and admin keys: 93 characters after the prefix, ending `AA`.
  ['IG-SEC-012', `${P('sk-an', 't-api03-')}${pick(`${ALNUM}_-`, 93)}AA`],
  ['IG-SEC-012', `${P('sk-an', 't-admin01-')}${pick(`${ALNUM}_-`, 93)}AA`],
  // Azure AD (Entra ID) client secrets.
  ['IG-SEC-016', `${an(3)}8${P('Q', '~')}${pick(`${ALNUM}_~.-`, 34)}`],
  ['IG-SEC-016', `${an(3)}2${P('Q', '~')}${pick(`${ALNUM}_~.-`, 31)}`],
  // Slack app-level token.
  ['IG-SEC-017', `${P('xa', 'pp-')}1-A${pick(DIGITS, 10)}-${pick(DIGITS, 13)}-${pick(HEX, 64)}`],
  // Slack bot, user, legacy bot and configuration tokens.
  ['IG-SEC-006', `${P('xo', 'xb-')}${pick(DIGITS, 12)}-${pick(DIGITS, 13)}-${an(24)}`],
  ['IG-SEC-006', `${P('xo', 'xp-')}${pick(DIGITS, 11)}-${pick(DIGITS, 10)}-${pick(DIGITS, 11)}-${pick(HEX, 32)}`],
  ['IG-SEC-006', `${P('xo', 'xb-')}${pick(DIGITS, 11)}-${an(24)}`],
  ['IG-SEC-006', `${P('xoxe.xo', 'xp-')}1-${an(163)}`],
  // GitLab: personal (classic and routable), deploy, runner, CI job, pipeline trigger, agent, OAuth, registration.
  ['IG-SEC-005', `${P('gl', 'pat-')}${an(20)}`],
  ['IG-SEC-005', `${P('gl', 'pat-')}${an(27)}.${pick(LOWER, 9)}`],
  ['IG-SEC-005', `${P('gl', 'dt-')}${an(20)}`],
  ['IG-SEC-005', `${P('gl', 'rt-')}t1_${an(27)}.${pick(LOWER, 9)}`],
  ['IG-SEC-005', `${P('gl', 'cbt-')}${an(5)}_${an(20)}`],
  ['IG-SEC-005', `${P('gl', 'ptt-')}${pick(HEX, 40)}`],
  ['IG-SEC-005', `${P('gl', 'agent-')}${an(50)}`],
  ['IG-SEC-005', `${P('gl', 'oas-')}${an(64)}`],
  ['IG-SEC-005', `${P('GR134', '8941')}${an(20)}`],
  // SendGrid: the issued `SG.<22>.<43>` shape and the 66-character body scanners sample.
  ['IG-SEC-010', `${P('S', 'G.')}${pick(B64URL, 22)}.${pick(B64URL, 43)}`],
  ['IG-SEC-010', `${P('S', 'G.')}${pick(`${ALNUM}=_.-`, 66)}`],
  // Stripe: secret and restricted keys, live and test, long and short.
  ['IG-SEC-008', `${P('sk', '_live_')}${an(99)}`],
  ['IG-SEC-008', `${P('sk', '_test_')}${an(24)}`],
  ['IG-SEC-008', `${P('rk', '_live_')}${an(24)}`],
  ['IG-SEC-008', `${P('rk', '_test_')}${an(12)}`],
  ['IG-SEC-008', `${P('sk', '_prod_')}${an(32)}`],
  // Google API key.
  ['IG-SEC-009', `${P('AI', 'za')}Sy${pick(`${ALNUM}_-`, 33)}`],
];

/** Values in token shapes that are not secrets: placeholders, masks and documentation samples. */
const NOT_SECRETS = [
  `${P('AI', 'za')}SyDEXAMPLEKEY${'0'.repeat(3)}${an(19)}`,
  `${P('AI', 'za')}Sy${'X'.repeat(33)}`,
  `${P('AI', 'za')}Syabcdefghijklmnopqrstuvwxyz1234567`,
  `${P('AI', 'za')}${'a'.repeat(35)}`,
  `${P('xo', 'xb-')}****`,
  `${P('xo', 'xb-')}${'*'.repeat(12)}-${'*'.repeat(24)}`,
  `${P('xo', 'xb-')}xxxxxxxxx-xxxxxxxxxx-xxxxxxxxxxxx`,
  `${P('xo', 'xp-')}1234-1234-1234-${pick(HEX, 32)}`,
  `${P('xo', 'xp-')}${pick(DIGITS, 12)}-${pick(DIGITS, 12)}-${pick(DIGITS, 12)}-${'#'.repeat(20)}`,
  `${P('xa', 'pp-')}1-A${pick(DIGITS, 10)}-${pick(DIGITS, 13)}-REDACTED`,
  `${P('gl', 'pat-')}XXXXXXXXXXX-XXXXXXXX`,
  `${P('gl', 'pat-')}REDACTED_REDACTED_RED`,
  `${P('gl', 'ptt-')}${'x'.repeat(40)}`,
  `${P('GR134', '8941')}12312312312312312312`,
  `${P('sk', '_live_')}${'0'.repeat(24)}`,
  `${P('sk', '_test_')}abcdefghijklmnopqrstuvwx`,
  `${P('sk', '_live_')}****************************`,
  `${P('S', 'G.')}xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`,
  `${P('S', 'G.')}${'a'.repeat(22)}.${'b'.repeat(43)}`,
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'EXAMPLE' })}.${'x'.repeat(43)}`,
  `${an(3)}8${P('Q', '~')}${'*'.repeat(34)}`,
  // An Anthropic-shaped key of the wrong length or ending is not one.
  `${P('sk-an', 't-api03-')}${pick(`${ALNUM}_-`, 93)}BB`,
  `${P('sk-an', 't-api03-')}${pick(`${ALNUM}_-`, 60)}AA`,
  // A key published in an SDK's sample configuration (see PUBLISHED_GOOGLE_KEYS).
  `${P('AI', 'za')}SyAnLA7NfeLquW1tJFpx_eQCxoX-oo6YyIs`,
  'REDACTED',
];

const locals = (values: string[]) => `locals {\n${values.map((v, i) => `  value_${i} = "${v}"`).join('\n')}\n}\n`;

describe('tokens found by their format', () => {
  it.each(TOKENS.map(([id, token], i) => [`${id} #${i + 1}`, id, token] as const))(
    '%s is reported as its kind, masked',
    async (_name, id, token) => {
      const found = await checkFiles([{ path: 'main.tf', content: locals([token]) }], 'terraform-aws');
      const secrets = found.filter((d) => d.code.startsWith('IG-SEC-'));
      expect(secrets.map((d) => [d.code, d.line])).toEqual([[id, 2]]);
      expect(secrets[0].severity).toBe('error');
      expect(secrets[0].message).not.toContain(token.slice(-12));
    },
  );

  it('reports none of the placeholders, masked values and samples in token shapes', async () => {
    const found = await checkFiles([{ path: 'main.tf', content: locals(NOT_SECRETS) }], 'terraform-aws');
    const secrets = found.filter((d) => d.code.startsWith('IG-SEC-'));
    expect(secrets.map((d) => `${d.line}: ${d.code} ${NOT_SECRETS[d.line - 2]}`)).toEqual([]);
  });

  it('tells made-up token bodies from random ones', () => {
    expect(looksMadeUp(`${P('sk', '_live_')}${an(24)}`)).toBe(false);
    expect(looksMadeUp(`${P('gl', 'pat-')}${an(20)}`)).toBe(false);
    for (const fake of [
      `${P('sk', '_live_')}0123456789abcdefghij`,
      `${P('gl', 'pat-')}${'Z'.repeat(20)}`,
      `${P('AI', 'za')}Sy${'ab'.repeat(16)}a`,
      `${P('gl', 'pat-')}EXAMPLEEXAMPLEEXAMPLE`,
    ])
      expect(looksMadeUp(fake)).toBe(true);
  });
});
