/**
 * First step: the request's text made ready to read. Quotes become placeholders, CamelCase types
 * are split into words, spelling is corrected, unquoted names after component words are marked,
 * and every setting of the request is read once, with its values as written.
 */
import { type Reading, readRequest } from '../reading/read';
import { readDnsRecords } from '../../model/dns-records';
import { type Cloud, emptyAttrs } from '../../model/types';
import { markBareNames } from '../bare-names';
import { readAttributes } from '../attributes';
import { pointingWords } from './value-words';
import { camelWordsAsWritten, splitCamelWords, TYPE_WITH_CAPITALS, typesNamedAt, typeWords } from '../explicit-types';
import { readGcpProject } from '../gcp-project';
import { sayNamesGiven } from '../name-phrasings';
import { sayPrefixedKinds } from '../prefixed-names';
import { ruledOutWords } from '../ruled-out';
import { type Family, type Found, readSettings } from '../settings';
import { correctSpelling } from '../spelling';
import { extractQuotes, lowerKeepingLength, placeholder, splitClausesAt, type Token } from '../text';
import { actionsAsWritten } from '../values';
import { CONCEPTS } from '../vocabulary';
import { restore } from '../words';
import { type RequestState } from './state';

// Families whose values are products named as written: a runtime, an image, an engine, a system.
const PRODUCT_NAMES = new Set<Family>(['runtime', 'image', 'engine', 'os']);

/** Longest prompt text read; the rest is reported, not silently dropped. */
export const MAX_TEXT = 20_000;

/** The request (earlier turns first) read as a whole, with nothing of its clauses read yet. */
export function prepareRequest(prompt: string, cloud: Cloud, history: string[]): RequestState {
  const full = [...history, prompt].join('\n');
  const truncated = full.length > MAX_TEXT;
  const quoted = extractQuotes(sayNamesGiven(full.slice(0, MAX_TEXT)));
  const typed = splitCamelWords(
    sayPrefixedKinds(quoted.text).replace(TYPE_WITH_CAPITALS, (t) => `${t} ${typeWords(t)}`),
  );
  // Words a setting reads as the name of a product ("nodejs 20", "postgres:16") are never
  // corrected into others ("nodes 20" would be twenty of something).
  const spelled = correctSpelling(
    typed,
    readSettings(lowerKeepingLength(typed))
      .filter((f) => f.family !== undefined && PRODUCT_NAMES.has(f.family))
      .map((f) => [f.start, f.end]),
  );
  // Unquoted names after component words ("bucket acme-media"), except where a setting reads the word.
  const settingsBefore = readSettings(lowerKeepingLength(spelled.text));
  const text = markBareNames(
    spelled.text,
    (name) => placeholder(quoted.quotes, name),
    // A setting read from a part of the name ("alb" of "web-alb", "redis" of "redis-sessions") leaves it a name.
    (a, b) => settingsBefore.some((f) => f.start <= a && f.end >= b),
  );
  // A type a subnet is delegated to is the delegation's service, never a resource asked for.
  const explicitAt = typesNamedAt(text, cloud).filter((e) => !pointingWords(text, e.at));
  const quoteText = new Map(quoted.quotes.map((q) => [q.token, q.text]));
  const asWritten = camelWordsAsWritten(quoted.text);
  const lower = lowerKeepingLength(text);
  const global = emptyAttrs();
  readAttributes(lower, global);
  // Records are read as written: quoted values whole, names and values in their case.
  const dns = readDnsRecords(full.slice(0, MAX_TEXT));
  if (dns.records.length) global.dnsRecords = dns.records;
  for (const f of ['public', 'private', 'internal'] as const) global.flags.delete(f);

  const found = readSettings(lower).map((f) => asWrittenIn(f, text, quoteText));
  const consumed = found.flatMap((f) => f.consumes);
  // The project named is where the Google resources go: its words are read, as the project's id.
  const project = readGcpProject(lower, quoteText);
  global.project = project?.id;
  consumed.push(...(project?.spans ?? []));
  const isConsumed = (t: Token) => consumed.some(([a, b]) => t.start < b && t.end > a);
  const clauses = splitClausesAt(text);
  const inContext = (c: number) => CONCEPTS[c].requires?.test(lower) ?? true;
  let reading: Reading | undefined;
  return {
    cloud,
    history,
    text,
    lower,
    quoteText,
    asWritten,
    explicitAt,
    found,
    consumed,
    isConsumed,
    inContext,
    ruled: ruledOutWords(clauses, cloud, isConsumed, inContext),
    clauses,
    mentions: [],
    notCovered: [],
    leftovers: [],
    unread: [],
    ruledOut: new Set<string>(),
    purposes: new Map(),
    named: new Map(),
    account: [],
    global,
    dnsUnwritten: dns.unwritten,
    truncated,
    corrections: spelled.corrections,
    reading: () => (reading ??= readRequest(text)),
  };
}

/** A setting read lower-cased, with its values and text as the request wrote them. */
function asWrittenIn(f: Found, text: string, quoteText: Map<string, string>): Found {
  const written = text.slice(f.start, f.end);
  // Denied actions are read lower-cased; the policy writes them as the request spelt them.
  let values = f.values.denies ? { ...f.values, denies: actionsAsWritten(f.values.denies, written) } : f.values;
  // A Secret named in a value is the name as written, never its placeholder.
  if (values.secretEnv)
    values = {
      ...values,
      secretEnv: values.secretEnv.map((e) => ({ ...e, secret: quoteText.get(e.secret) ?? e.secret })),
    };
  // The objects a Kubernetes role is limited to, by name as written.
  if (values.rbacResourceNames)
    values = { ...values, rbacResourceNames: values.rbacResourceNames.map((n) => quoteText.get(n) ?? n) };
  // The network to use, by the name given ("the existing network vpc-prod").
  if (values.existingNetwork)
    values = { ...values, existingNetwork: quoteText.get(values.existingNetwork) ?? values.existingNetwork };
  // The image an instance boots from, by the id given ("from ami-0abc...").
  if (values.amiId) values = { ...values, amiId: quoteText.get(values.amiId) ?? values.amiId };
  // An action group's short name, as written.
  if (values.groupShortName)
    values = {
      ...values,
      groupShortName: quoteText.get(values.groupShortName) ?? spelt(values.groupShortName, written),
    };
  // The JSON a schedule hands over, as written: its quoted keys and strings put back, in their case.
  if (values.scheduleInput) values = { ...values, scheduleInput: jsonAsWritten(written, quoteText) };
  // Code is case-sensitive: a handler ("HandlePaid") and a package's key are the ones the request spelt.
  if (values.handler) values = { ...values, handler: spelt(values.handler, written) };
  if (values.codePackage)
    values = { ...values, codePackage: { ...values.codePackage, key: spelt(values.codePackage.key, written) } };
  // A part's name (a DNS label, an admin user) is the one given, never its placeholder.
  for (const key of ['dnsLabel', 'adminUser', 'domainPrefix'] as const) {
    const value = values[key];
    if (value) values = { ...values, [key]: quoteText.get(value) ?? spelt(value, written) };
  }
  // A publisher's name and an event subject filter are the ones the request spelt.
  for (const key of ['publisherName', 'subjectBegins', 'subjectEnds'] as const) {
    const value = values[key];
    if (value) values = { ...values, [key]: spelt(value, written) };
  }
  // Said as written: a name the reading made a placeholder of is the name again ("called pg-auth").
  return {
    ...f,
    values: cutPlaceholdersRestored(values, text.slice(f.start, f.end + 12), quoteText),
    text: restore(written + cutMark(text, f.end), quoteText).trim(),
  };
}

/** The rest of a placeholder a match ended inside of ("q" of `q§3`): its mark and number, else nothing. */
const cutMark = (text: string, end: number) =>
  text[end - 1] === 'q' ? (/^\u00a7\d+/.exec(text.slice(end))?.[0] ?? '') : '';

/**
 * A value a rule read up to a placeholder's first letter ("partition key named 'pk'" read as key "q"
 * of `q§3`): a rule's letters stop at the placeholder's mark, so whatever value ends there is the
 * name given, put back whole. Any family's value, at any depth, is mended the same way.
 */
function cutPlaceholdersRestored<T>(value: T, written: string, quoteText: Map<string, string>): T {
  if (typeof value === 'string') {
    if (!value.endsWith('q')) return value;
    const at = written.toLowerCase().indexOf(`${value}\u00a7`);
    const token = at < 0 ? undefined : /^q\u00a7\d+/.exec(written.slice(at + value.length - 1))?.[0];
    const name = token ? quoteText.get(token) : undefined;
    return (name === undefined ? value : value.slice(0, -1) + name) as T;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => cutPlaceholdersRestored(v, written, quoteText)) as T;
  if (value && typeof value === 'object' && !(value instanceof RegExp))
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, cutPlaceholdersRestored(v, written, quoteText)]),
    ) as T;
  return value;
}

/** The JSON object written in `written`, its placeholders put back; compact when it parses, else as written. */
function jsonAsWritten(written: string, quoteText: Map<string, string>): string {
  const object = restore(written.slice(written.indexOf('{'), written.lastIndexOf('}') + 1), quoteText);
  try {
    return JSON.stringify(JSON.parse(object));
  } catch {
    return object;
  }
}

/** `value` (read lower-cased) as `written` spells it, or as read when it is not found there. */
function spelt(value: string, written: string): string {
  const at = written.toLowerCase().indexOf(value);
  return at < 0 ? value : written.slice(at, at + value.length);
}
