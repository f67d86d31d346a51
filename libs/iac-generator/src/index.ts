/**
 * The built-in generator: plain English -> infrastructure-as-code, deterministically, with no model.
 *
 * @example
 *   const r = generateInfrastructure({ prompt: 'A private S3 bucket named "logs"', platform: 'aws', format: 'terraform-aws' });
 *   r.files.map((f) => f.path) // ['versions.tf', 'main.tf', 'variables.tf', 'outputs.tf']
 */
import {
  type CodeLanguage,
  type FormatId,
  GeneratorMessages,
  type PlatformId,
  resolveFormat,
} from '@infragen/contracts';
import { SCHEMA_PROVIDERS } from '@infragen/iac-schemas';
import { type Intent } from './understand/understand';
import { readConversation } from './understand/follow-up/conversation';
import { checkConstraints } from './understand/constraints/check';
import { notInfrastructure } from './understand/not-infrastructure';
import { carriedInstead, saysNothingWritten } from './answer/carried-instead';
import { notReadLines, notReadTexts, writtenUnreadLines } from './answer/not-read';
import { heldByFiles, lineHeldByFiles } from './answer/held';
import { unusedNameLines } from './answer/unused-names';
import { unusedPortLines } from './answer/unused-ports';
import { unusedValueLines } from './answer/unused-values';
import { valueHomeLine } from './answer/value-homes';
import { saidByLines } from './answer/said-in-lines';
import { quotedAsWritten } from './answer/as-written';
import { nearestWritten } from './answer/nearest-written';
import { checkedLines } from './answer/lines-checked';
import { finalLines, removedChecked } from './answer/lines-final';
import { honouredChecked } from './answer/honoured-checked';
import { defaultsHeld } from './answer/defaults-held';
import {
  placeUnread,
  withoutPlaced,
  withoutPlacedValues,
  withPlacedNotRead,
  withPlacedSettings,
} from './answer/placed-values';
import { type PlacedValue, planFromIntent, type Planner } from './plan/planner';
import { type Reads, trackReads } from './plan/track-reads';
import { type Cloud } from './model/types';
import { multiCloud } from './multi-cloud';
import { CLOUD_NAMES, cloudFor, cloudsNamed } from './targets/cloud';
import { targetFor } from './targets/formats';
import { type Target } from './targets/target';
import { type CatalogueResult, fromCatalogue, withoutLinesOfServed } from './targets/catalogue';
import { declares, explicitExtra, sameDialect, servedByNamedTypes, statedNotWritten } from './targets/named-types';
import { heldByMinimalBlock } from './targets/minimal-held';
import { type RenderOutput } from './render/types';
import { explanation } from './answer/explanation';
import { trace } from './answer/trace';

export { renderAsMarkdown } from './answer/markdown';
export { streamChunks } from './answer/stream-chunks';
export { cloudFor, cloudsNamed } from './targets/cloud';

export interface GeneratorRequest {
  prompt: string;
  platform: PlatformId;
  format: FormatId;
  history?: { role: 'user' | 'assistant'; content: string }[];
}
export interface GeneratedFile {
  path: string;
  content: string;
  language: CodeLanguage;
}
export interface GeneratorResult {
  declined: boolean;
  files: GeneratedFile[];
  explanation: string;
  /**
   * Each requirement phrase and what realised it: the resources written, and the settings it
   * stated that they honour ("3 replicas (replicas)").
   */
  covered: { phrase: string; resources: string[]; settings?: string[] }[];
  /** Everything asked for that was not written, each with its reason: components and settings. */
  notCovered: string[];
  /** Words not read as anything to write (answer/not-read.ts): apart from notCovered, claiming nothing of the files. */
  notRead?: string[];
  /** Words not read that an attribute, block or type written carries all the same, with what it is (answer/carried.ts). */
  writtenUnread?: string[];
  /** Resources nobody asked for, added because what was asked needs them, and why. */
  added?: { resources: string[]; reason: string }[];
  /** Resources written minimally from the provider schema (only required arguments). */
  minimal?: string[];
}

function decline(reason: string, notCovered: string[]): GeneratorResult {
  return { declined: true, files: [], explanation: reason, covered: [], notCovered };
}

export function generateInfrastructure(request: GeneratorRequest): GeneratorResult {
  const prompt = typeof request.prompt === 'string' ? request.prompt : '';
  const format = resolveFormat(request.platform, request.format).id;
  const history = (request.history ?? [])
    .filter((h) => h && h.role === 'user' && typeof h.content === 'string')
    .map((h) => h.content);
  const cloud = cloudFor(format, [...history, prompt].join('\n'));
  const target = targetFor(cloud, format);
  if (!target) {
    return decline(GeneratorMessages.formatNotWritten(format), [GeneratorMessages.theFormat(format)]);
  }
  const outside = notInfrastructure(prompt);
  if (outside) {
    return decline(GeneratorMessages.notInfrastructure(outside, target.label), [
      GeneratorMessages.wholeRequestNotInfrastructure(outside),
    ]);
  }
  if (format === 'terraform') {
    // A request naming several clouds gets one configuration with every cloud's part.
    const several = multiCloud(prompt, history, (c, part, earlier) =>
      generateFor(part, earlier, c, targetFor(c, format)!, []),
    );
    if (several) return several;
  }
  // One provider per request: other clouds the conversation names are said, not silently dropped.
  const others =
    format === 'terraform'
      ? cloudsNamed([...history, prompt].join('\n'))
          .filter((c) => c !== cloud)
          .map((c) => GeneratorMessages.otherCloudPart(CLOUD_NAMES[c], CLOUD_NAMES[cloud]))
      : [];
  return generateFor(prompt, history, cloud, target, others, format).result;
}

/** The answer for one cloud's target, with its rendering (none when declined). */
function generateFor(
  prompt: string,
  history: string[],
  cloud: Cloud,
  target: Target,
  others: string[],
  format?: FormatId,
): { result: GeneratorResult; out?: RenderOutput } {
  // Follow-ups are changes to what the earlier turns asked for: their values win, nothing else is lost.
  // What its kinds cannot have, or cannot have together, is moved to a kind that can or said (kind.json).
  const checked = checkConstraints(readConversation(prompt, cloud, history));
  const catalogue = fromCatalogue(checked, target);
  const intent = withoutLinesOfServed(checked, catalogue.served);
  let { plan, out, reads } = planAndRender(intent, target, catalogue);
  // A CloudFormation or ARM type named as such that no kind wrote is written from the schema.
  const missing = missingTypes(intent, target, out);
  catalogue.lines.push(...missing.lines);
  if (missing.extras.length) {
    catalogue.extras.push(...missing.extras);
    for (const m of servedByNamedTypes(intent, missing.extras)) catalogue.served.add(m);
    ({ plan, out, reads } = planAndRender(intent, target, catalogue));
  }
  // Values stated in words no reader took go on the attribute the written resource's schema has for them.
  const placings = placeUnread(intent, catalogue, target, { plan, out, reads });
  if (placings.placed.length)
    ({ plan, out, reads } = planAndRender(
      intent,
      target,
      catalogue,
      placings.placed.map((p) => p.value),
    ));
  const unwritten = unwrittenMentions(intent, target, catalogue);
  const unread = intent.unread
    .filter((u) => !catalogue.phrases.has(u.phrase))
    .map((u) => GeneratorMessages.nothingRead(u.text));
  // Lines quote the request's words as the user wrote them, not as the reading corrected them.
  const conversation = [...history, prompt].join('\n');
  const asWritten = (lines: string[]) => lines.map((l) => quotedAsWritten(l, intent.corrections, conversation));
  // Words not read are said apart from what is not covered: they claim nothing about the files.
  const writtenNow = {
    plan,
    out,
    reads,
    phraseText: (i: number) => intent.phrases[i],
    corrections: intent.corrections,
  };
  const notRead = asWritten(withPlacedNotRead(notReadLines(intent, catalogue, writtenNow), placings));
  const writtenUnread = asWritten(withoutPlaced(writtenUnreadLines(intent, catalogue, writtenNow), placings));
  if (!plan.components.length) {
    const nothing = [
      ...intent.notCovered,
      ...(intent.writtenInstead ?? []),
      ...catalogue.lines,
      ...unwritten,
      ...unread,
    ];
    // With nothing written, the words not read and the names given are not covered either.
    const quiet = notReadTexts(intent, catalogue)
      .filter((t) => !nothing.some((l) => l.toLowerCase().includes(t.toLowerCase())))
      .map((t) => GeneratorMessages.nothingRead(t));
    const said = [...nothing, ...quiet];
    said.push(...unusedNameLines(intent, plan, out, target, catalogue, said, conversation));
    // A follow-up that removed all there was: nothing to write, and nothing left out.
    if (intent.removed && !said.length)
      return { result: decline(GeneratorMessages.allRemoved(intent.removed.join('; ')), []) };
    const listed = said.length ? asWritten(said) : [GeneratorMessages.wholeRequest];
    const lines = listed.map((n) => GeneratorMessages.explanation.notCovered(n)).join('\n');
    // A plain Terraform request was not one cloud's: nothing written is said of every provider it writes.
    const why =
      format === 'terraform'
        ? GeneratorMessages.multiCloud.nothingWritable(SCHEMA_PROVIDERS.join(', '), lines)
        : GeneratorMessages.nothingRecognised(target.label, lines);
    return { result: decline(why, listed) };
  }
  const t = trace(intent, plan, out, target, reads);
  // Settings of a service written minimally from its schema are not in that minimal block.
  const filesText = out.files.map((f) => f.content).join('\n');
  const minimalSettings = [...catalogue.served].flatMap((m) =>
    m.settings
      .filter((s) => !heldByMinimalBlock(m, s.keys, filesText))
      .map((s) => GeneratorMessages.minimalBlockUnset(s.text, s.label)),
  );
  const stated = statedNotWritten(intent, target, catalogue.extras, out.files.map((f) => f.content).join('\n'));
  // Words a minimal block wrote, as a stated attribute or a name, are not settings left unset.
  const writtenWords = catalogue.extras.flatMap((e) => [...(e.stated ?? []).map((v) => v.text), ...e.names]);
  // A setting nothing took whose value the files hold all the same (a default) was met: no line.
  const content = out.files.map((f) => f.content).join('\n');
  // A setting listed as honoured whose stated value, code or name no file holds is said as not written instead.
  const honoured = honouredChecked(withPlacedSettings(t.covered, placings, intent.phrases), content);
  // A thing said removed whose type the files still write is said still written instead.
  const removal = removedChecked(intent.removed ?? [], content);
  const heldAllTheSame = (line: string) =>
    intent.unapplied?.some((u) => u.line === line && heldByFiles(u.values, content, /^'([^']+)'/.exec(line)?.[1])) ??
    false;
  const writtenByMinimal = (line: string) => {
    const quoted = /^'([^']+)'/.exec(line)?.[1];
    return !!quoted && writtenWords.some((w) => w.includes(quoted));
  };
  // Another cloud's product whose nearest product here was written all the same: said as written instead.
  const written = new Set(plan.components.filter((c) => produced(out, c)).map((c) => c.kind));
  const nearest = nearestWritten(intent.notCovered, cloud, written);
  const saidByReading = new Set(intent.notCovered.map(quoteOf));
  // A setting the reading gave to nothing that writes it, whose words one identifier written carries
  // all the same ("weekly" of a weekly maintenance window): said as written, not read.
  // So does any line saying only that nothing was written for words one attribute written carries
  // ("'Always On' (no kind for this product ...)" beside a site's alwaysOn, "'multi-region'" beside IsMultiRegionTrail).
  const carried = carriedInstead(
    [
      ...(intent.unapplied?.map((u) => u.line) ?? []),
      ...saysNothingWritten([...catalogue.lines, ...stated, ...intent.notCovered, ...t.settings]),
    ],
    out,
  );
  // A line whose words the files hold as written ("maxUnavailable 0", "WaitForFirstConsumer" as a
  // field's value) would call missing what is there, whatever the words were read as.
  const notCovered = [
    ...new Set([
      ...nearest.notCovered,
      ...catalogue.lines,
      ...stated,
      ...unwritten,
      ...t.empty,
      // Words a line of the reading already says with its reason (a conflict of the kind) are not said twice.
      ...t.settings.filter((l) => !saidByReading.has(quoteOf(l))),
      ...minimalSettings,
      ...t.regions,
      ...others,
      ...honoured.lines,
    ]),
  ].filter(
    (line) => !writtenByMinimal(line) && !heldAllTheSame(line) && !lineHeldByFiles(line, content) && !carried.has(line),
  );
  // A name or a port the request gave that no file holds is a stated setting not written: said.
  notCovered.push(...unusedPortLines(intent, content, [...notCovered, ...notRead]));
  notCovered.push(...unusedNameLines(intent, plan, out, target, catalogue, [...notCovered, ...notRead], conversation));
  // So is a typed value (an address range, a number with what it counts) no file holds in any spelling.
  notCovered.push(
    ...unusedValueLines(
      [...history, prompt],
      content,
      // A value of a setting listed as honoured is its writer's to spell (a duration kept as a count).
      [...notCovered, ...writtenUnread, ...honoured.covered.flatMap((c) => c.settings ?? [])],
      intent.removed,
      { home: (v) => valueHomeLine(v, { plan, out, phrases: intent.phrases }), unread: notRead },
    ),
  );
  // A value placed on its attribute is not said unwritten by a line quoting its clause's number.
  const notCoveredAsWritten = asWritten(withoutPlacedValues(notCovered, placings));
  // Settings said "not written yet" whose words the files carry are said as written, not read.
  // Words a "not covered" line quotes whole are said there, with what is true of them: no other line says them.
  const saidInLine = saidByLines(notCoveredAsWritten, conversation);
  const writtenUnreadSaid = [...new Set([...writtenUnread, ...asWritten([...t.carried, ...carried.values()])])].filter(
    (l) => !saidInLine(l),
  );
  // Every line that claims something of the files is checked against them before it is said.
  const lines = finalLines(
    checkedLines(
      {
        notCovered: notCoveredAsWritten,
        notRead: notRead.filter((l) => !saidInLine(l)),
        writtenUnread: writtenUnreadSaid,
      },
      content,
      (v) => valueHomeLine(v, { plan, out, phrases: intent.phrases }),
    ),
    content,
  );
  const notReadLeft = lines.notRead;
  const allWrittenUnread = lines.writtenUnread;
  const result: GeneratorResult = {
    declined: false,
    files: out.files,
    explanation: explanation({
      covered: honoured.covered,
      readAs: t.readAs,
      added: t.added,
      minimal: t.minimal,
      corrections: intent.corrections,
      removed: removal.removed,
      writtenInstead: asWritten([...(intent.writtenInstead ?? []), ...nearest.instead]),
      notCovered: [...lines.notCovered, ...removal.lines],
      notRead: notReadLeft,
      writtenUnread: allWrittenUnread,
      target: target.label,
      defaults: defaultsHeld(target.defaults, content),
      source: t.source,
    }),
    covered: honoured.covered,
    notCovered: [...lines.notCovered, ...removal.lines],
    notRead: notReadLeft.length ? notReadLeft : undefined,
    writtenUnread: allWrittenUnread.length ? allWrittenUnread : undefined,
    added: t.added,
    minimal: t.minimal.length ? t.minimal : undefined,
  };
  return { result, out };
}

const quoteOf = (line: string) => /^'(.*?)'(?= \()/s.exec(line)?.[1] ?? line;

const produced = (out: RenderOutput, c: Planner['components'][number]) => (out.produced.get(c) ?? []).length > 0;

/** Plans the request (with what the catalogue adds) and renders it, recording which settings writers read. */
function planAndRender(
  intent: Intent,
  target: Target,
  catalogue: CatalogueResult,
  placed: readonly PlacedValue[] = [],
): { plan: Planner; out: RenderOutput; reads: Reads } {
  const planned: Intent = {
    ...intent,
    mentions: [...intent.mentions.filter((m) => !catalogue.served.has(m)), ...catalogue.mentions],
  };
  const kind = `${intent.cloud}.catalogue`;
  const extras = target.kinds.has(kind)
    ? catalogue.extras.map((e) => ({
        kind,
        name: e.names[0],
        phrase: e.phrase,
        label: e.label,
        config: { type: e.type, text: e.text, stated: e.stated },
      }))
    : [];
  const plan = planFromIntent(planned, target.kinds, target.resolve, extras);
  const reads = trackReads(plan.components);
  plan.placed = placed;
  const out = target.render(plan);
  return { plan, out, reads };
}

/**
 * Types named in this target's own spelling that the output does not declare yet, for targets that
 * cannot tell which kind writes a type (CloudFormation, ARM): their minimal blocks, and what was said
 * of them.
 */
function missingTypes(
  intent: Intent,
  target: Target,
  out: RenderOutput,
): { extras: CatalogueResult['extras']; lines: string[] } {
  const dialect = target.dialect;
  const none = { extras: [], lines: [] };
  if (!dialect || target.kindForType) return none;
  const named = intent.explicitTypes.filter((e) => sameDialect(dialect, e.type));
  if (!named.length) return none;
  const text = out.files.map((f) => f.content).join('\n');
  const found = named.filter((e) => !declares(dialect, e.type, text)).map((e) => explicitExtra(dialect, e, intent));
  return { extras: found.flatMap((f) => (f.extra ? [f.extra] : [])), lines: found.flatMap((f) => f.lines) };
}

/** Mentions whose kind the target does not plan and the catalogue could not serve: nothing is written for them. */
function unwrittenMentions(intent: Intent, target: Target, catalogue: CatalogueResult): string[] {
  const out: string[] = [];
  for (const m of intent.mentions) {
    if (catalogue.served.has(m)) continue;
    const kind = target.resolve(m.kind, intent, m);
    if (kind && !target.kinds.has(kind)) out.push(GeneratorMessages.notWrittenForTarget(m.text ?? kind, target.label));
  }
  return out;
}
