/**
 * What the catalogue of provider resource types adds to a request for one target: resource types
 * named as such (with the names and attribute values stated next to them), services the kinds do
 * not model (a mention of a kind this target has no writer for), and phrases whose words name a
 * resource type. A type a kind writes becomes that kind; any other becomes a minimal block written
 * from the schema. What was stated and could not be written is said. Nothing is loaded for requests
 * that need none of this.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { camelWords, findType, hasType, typeOfServiceEndingIn } from '../catalogue';
import { productNotCovered } from '../catalogue/products';
import { statedValues } from '../catalogue/stated';
import { CLOUD_NAMES } from './cloud';
import { type Intent, type Mention } from '../understand/understand';
import { isKnownWord } from '../understand/spelling';
import { type Target } from './target';
import { heldByAzureMachines } from '../kinds/azure/machine-login';
import { anyDepthStated } from './minimal-held';
import { followingPhrases, statedIn, statedNearMention } from './minimal-stated';
import {
  type CatalogueExtra,
  cloudOfType,
  escapeRe,
  explicitExtra,
  PREFIX,
  sameDialect,
  servedByNamedTypes,
} from './named-types';
import { DNS_RECORD_TYPE, joinedPairs, kindNamedLike, leadingWords, mention, serviceOf, typeHas } from './type-words';

export interface CatalogueResult {
  extras: CatalogueExtra[];
  /** Mentions of kinds the target writes, found from a named type or a phrase's words. */
  mentions: Mention[];
  /** Mentions a minimal block now serves: kinds the target cannot write, or a product read as a general word. */
  served: Set<Mention>;
  /** Phrases that nothing recognised but a resource type now serves. */
  phrases: Set<number>;
  /** Resource types named for another cloud: said, never substituted. */
  lines: string[];
}

export function fromCatalogue(intent: Intent, target: Target): CatalogueResult {
  const result: CatalogueResult = { extras: [], mentions: [], served: new Set(), phrases: new Set(), lines: [] };
  // A type of another cloud ("Microsoft.Logic/workflows" in an AWS answer) is said, and its words make nothing.
  for (const e of intent.explicitTypes) {
    const cloud = cloudOfType(e.type);
    if (!cloud || cloud === intent.cloud) continue;
    result.lines.push(GeneratorMessages.otherCloudType(e.type, CLOUD_NAMES[intent.cloud]));
    for (const m of intent.mentions) if (m.start >= e.start && m.end <= e.end) result.served.add(m);
  }
  const dialect = target.dialect;
  if (!dialect) return result;
  const planned = (kind: string, phrase: number) =>
    [...intent.mentions, ...result.mentions].some(
      (m) => m.phrase === phrase && target.resolve(m.kind, intent, m) === kind,
    );
  const typeLabel = (type: string) =>
    type
      .split(/::|\/|\./)
      .pop()!
      .replace(/^(?:aws|azurerm|google)_/, '');
  const kindWriting = (type: string) =>
    target.kindForType ? target.kindForType(type) : kindNamedLike(type, target.kinds);
  const add = (
    type: string,
    phrase: number,
    text: string,
    names: string[] = [],
    label = typeLabel(type),
    from?: Mention,
  ) => {
    // A type whose job a kind asked for does with its own setting (Linux machines' SSH key) is not written beside it.
    if (heldByAzureMachines(type, intent)) return;
    const kind = kindWriting(type);
    if (kind && target.kinds.has(kind)) {
      if (!planned(kind, phrase)) result.mentions.push(mention(kind, phrase, text, names));
    } else if (!result.extras.some((e) => e.type === type && e.phrase === phrase)) {
      // Values stated near the mention ("threat intel mode Deny") go in the attributes that say them.
      const near = from ? statedNearMention(dialect, type, intent, from) : undefined;
      const stated = [...(from ? (anyDepthStated(from) ?? []) : []), ...(near?.values ?? [])];
      result.lines.push(...(near?.unfit ?? []).map((u) => GeneratorMessages.schemaWantsOther(u.text, type, u.wants)));
      result.extras.push({
        type,
        phrase,
        names,
        text,
        label: label.replace(/\W+/g, '_'),
        stated: stated.length ? stated : undefined,
        phrases: near?.phrases,
      });
    }
  };

  // Types named as such, in this target's spelling. Words read inside a Terraform type name
  // ("google_pubsub_schema" says "pubsub") are that type, not components of their own. A target that
  // cannot tell which kind writes a type (CloudFormation, ARM) looks for it in what it rendered instead
  // (`missingTypes`), so a type its kinds already write is not written twice.
  for (const e of intent.explicitTypes) {
    if (!sameDialect(dialect, e.type) || !target.kindForType) continue;
    const { extra, lines } = explicitExtra(dialect, e, intent);
    result.lines.push(...lines);
    if (!extra) continue;
    const kind = target.kindForType(e.type);
    if (kind && target.kinds.has(kind)) {
      if (!planned(kind, e.phrase)) result.mentions.push(mention(kind, e.phrase, e.type, e.names));
    } else if (!result.extras.some((x) => x.type === e.type && x.phrase === e.phrase)) result.extras.push(extra);
    for (const m of intent.mentions)
      if (m.start >= e.start && m.end <= e.end && target.resolve(m.kind, intent, m) !== kind) result.served.add(m);
  }
  for (const m of servedByNamedTypes(intent, result.extras)) result.served.add(m);

  // Services this target has no writer for: their resource type, written minimally. Words inside a
  // named type are that type, written above or, failing a kind, by `missingTypes`.
  const inNamedType = (m: Mention) => intent.explicitTypes.some((e) => m.start >= e.start && m.end <= e.end);
  for (const m of intent.mentions) {
    const kind = target.resolve(m.kind, intent, m);
    if (!kind || target.kinds.has(kind) || inNamedType(m)) continue;
    const id = kind.slice(kind.indexOf('.') + 1);
    const direct = PREFIX[dialect] && `${PREFIX[dialect]}${id}`;
    const type =
      direct && hasType(dialect, direct)
        ? direct
        : findType(dialect, [...id.split('_'), ...(m.text ?? '').split(/\s+/)], id.split('_').pop());
    if (!type) continue;
    add(type, m.phrase, m.text ?? id, m.names, m.text ?? id, m);
    result.served.add(m);
  }

  // "Glue job", "Dataflow job": an unknown product name before a general word names its own type.
  for (const m of intent.mentions) {
    if (!m.qualifier || result.served.has(m) || inNamedType(m)) continue;
    const head = m.text?.split(/\s+/).pop();
    const type =
      findType(dialect, [...m.qualifier.split(/\s+/), ...(m.text ?? '').split(/\s+/)], head) ??
      (head && !m.qualifier.includes(' ') ? typeOfServiceEndingIn(dialect, m.qualifier, head) : undefined);
    const kind = target.resolve(m.kind, intent, m);
    // "an SRV record": a record type before a record is the type the record kind writes, not a product.
    if (kind && /record/.test(kind) && DNS_RECORD_TYPE.test(m.qualifier)) continue;
    if (!type || (kind && target.kindForType?.(type) === kind)) continue;
    add(type, m.phrase, `${m.qualifier} ${m.text ?? ''}`.trim(), m.names, `${m.qualifier} ${m.text ?? ''}`.trim(), m);
    result.served.add(m);
  }

  // "a BigQuery reservation", "an SES email identity": words after a service's word that, with the
  // service, name another of its types are that type, never the general kind the service's word
  // stands for (a dataset, a domain identity). A type that holds all of the kind's words is a part of
  // it ("an S3 bucket notification"), written beside it.
  for (const m of intent.mentions) {
    if (!m.after || result.served.has(m) || inNamedType(m)) continue;
    const kind = target.resolve(m.kind, intent, m);
    if (!kind) continue;
    const idWords = kind.slice(kind.indexOf('.') + 1).split('_');
    // Only where the service's name alone was read ("BigQuery", "SES"): the kind stands in for the
    // product; words naming the kind's own thing ("site to site VPN connection") stay with it.
    const brand = (m.text ?? '')
      .toLowerCase()
      .replace(/^(?:aws|amazon|azure|google|gcp)\s+/, '')
      .replace(/\s+/g, '');
    if (!brand || !idWords[0].startsWith(brand)) continue;
    const after = m.after.split(' ');
    const head = after[after.length - 1];
    // "an EventBridge rule": the kind's own word after its service's is the kind itself.
    if (after.every((w) => idWords.includes(w))) continue;
    const words = [idWords[0], ...(m.text ?? '').split(/\s+/), ...after];
    const type = findType(
      dialect,
      joinedPairs(words),
      head,
      (w) => after.includes(w) || joinedPairs(after).includes(w),
    );
    // The type must be named by a word after the kind's own ("email" of "SES email identity"), never
    // by the kind's words alone ("a log group keeps logs" is the log group).
    const named = after.some((w) => !idWords.includes(w) && typeHas(type ?? '', w));
    // Only a type no kind writes: a kind's own type is for the reading's words to choose.
    if (!type || !named || !typeHas(type, head) || kindWriting(type)) continue;
    // "we already have an EventBridge bus": a thing said to exist is referred to, never written anew.
    const phrase = intent.phrases[m.phrase] ?? '';
    if (/\b(?:already|existing|exists?)\b/i.test(phrase)) continue;
    const text = `${m.text ?? ''} ${m.after}`.trim();
    add(type, m.phrase, text, m.names, m.names[0] ?? text, m);
    if (!idWords.every((w) => typeHas(type, w))) result.served.add(m);
    // Values stated after it in its phrase ("of 100 slots"), read against the type's schema.
    const extra = result.extras.find((e) => e.type === type && e.phrase === m.phrase);
    const at = phrase.toLowerCase().indexOf(head);
    if (extra && at >= 0) {
      const stated = statedValues(dialect, type, phrase.slice(at), isKnownWord);
      extra.stated = [...(extra.stated ?? []), ...stated.values];
      result.lines.push(...stated.unfit.map((u) => GeneratorMessages.schemaWantsOther(u.text, type, u.wants)));
    }
  }

  // "a Transfer Family SFTP server ... with one user acme": a bare general word after a service's
  // thing, that with the service's name names another of its types, is that type (a Transfer user),
  // never the general kind (an IAM user). Only types no kind writes; the nearest service before it.
  const ordered = [...intent.mentions].sort((a, b) => a.start - b.start);
  for (const m of ordered) {
    // A word with its own qualifier ("an SPF policy") says what it is by that word, not by a service before it.
    if (result.served.has(m) || inNamedType(m) || !m.text || m.text.includes(' ') || m.qualifier) continue;
    const kind = target.resolve(m.kind, intent, m);
    if (!kind) continue;
    const own = kind.slice(kind.indexOf('.') + 1).split('_');
    const services = ordered
      .filter((o) => o.end <= m.start && o !== m && !result.served.has(o))
      .map((o) => target.resolve(o.kind, intent, o))
      .filter((k): k is string => !!k && k !== kind)
      .map((k) => k.slice(k.indexOf('.') + 1).split('_')[0])
      .filter((s) => s !== own[0])
      .reverse();
    const word = m.text;
    const type = services
      .map((service) => {
        const t = findType(dialect, [service, word], word, (w) => w === service);
        return t && typeHas(t, word) && serviceOf(t) === service && !kindWriting(t) ? t : undefined;
      })
      .find(Boolean);
    if (!type) continue;
    add(type, m.phrase, m.text, m.names, m.names[0] ?? m.text, m);
    result.served.add(m);
  }

  // Phrases whose words name a resource type ("a Glue crawler", "an EventBridge event bus").
  // A product name read whole needs no unusual word: its capitals and brand already say it is a product.
  const servedByProduct = (m: Mention, l: (typeof intent.leftovers)[number]) => {
    if (m.phrase < l.phrase || result.served.has(m) || !l.span || m.start < l.span.end || !m.text) return;
    if (m.phrase !== l.phrase) return serveAsProductType(m, l);
    // "AWS Batch compute environment on Fargate": what the product runs on is its setting, no resource.
    const on = new RegExp(`^(?:[a-z]+\\s+){0,3}(?:on|using)\\s+${escapeRe(m.text)}\\b`, 'i');
    if (on.test(l.after ?? '')) {
      result.served.add(m);
      return;
    }
    serveAsProductType(m, l);
  };
  const serveAsProductType = (m: Mention, l: (typeof intent.leftovers)[number]) => {
    if (!m.text) return;
    const words = m.text.split(/\s+/);
    const type = findType(dialect, [...l.words, ...words], words[words.length - 1], (w) => l.words.includes(w));
    const kind = target.resolve(m.kind, intent, m);
    if (!type || !words.every((w) => typeHas(type, w)) || (kind && kindWriting(type) === kind)) return;
    add(type, m.phrase, m.text, m.names, m.names[0] ?? m.text, m);
    result.served.add(m);
  };
  for (const l of intent.leftovers) {
    if (l.words.length < 2 && !l.product) continue;
    const head = l.words[l.words.length - 1];
    // "AWS Batch compute environment": the words right after a product's name may name its type.
    const leading = l.product ? leadingWords(l.after ?? '') : [];
    const last = leading[leading.length - 1];
    const own = last && findType(dialect, [...l.words, ...leading], last, (w) => leading.includes(w));
    const type =
      (own && typeHas(own, last) ? own : undefined) ??
      findType(dialect, l.words, head, l.product ? undefined : (w) => !isKnownWord(w));
    if (!type) {
      if (l.product) result.lines.push(productNotCovered(l.product, dialect));
      continue;
    }
    add(type, l.phrase, l.product ?? l.words.join(' '), l.names, l.names[0] ?? l.product?.toLowerCase());
    // Values stated after a product name, read against the schema of the type its words matched.
    const extra = result.extras.find((e) => e.type === type && e.phrase === l.phrase);
    // So are those of the phrases after it that name nothing of their own ("..., ip address type IPV4").
    const following = l.product ? followingPhrases(intent, l.phrase) : [];
    const said = [l.after ?? '', ...following.map((p) => intent.phrases[p])].filter(Boolean).join(', ');
    if (l.product && said && extra) {
      const stated = statedIn(dialect, type, said);
      extra.stated = stated.values;
      extra.phrases = [l.phrase, ...following];
      extra.span = l.span;
      result.lines.push(...stated.unfit.map((u) => GeneratorMessages.schemaWantsOther(u.text, type, u.wants)));
    }
    result.phrases.add(l.phrase);
    // "AWS Batch ... and a job queue": later words of its phrase that, with the product's name, name
    // another of its types are that type, never the general kind ("job queue" is no SQS queue).
    if (l.product) for (const m of intent.mentions) servedByProduct(m, l);
  }
  for (const m of partsOfMinimalBlocks(intent, result.extras, result.served)) result.served.add(m);
  // Words of a value stated for a product's minimal block are that value, not components of their own.
  for (const m of servedByNamedTypes(intent, result.extras)) result.served.add(m);
  // A value read twice (near its mention and after its words) is written once: the first reading.
  for (const e of result.extras)
    if (e.stated)
      e.stated = e.stated.filter((v, i, all) => all.findIndex((w) => w.path.join('.') === v.path.join('.')) === i);
  return result;
}

/** The words of a type's resource part, singular: `container`, `group` of a container group in any dialect. */
function resourceWords(type: string): string[] {
  const resource = type.includes('::')
    ? type.split('::').pop()!
    : type.includes('/')
      ? type.split('/').pop()!
      : type.split('_').slice(1).join('_');
  return camelWords(resource);
}

/**
 * "An Azure container instance ..., a Linux container, port 9000": a bare general word later in the
 * turn that the written product's own type holds ("container" of a container group) is that product's
 * part, never another product (a Container App). What it states goes in the product's block.
 */
function partsOfMinimalBlocks(intent: Intent, extras: CatalogueExtra[], served: Set<Mention>): Mention[] {
  const out: Mention[] = [];
  const turnOf = (phrase: number) => (intent.turns ?? []).filter((t) => t <= phrase).length;
  for (const e of extras)
    for (const m of intent.mentions) {
      const words = (m.text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      if (served.has(m) || out.includes(m) || m.phrase < e.phrase || turnOf(m.phrase) !== turnOf(e.phrase)) continue;
      if (words.length !== 1 || !resourceWords(e.type).includes(camelWords(words[0])[0])) continue;
      out.push(m);
      e.stated = [...(e.stated ?? []), ...(anyDepthStated(m) ?? [])];
    }
  return out;
}

/**
 * The request without the lines said of mentions another type now serves: "a Fargate task runs
 * with at most 16 vCPU" is untrue of an AWS Batch compute environment that runs on Fargate.
 */
export function withoutLinesOfServed(intent: Intent, served: Set<Mention>): Intent {
  const gone = (intent.linesOf ?? []).filter((o) =>
    [...served].some((m) => m.phrase === o.phrase && m.start === o.start),
  );
  if (!gone.length) return intent;
  const kept = (intent.linesOf ?? []).filter((o) => !gone.includes(o)).map((o) => o.line);
  const lines = new Set(gone.map((o) => o.line).filter((l) => !kept.includes(l)));
  return { ...intent, notCovered: intent.notCovered.filter((l) => !lines.has(l)) };
}
