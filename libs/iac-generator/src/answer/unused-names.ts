/**
 * Names the request gave ("a database for our first tenant, 'tenant-acme'", "resource group
 * rg-shared") that no written file uses: said as "not covered", since a name is a stated setting
 * and the files do not hold it (issue 24, class 4). The account knows every name the request gave;
 * the files are the only judge of whether one was written.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Component } from '../model/types';
import { type Planner } from '../plan/planner';
import { type RenderOutput } from '../render/types';
import { type CatalogueResult } from '../targets/catalogue';
import { type Target } from '../targets/target';
import { type Intent } from '../understand/understand';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A comment names nothing.
const COMMENT = /^\s*(?:#|\/\/)/;
// Where a Terraform block can show a name besides its name argument: its header's label and an
// AWS-style `Name` tag, which name the resources that have no name argument.
const LABEL_OR_TAG = /^\s*(?:Name\s*=|(?:resource|data|module)\s+")/;
// A Terraform block's own name argument, at its top level.
const OWN_NAME = /^ {2}name\s*=\s*"([^"]*)"/m;

/**
 * Whether some line of the files holds `name` whole (not inside a longer name such as
 * "rg-rg-shared", nor the start of one built with an expression, "acr${suffix}"). In a Terraform
 * block with a name argument of another value ("rg-rg-shared"), its label and Name tag are not
 * its name; in one without ("an egress-only internet gateway"), they are.
 */
export function usesName(name: string, content: string): boolean {
  const whole = new RegExp(`(?<![A-Za-z0-9_.-])${escape(name)}(?![A-Za-z0-9_$({-])`, 'i');
  // Terraform blocks start at a header in the first column; anything else is one piece.
  return content.split(/^(?=(?:resource|data|module)\s+")/m).some((block) => {
    const own = OWN_NAME.exec(block)?.[1];
    const named = own !== undefined && !whole.test(own);
    return block
      .split('\n')
      .some((line) => !COMMENT.test(line) && !(named && LABEL_OR_TAG.test(line)) && whole.test(line));
  });
}

// A kind's title as words inside a sentence: "Resource group" -> "resource group"; a product's own
// name ("Key Vault", "AWS Backup plan") kept as it is spelt.
function titleOf(target: Target, kind: string): string {
  const title =
    (target.kinds.get(kind) as { title?: string } | undefined)?.title ?? kind.split('.')[1].replace(/_/g, ' ');
  return /^[A-Z][a-z]*(?: [a-z0-9]\S*)*$/.test(title) ? title[0].toLowerCase() + title.slice(1) : title;
}

/**
 * Whether a line is about the name: its quoted words are the name, or hold it as a name (in quotes,
 * as the request's phrases are restored), not as a word of another sense ("device telemetry" is no
 * line about a keyspace called telemetry).
 */
export function namesIt(line: string, name: string): boolean {
  const subject = (/^'(.*?)' \(/s.exec(line)?.[1] ?? line).toLowerCase();
  const n = name.toLowerCase();
  return subject === n || subject.includes(`"${n}"`) || subject.includes(`'${n}'`);
}

/**
 * Whether the user gave `name` as a name: quoted, after "named" or "called", or spelt as no word is
 * ("rg-shared", "acmeplatformacr2"). A plain word after a kind's word ("a queue depth alarm") may be
 * read as a name without being one, so it is never said as a name left out.
 */
function givenAsName(name: string, conversation: string): boolean {
  const n = escape(name);
  return (
    /[-_0-9]|[a-z][A-Z]/.test(name) ||
    new RegExp(`[\`'"\u2018\u201c]${n}[\`'"\u2019\u201d]`, 'i').test(conversation) ||
    new RegExp(`\\b(?:named|called|calld|caled|name)\\s+${n}\\b`, 'i').test(conversation)
  );
}

/**
 * The "not covered" lines of names no file uses, each with the kind written under a name of its own
 * when a written component was read with that name, after those of names written respelt. `saidBefore` holds the lines already in the answer:
 * a name one of them quotes, or of a thing one of them says, is said already; `conversation` is the user's turns as written.
 */
export function unusedNameLines(
  intent: Intent,
  plan: Planner,
  out: RenderOutput,
  target: Target,
  catalogue: CatalogueResult,
  saidBefore: readonly string[],
  conversation: string,
): string[] {
  // A name the thing's own resource holds respelt or cut is said as such, never as a name no file uses.
  const respelt = respeltNameLines(intent, plan, out, target);
  const said = [...saidBefore, ...respelt];
  const content = out.files.map((f) => f.content).join('\n');
  // Names nothing else took, and names a reader took (quoted or marked as names, restored in
  // quotes: "the existing deployment \"search\""); words said as gaps or not read are said already.
  const names = intent.account
    .filter((o) => o.owner === 'name' || (/^"[^"]+"$/.test(o.text) && o.owner !== 'gap' && o.owner !== 'not read'))
    // Punctuation written inside the quotes ("named \"peer,\" and ...") is the sentence's, not the name's.
    .map((o) =>
      o.text
        .replace(/^["'`]|["'`]$/g, '')
        .trim()
        .replace(/[,.;:!?]+$/, ''),
    )
    .filter((n) => /[a-z0-9]/i.test(n) && givenAsName(n, conversation));
  const lines: string[] = [];
  const same = (a: string) => (b: string) => a.toLowerCase() === b.toLowerCase();
  const quotes = (words: string | undefined) =>
    !!words && said.some((l) => (/^'([^']*)'/.exec(l)?.[1] ?? '').toLowerCase().includes(words.toLowerCase()));
  // Said already: in a line, with a thing a line says was not written (a type, a mention), or
  // removed by a follow-up; a minimal block's name is its label, its values variables the answer names.
  const saidWith = (name: string) =>
    said.some((l) => namesIt(l, name)) ||
    intent.explicitTypes.some((e) => e.names.some(same(name)) && quotes(e.type)) ||
    intent.mentions.some((m) => m.names.some(same(name)) && quotes(m.text)) ||
    (intent.removed ?? []).some((r) => r.toLowerCase().includes(name.toLowerCase())) ||
    // A name a follow-up renamed away is meant to be in no file.
    (intent.renamed ?? []).some(same(name)) ||
    catalogue.extras.some((e) => e.names.some(same(name))) ||
    // An existing thing is referred to by what identifies it, which "what I understood" says with it.
    plan.components.some(
      (c) => c.attrs.flags.has('existing') && !!c.name && same(name)(c.name) && (out.produced.get(c) ?? []).length > 0,
    );
  for (const name of new Set(names)) {
    if (usesName(name, content) || saidWith(name)) continue;
    const named = plan.components.find(
      (c) =>
        (out.produced.get(c) ?? []).length > 0 &&
        (c.name?.toLowerCase() === name.toLowerCase() ||
          intent.mentions.some(
            (m) =>
              m.phrase === c.phrase &&
              target.resolve(m.kind, intent, m) === c.kind &&
              m.names.some((n) => n.toLowerCase() === name.toLowerCase()),
          )),
    );
    const title = named && titleOf(target, named.kind);
    lines.push(GeneratorMessages.nameNotUsed(name, title));
  }
  return [...respelt, ...lines];
}

// The letters and digits of a name, as a respelling keeps them ("acme-dr-2026" -> "acmedr2026").
const squashed = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The name a component's own resource (the first it produced) is written under, where a format says it
 * plainly: a Terraform block's name argument, an ARM or Bicep resource's name; undefined otherwise.
 */
function writtenName(c: Component, out: RenderOutput): string | undefined {
  const first = out.produced.get(c)?.[0];
  if (!first) return undefined;
  const block = out.terraform?.resources.find((r) => `${r.labels[0]}.${r.labels[1]}` === first);
  if (out.terraform) return typeof block?.body.name === 'string' ? block.body.name : undefined;
  // ARM and Bicep: "<provider>/<type>/<name>" of a resource at the top level.
  const parts = /^Microsoft\.[A-Za-z]+\/[A-Za-z]+\/([^/[\]()']+)$/.exec(first);
  return parts?.[1];
}

/**
 * The "not covered" lines of names the request gave that the thing's own resource holds respelt or
 * cut ("a storage account named acme-dr-2026" written as "acmedr2026"): a changed name is said,
 * never silent, even when another resource holds the name as given.
 */
function respeltNameLines(intent: Intent, plan: Planner, out: RenderOutput, target: Target): string[] {
  const given = new Set(intent.mentions.flatMap((m) => m.names));
  const lines: string[] = [];
  for (const c of plan.components) {
    if (!c.name || !given.has(c.name) || c.attrs.flags.has('existing')) continue;
    const written = writtenName(c, out);
    if (!written || written === c.name) continue;
    // A respelling keeps the name's letters and digits in order, from its start.
    const w = squashed(written);
    if (w.length < 3 || !squashed(c.name).startsWith(w)) continue;
    lines.push(GeneratorMessages.nameRespelt(c.name, titleOf(target, c.kind), written));
  }
  return lines;
}
