/**
 * The `webTest` settings family: what an availability test of an address checks and from where:
 * how many test locations, the status it expects, how many days its TLS certificate must still be
 * valid, and how many locations failing make its alert fire. settings.ts `RULES` tries them in its
 * order; settings-examples.test.ts runs every example.
 */
import { num } from '../numbers';
import { type Rule } from '../settings';

const N = String.raw`(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)`;
// Only where the request is about availability tests: "3 locations" means nothing else there.
const WHEN = /\b(?:availability|web|uptime|ping|synthetic)\s+(?:tests?|checks?|monitors?)\b|\bwebtests?\b/;

export const WEB_TEST: Rule[] = [
  // How many locations failing make the alert fire: "when 2 or more locations fail".
  {
    re: new RegExp(
      String.raw`\b(?:when|if|once)\s+(?:at\s+least\s+)?${N}\s+(?:or\s+more\s+)?(?:of\s+(?:the|them|those)\s+)?(?:test\s+)?(?:locations?|regions?)\s+(?:\w+\s+)?fail`,
      'g',
    ),
    read: (m) => ({ label: 'failed locations', values: { failedLocations: num(m[1]) }, family: 'webTest' }),
    when: WHEN,
    examples: {
      reads: {
        'an availability test, alert when 3 or more locations fail': { failedLocations: 3 },
        'a web test; page us if at least two of the locations fail': { failedLocations: 2 },
      },
    },
  },
  // How many locations test it: "from 5 locations", "in three test locations".
  {
    re: new RegExp(
      String.raw`\b(?:from|in|across|at)\s+${N}\s+(?:test\s+|different\s+|azure\s+)?(?:locations|regions)\b`,
      'g',
    ),
    read: (m) => ({ label: 'test locations', values: { webTestLocations: num(m[1]) }, family: 'webTest' }),
    when: WHEN,
    examples: {
      reads: {
        'an availability test from 5 locations': { webTestLocations: 5 },
        'a web test run in three test locations': { webTestLocations: 3 },
      },
    },
  },
  // The status a healthy answer has: "expects HTTP 200", "expecting a 204", "status code 200".
  {
    re: /\b(?:expect(?:s|ing|ed)?|returns?|returning|must\s+return|should\s+return|status(?:\s+code)?(?:\s+of)?)\s+(?:an?\s+)?(?:http\s+)?(?:status\s+)?(?:code\s+)?([1-5]\d\d)\b/g,
    read: (m) => ({ label: 'expected status', values: { expectedStatus: Number(m[1]) }, family: 'webTest' }),
    when: WHEN,
    examples: {
      reads: {
        'an uptime check of the site that expects http 200': { expectedStatus: 200 },
        'a web test expecting a 204': { expectedStatus: 204 },
      },
    },
  },
  // Days the certificate must still be valid: "the cert has fewer than 9 days left", "certificate
  // valid for at least 10 more days", "alert 21 days before the cert expires".
  {
    re: /\b(?:(?:tls|ssl)\s+)?cert(?:ificate)?s?\b[^.;]{0,50}?\b(\d{1,3})\s*(?:more\s+)?days?\s+(?:left|remaining|to\s+go|of\s+validity)\b|\b(?:(?:tls|ssl)\s+)?cert(?:ificate)?s?\b[^.;]{0,40}?\b(?:valid|good|lifetime|remaining|expir\w*)\b[^.;]{0,30}?\b(\d{1,3})\s*(?:more\s+)?days?\b|\b(\d{1,3})\s*days?\s+(?:before|ahead\s+of)\s+(?:the\s+)?(?:tls\s+|ssl\s+)?cert(?:ificate)?\s+expir\w*/g,
    read: (m) => ({
      label: 'certificate lifetime',
      values: { certValidDays: Number(m[1] ?? m[2] ?? m[3]) },
      family: 'webTest',
    }),
    when: WHEN,
    examples: {
      reads: {
        'a web test that checks the tls certificate is valid for at least 10 more days': { certValidDays: 10 },
        'an availability test; warn 21 days before the cert expires': { certValidDays: 21 },
        'a web test that fails when the ssl certificate has under 9 days left': { certValidDays: 9 },
      },
    },
  },
];
