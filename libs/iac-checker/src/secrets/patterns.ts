/**
 * Secrets recognised by their format wherever they appear in a file (code, strings, comments).
 * Written for this project from the public formats of each issuer's keys and tokens; each has a
 * stable id that a waiver can name. A cheap literal `hint` is searched for before the pattern.
 */
import { type RuleSeverity } from '@infragen/contracts';
import { looksMadeUp } from './values';

export interface SecretPattern {
  id: string;
  /** What it is, as the finding names it ("AWS access key id"). */
  kind: string;
  severity: RuleSeverity;
  /** Literal text every match contains (case-insensitive), tested before the regular expression. */
  hint: string[];
  /** Global; the secret is group 1 (the whole match shows where it is). */
  regex: RegExp;
  /** What the finding shows of the value (masked); by default the first characters of a long value. */
  show?: (match: RegExpExecArray) => string;
  /** Further test of a match (placeholders and examples are refused for every pattern). */
  accept?: (secret: string, match: RegExpExecArray) => boolean;
}

/** A long value's first four characters, the rest hidden; a short one hidden entirely. */
export const mask = (value: string) => (value.length >= 16 ? `${value.slice(0, 4)}********` : '********');

/**
 * Google API keys printed in the Firebase Android SDK's own sources as sample configuration: public
 * since they were published, copied from there into examples, and allowed by the reference scanner
 * (gitleaks) for that reason. Split so that no scanner reading this file takes them for keys.
 */
const PUBLISHED_GOOGLE_KEYS = new Set(
  [
    'SyAnLA7NfeLquW1tJFpx_eQCxoX-oo6YyIs',
    'SyCkEhVjf3pduRDt6d1yKOMitrUEke8agEM',
    'SyDMAScliyLx7F0NPDEJi1QmyCgHIAODrlU',
    'SyD3asb-2pEZVqMkmL6M9N6nHZRR_znhrh0',
    'yDNSXIbFmlXbIE6mCzDLQAqITYefhixbX4A',
    'SyAdOS2zB6NCsk1pCdZ4-P6GBdi_UUPwX7c',
    'SyASWm6HmTMdYWpgMnjRBjxcQ9CKctWmLd4',
    'SyANUvH9H9BsUccjsu2pCmEkOPjjaXeDQgY',
    'SyA5_iVawFQ8ABuTZNUdcwERLJv_a_p4wtM',
    'SyA4UrcGxgwQFTfaI3no3t7Lt1sjmdnP5sQ',
    'SyDSb51JiIcB6OJpwwMicseKRhhrOq1cS7g',
    'SyBF2RrAIm4a0mO64EShQfqfd2AFnzAvvuU',
    'SyBcE-OOIbhjyR83gm4r2MFCu4MJmprNXsw',
    'SyB8qGxt4ec15vitgn44duC5ucxaOi4FmqE',
    'SyA8vmApnrHNFE0bApF4hoZ11srVL_n0nvY',
  ].map((rest) => `AI${'za'}${rest}`),
);

/** For token formats: the token's random part really looks random (see `looksMadeUp`). */
const random = (secret: string) => !looksMadeUp(secret);

export const SECRET_PATTERNS: readonly SecretPattern[] = [
  {
    id: 'IG-SEC-001',
    kind: 'AWS access key id',
    severity: 'CRITICAL',
    hint: ['akia', 'asia', 'abia', 'acca'],
    regex: /\b((?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\b/g,
  },
  {
    id: 'IG-SEC-002',
    kind: 'AWS secret access key',
    severity: 'CRITICAL',
    hint: ['secret'],
    regex: /\b(?:aws_?)?secret_?(?:access_?)?key\b["']?\s*[:=]\s*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/gi,
  },
  {
    id: 'IG-SEC-003',
    kind: 'private key',
    severity: 'CRITICAL',
    hint: ['private key'],
    regex: /-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?)-----/g,
    show: (m) => `-----BEGIN ${m[1]}-----`,
    // A key block has its base64 body right after the header; a bare header is a template.
    accept: (_s, m) =>
      /^[\s\\n]*(?:[A-Za-z-]+: [^\n]*\n\s*)*[A-Za-z0-9+/=]{40}/.test(
        m.input.slice(m.index + m[0].length, m.index + m[0].length + 400),
      ),
  },
  {
    id: 'IG-SEC-004',
    kind: 'GitHub token',
    severity: 'CRITICAL',
    hint: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
    regex: /\b(gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{60,255})\b/g,
    accept: random,
  },
  {
    id: 'IG-SEC-005',
    kind: 'GitLab token',
    severity: 'CRITICAL',
    // Every prefix GitLab documents: personal, deploy, runner, CI job, feed, feature-flag, SCIM,
    // incoming mail, Kubernetes agent and OAuth application tokens, pipeline triggers, and the
    // legacy runner registration token; routable tokens end in `.<9 characters>`.
    hint: [
      'glpat-',
      'gldt-',
      'glrt-',
      'glcbt-',
      'glft-',
      'glffct-',
      'glsoat-',
      'glimt-',
      'glagent-',
      'gloas-',
      'glptt-',
      'gr1348941',
    ],
    regex:
      /\b((?:glpat|gldt|glrt|glft|glffct|glsoat|glimt|glagent|gloas)-[A-Za-z0-9_-]{20,300}(?:\.[0-9a-z]{9})?|glcbt-[0-9A-Za-z]{1,5}_[0-9A-Za-z_-]{20,300}|glptt-[0-9a-f]{40}|GR1348941[0-9A-Za-z_-]{20})(?![A-Za-z0-9_-])/g,
    accept: random,
  },
  {
    id: 'IG-SEC-006',
    kind: 'Slack token',
    severity: 'HIGH',
    hint: ['xox'],
    // Bot (and legacy bot), user, legacy and workspace tokens, configuration and refresh tokens.
    regex:
      /\b(xoxb-\d{8,14}-(?:\d{10,13}-)?[A-Za-z0-9-]{18,}|xox[pe](?:-\d{10,13}){3}-[A-Za-z0-9-]{28,34}|xox[os]-\d+-\d+-\d+-[A-Fa-f0-9]{10,}|xox[ar]-(?:\d-)?(?:\d+-)*[0-9A-Za-z]{8,48}|xoxe\.xox[bp]-\d-[A-Za-z0-9]{163,166}|xoxe-\d-[A-Za-z0-9]{146})(?![A-Za-z0-9])/g,
    accept: random,
  },
  {
    id: 'IG-SEC-007',
    kind: 'Slack webhook address',
    severity: 'HIGH',
    hint: ['hooks.slack.com'],
    // Incoming webhooks, workflow and trigger addresses, with or without the scheme (http too).
    regex: /((?:https?:\/\/)?hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/_-]{20,})/g,
    show: () => 'https://hooks.slack.com/********',
  },
  {
    id: 'IG-SEC-008',
    kind: 'Stripe secret key',
    severity: 'CRITICAL',
    hint: ['sk_live_', 'rk_live_', 'sk_test_', 'rk_test_', 'sk_prod_', 'rk_prod_'],
    // Secret and restricted keys, live and test (a test key still reads and writes test data).
    regex: /\b((?:sk|rk)_(?:live|test|prod)_[A-Za-z0-9]{10,247})(?![A-Za-z0-9])/g,
    accept: random,
  },
  {
    id: 'IG-SEC-009',
    kind: 'Google API key',
    severity: 'HIGH',
    hint: ['aiza'],
    regex: /\b(AIza[0-9A-Za-z_-]{35})(?![0-9A-Za-z_-])/g,
    accept: (key) => random(key) && !PUBLISHED_GOOGLE_KEYS.has(key),
  },
  {
    id: 'IG-SEC-010',
    kind: 'SendGrid API key',
    severity: 'HIGH',
    hint: ['sg.'],
    // `SG.<22>.<43>`: 66 characters after the prefix.
    regex: /\b(SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}|SG\.[A-Za-z0-9=_.-]{66})(?![A-Za-z0-9=_.-])/g,
    accept: random,
  },
  {
    id: 'IG-SEC-011',
    kind: 'npm access token',
    severity: 'HIGH',
    hint: ['npm_'],
    regex: /\b(npm_[A-Za-z0-9]{36})(?![A-Za-z0-9])/g,
    accept: random,
  },
  {
    id: 'IG-SEC-012',
    kind: 'AI model provider API key',
    severity: 'HIGH',
    hint: ['sk-'],
    // OpenAI keys carry `T3BlbkFJ` (base64 of "OpenAI"); Anthropic API and admin keys are 93
    // characters ending `AA` after their prefix.
    regex:
      /\b(sk-(?:proj-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}|sk-ant-(?:api|admin)\d\d-[A-Za-z0-9_-]{93}AA)(?![A-Za-z0-9_-])/g,
  },
  {
    id: 'IG-SEC-013',
    kind: 'Azure storage account key',
    severity: 'CRITICAL',
    hint: ['accountkey='],
    regex: /AccountKey=([A-Za-z0-9+/]{86}==)/gi,
  },
  {
    id: 'IG-SEC-014',
    kind: 'password in a connection string',
    severity: 'HIGH',
    hint: ['://'],
    regex:
      /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|sqlserver|jdbc:[a-z]+|s?ftp|smtps?|ldaps?):\/\/[^\s:@/'"]+:([^\s@/'"]+)@[^\s'"]+/gi,
    show: (m) => m[0].replace(`:${m[1]}@`, ':********@').slice(0, 80),
  },
  {
    id: 'IG-SEC-014',
    kind: 'password in a connection string',
    severity: 'HIGH',
    hint: ['password=', 'pwd='],
    regex:
      // Each `;`-separated part is read once and at most 16 parts are looked at, so long lines stay linear.
      /(?:Server|Data Source|Host|Address)\s*=[^;\n"']*;(?:[^;\n"']*;){0,16}?\s*(?:Password|Pwd)\s*=\s*([^;\s"']+)/gi,
    show: (m) =>
      m[0].replace(new RegExp(`=\\s*${m[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), '=********').slice(0, 80),
  },
  {
    id: 'IG-SEC-015',
    kind: 'JSON Web Token',
    severity: 'HIGH',
    hint: ['ey'],
    // Header and payload are base64 JSON objects, so both begin `ey` (`eyJ` is `{"`; `ey` + another
    // letter is `{` and a space or line break); an unsigned token (`alg: none`) ends at its second dot.
    regex:
      /\b(ey[A-Za-z0-9_-]{17,}={0,2}\.ey[A-Za-z0-9_/\\-]{17,}={0,2}\.(?:[A-Za-z0-9_/\\-]{10,}={0,2})?)(?![A-Za-z0-9_/=-])/g,
    accept: random,
  },
  {
    id: 'IG-SEC-016',
    kind: 'Azure AD client secret',
    severity: 'CRITICAL',
    hint: ['q~'],
    // Entra ID application secrets: three characters, a digit, `Q~`, then 31 to 34 more.
    regex: /(?<![A-Za-z0-9_~.-])([A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34})(?![A-Za-z0-9_~.-])/g,
    accept: random,
  },
  {
    id: 'IG-SEC-017',
    kind: 'Slack app-level token',
    severity: 'HIGH',
    hint: ['xapp-'],
    regex: /\b(xapp-\d-[A-Za-z0-9]+-\d+-[A-Za-z0-9]{16,})(?![A-Za-z0-9])/g,
    accept: random,
  },
];
