/**
 * Traceability: every phrase of the request maps to the resources that realised it, with the
 * settings they honour; every resource nobody asked for is named with the reason it was added;
 * every component or setting that was not written is a "not covered" line with its reason.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { schemaSource } from '../catalogue';
import { regionOf } from '../model/regions';
import { type Component, type Setting } from '../model/types';
import { type Planner } from '../plan/planner';
import { attrsOf, honoured, type Reads } from '../plan/track-reads';
import { type RenderOutput } from '../render/types';
import { type Target } from '../targets/target';
import { type Intent } from '../understand/understand';
import { carriedByResources } from './carried-instead';
import { lookupUsed } from './existing-used';
import { codeValuesMissing, heldByFiles, heldUnderWord, otherwiseWritten } from './held';
import { isDuration, valuesNotHeld } from './stated-values';
import { usesName } from './unused-names';
import { keyHoldingValue } from './value-keys';
import { scopeOf } from './scope';
import { propertyHeld } from './files-say';
import { phraseNamesKind, unaskedMetric } from './phrase-names';

export interface Coverage {
  phrase: string;
  resources: string[];
  settings?: string[];
  /** The metric an alarm read for the words watches, which no word of the request says. */
  watches?: string;
}

export interface Trace {
  covered: Coverage[];
  /** Components written for words that do not name what they are: said as read so, never as realising the phrase. */
  readAs: Coverage[];
  added: { resources: string[]; reason: string }[];
  minimal: string[];
  /** Asked-for components the target wrote nothing for. */
  empty: string[];
  /** Stated settings no writer honoured. */
  settings: string[];
  /** Stated regions the target cannot use. */
  regions: string[];
  /** Where the minimal blocks come from. */
  source?: string;
  /**
   * Settings no writer honoured whose words the component's own resources carry all the same
   * ("autoscaling" beside the autoscale settings written for a scale set): "written, not read" lines.
   */
  carried: string[];
}

// Why a setting cannot be written for a kind, where there is more to say than "not written".
const SETTING_NOTES = GeneratorMessages.settingNotes;

const titleOf = (target: Target, c: Component) =>
  (target.kinds.get(c.kind) as { title?: string } | undefined)?.title ?? c.kind.split('.')[1].replace(/_/g, ' ');

// The type a produced resource is written as, by its last word: "google_sql_database.x" -> database,
// "Microsoft.Sql/servers/databases/x" -> database, "X (AWS::Glue::Database)" -> database, "Deployment/x" -> deployment.
function typeWord(resource: string): string {
  const type =
    /\(([^()]+)\)$/.exec(resource)?.[1] ??
    (/^[\w.]+\/[\w.]+\//.test(resource) ? resource.split('/').slice(0, -1).join('/') : resource.split(/[./]/)[0]);
  return singular(type.split(/::|[/_.]/).pop() ?? '');
}

// Words of a kind's title that say whose product it is, not what it is.
const BRANDS = new Set(['aws', 'amazon', 'azure', 'microsoft', 'google', 'gcp', 'the']);
const stemOf = (w: string) =>
  w
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(?<=[a-z]{2})s$/, '');

/**
 * Whether `text` names a kind titled `title` ("ECS service (Fargate)", "Linux virtual machine"): every
 * word of the title outside its brackets and brand is said, or stands in an acronym said ("VM").
 */
function namedIn(title: string, text: string): boolean {
  const said = new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stemOf));
  const words = (
    title
      .replace(/\([^)]*\)/g, ' ')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  ).filter((w) => !BRANDS.has(w));
  if (!words.length) return false;
  return words.every(
    (w, i) =>
      said.has(stemOf(w)) ||
      [...said].some((a) => {
        // An acronym of consecutive words, this one among them ("vm" of virtual machine).
        if (a.length < 2) return false;
        for (let start = Math.max(0, i - a.length + 1); start <= i; start++)
          if (
            start + a.length <= words.length &&
            words
              .slice(start, start + a.length)
              .map((x) => x[0])
              .join('') === a
          )
            return true;
        return false;
      }),
  );
}

const singular = (w: string) => w.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');

// The things a count or amount is of: the word after each number ("30 pods", "1 to 5 nodes" -> nodes).
const countedOf = (text: string) =>
  new Set([...text.toLowerCase().matchAll(/\d[\d.,]*\s*([a-z]{3,})/g)].map((m) => singular(m[1])));

/**
 * Whether two statements filling one attribute speak of one thing: "at most 30 pods" and "from 1 to 5
 * nodes" count different things, so the nodes written are no value "written instead" of the pods.
 */
function sameThing(a: string, b: string): boolean {
  const x = countedOf(a);
  const y = countedOf(b);
  return !x.size || !y.size || [...x].some((w) => y.has(w));
}

/**
 * Whether a child the request asks for inside a component ("a database named orders") is among what
 * its writer produced: 'held' when one of its kind is there with the names given (or none was given),
 * 'renamed' when one is there under other names, undefined when none is.
 */
function childWritten(s: Setting, produced: readonly string[], content: string): 'held' | 'renamed' | undefined {
  const word = s.label
    .toLowerCase()
    .split(/\s+/)
    .pop()!
    .replace(/(?:ies|es|s)$/, '');
  const names = [...s.text.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  // None made, yet each name given is what a key of its word holds (a capture's blobContainer: the
  // container of an existing account, used by name): held.
  // A type's last word may join a product's word to the child's ("eventhubs" of a hub).
  if (!produced.some((r) => typeWord(r).endsWith(word) || armTypeWords(r).some((t) => t.endsWith(word))))
    return names.length && names.every((n) => heldUnderWord(n, word, content)) ? 'held' : undefined;
  // A child's name may only show in what was produced for it ("ns/telemetry" of an ARM hub).
  const named = (n: string) => usesName(n, content) || produced.some((r) => r.endsWith(`/${n}`));
  return names.every(named) ? 'held' : 'renamed';
}

/**
 * The words of an ARM type's levels, before the names ("Microsoft.EventHub/namespaces/eventhubs/ns/hub" ->
 * namespace, eventhub): a child's name joins its parent's with a slash, so the last segment is no type.
 */
function armTypeWords(resource: string): string[] {
  if (!/^Microsoft\.[\w.]+\//i.test(resource)) return [];
  const levels = resource.split('/').slice(1);
  const end = levels.findIndex((l) => !/^[a-z][a-zA-Z]*s$/.test(l));
  return levels.slice(0, end < 0 ? levels.length - 1 : Math.min(end, levels.length - 1)).map(singular);
}

// More words than a setting is stated in: the reading took a whole clause as its words.
const MAX_SETTING_WORDS = 8;

/**
 * The words a honoured setting is listed with: its own, or, when the reading took a whole clause as
 * them ("It should be reachable from the internet on port 8080 and scale ..." as a port), the values
 * written, so the list does not claim the clause's other asks (an external ingress) were honoured.
 */
function shownText(s: Setting, components: readonly Component[]): string {
  if (s.text.split(/\s+/).length <= MAX_SETTING_WORDS) return s.text;
  const holder = components.find((c) => c.settings?.includes(s));
  const attrs = holder ? (attrsOf(holder) as unknown as Record<string, unknown>) : {};
  const values = [
    ...Object.values(s.values ?? {}),
    ...(s.values ? [] : s.keys.filter((k) => !k.startsWith('flag:')).map((k) => attrs[k])),
  ]
    .flat()
    .filter((v) => typeof v === 'number' || typeof v === 'string');
  return values.length ? values.join(', ') : s.text;
}

/** A component with those it refers to (a service's task definition): where its settings are written. */
const ownAndReferred = (c: Component): Component[] => [
  c,
  ...Object.values(c.ref)
    .flat()
    .filter((r): r is Component => !!r),
];

export function trace(intent: Intent, plan: Planner, out: RenderOutput, target: Target, reads: Reads): Trace {
  const produced = (c: Component) => out.produced.get(c) ?? [];
  const explicit = plan.components.filter((c) => !c.implicit);
  // That a thing exists is said with what the files do with it (listed only where they refer to it).
  const settingText = (s: Setting) =>
    GeneratorMessages.explanation.setting(
      shownText(s, plan.components),
      s.keys.includes('flag:existing') ? GeneratorMessages.existingReferredLabel : s.label,
    );
  // A component said to exist already is referenced when it produced a lookup (a data source, a
  // parameter, or a note that it is referred to): what else it produced is what it holds towards new
  // ones (an existing topic's subscription to a new queue).
  const referenced = (c: Component) => produced(c).some((r) => /^data\.|^parameter |referred to/.test(r));
  const content = out.files.map((f) => f.content).join('\n');
  // The things planned inside a component: those that refer to it (an event hub to its namespace).
  const inside = (c: Component) => plan.components.filter((o) => o !== c && Object.values(o.ref).flat().includes(c));
  // One said to exist beside new ones is there for them to use (a vault's key for a new account): a
  // lookup nothing written uses honours nothing asked of it. Alone in the request, referring is all.
  const others = (c: Component) =>
    explicit.some((o) => o !== c && !attrsOf(o).flags.has('existing') && produced(o).length);
  const unused = (c: Component) => referenced(c) && others(c) && lookupUsed(produced(c), content, c.name) === false;

  // Read by its writer, yet a value the files must hold as written (an image reference) is not there:
  // something else was written for it ("nginx:1.27" -> its unprivileged build), never honoured.
  // So is a value spelled as code ("Standard_B2s"), or a typed value ("50 processing units",
  // "10.40.0.0/16") in none of its spellings, that no file holds: read is not written.
  // A yes/no setting's words name what it turns on ("ADLS Gen2" for the hierarchical namespace): a
  // code among them is no value the files must spell.
  const onOff = (s: Setting) => {
    const stated = Object.values(s.values ?? {});
    return stated.length > 0 && stated.every((v) => typeof v === 'boolean');
  };
  const codeMissing = (s: Setting) => (onOff(s) ? [] : codeValuesMissing(s.text, content));
  // A duration is left out: writers derive other values from it (3 days of 12-hourly snapshots kept
  // as a count of 6), which only their reading knows.
  const missingValues = (s: Setting) => [
    ...codeMissing(s),
    ...valuesNotHeld(s.text, content)
      .filter((v) => !isDuration(v))
      .map((v) => v.words),
  ];
  const kept = (s: Setting) =>
    honoured(s, plan.components, reads) && !otherwiseWritten(s.values, content, s.text) && !missingValues(s).length;

  const mentionText = (c: Component) =>
    intent.mentions.find((m) => m.phrase === c.phrase && target.resolve(m.kind, intent, m) === c.kind)?.text ??
    (c.config.text as string | undefined) ??
    titleOf(target, c);
  // An alarm watching a metric no word of the request says does not realise the words (phrase-names.ts).
  const conversation = intent.phrases.join('\n');
  const watches = (c: Component) => unaskedMetric(produced(c), scopeOf(out, produced(c)), conversation);
  const covered: Coverage[] = [];
  const readAs: Coverage[] = [];
  intent.phrases.forEach((phrase, i) => {
    // A phrase realised by the components that honour the settings it stated, and its own that it names (phrase-names.ts).
    const stated = plan.components.filter((c) => (c.settings ?? []).some((s) => s.phrase === i && kept(s)));
    const names = (c: Component) =>
      !watches(c) &&
      (stated.includes(c) ||
        referenced(c) ||
        phraseNamesKind(`${phrase} ${mentionText(c)}`, titleOf(target, c), produced(c)));
    const mine = explicit.filter((c) => c.phrase === i && names(c));
    for (const c of explicit.filter((o) => o.phrase === i && !names(o) && produced(o).length))
      readAs.push({ phrase: mentionText(c), resources: produced(c), watches: watches(c) });
    const resources = [...new Set([...mine, ...stated.filter((c) => !c.implicit)].flatMap(produced))];
    if (!resources.length) return;
    const settings = [
      ...new Set(
        plan.components
          .flatMap((c) => c.settings ?? [])
          .filter((s) => s.phrase === i && kept(s))
          .filter(
            (s) =>
              !s.keys.includes('flag:existing') ||
              plan.components.some((c) => c.settings?.includes(s) && referenced(c) && !unused(c)),
          )
          .map(settingText),
      ),
    ];
    covered.push({ phrase, resources, settings: settings.length ? settings : undefined });
  });

  const added = plan.components
    .filter((c) => c.implicit && produced(c).length)
    .map((c) => ({ resources: produced(c), reason: c.implicit! }));
  const minimal = plan.components.filter((c) => c.kind.endsWith('.catalogue')).flatMap(produced);

  const empty = explicit
    .filter((c) => target.reportUnproduced && !produced(c).length)
    .map((c) => GeneratorMessages.notWrittenForTarget(mentionText(c), target.label));

  // A setting is said of its component's kind where the request names that kind with it, or names it
  // where it asks for the component and names nothing else with the setting ("an ECS service on
  // Fargate ..., autoscaling min 2 max 9"); never of a kind written for another cloud's product.
  const saidOf = (s: Setting, c: Component) => {
    const title = titleOf(target, c);
    if (namedIn(title, intent.phrases[s.phrase] ?? '')) return true;
    const others = intent.mentions.some(
      (m) => m.phrase === s.phrase && m.phrase !== c.phrase && target.resolve(m.kind, intent, m) !== c.kind,
    );
    return !others && c.phrase !== undefined && namedIn(title, intent.phrases[c.phrase] ?? '');
  };
  const settings: string[] = [];
  const carried: string[] = [];
  const seen = new Set<Setting>();
  for (const c of explicit) {
    if (!produced(c).length) continue;
    for (const s of c.settings ?? []) {
      if (seen.has(s)) continue;
      seen.add(s);
      if (s.keys.includes('flag:existing') && !referenced(c)) {
        settings.push(GeneratorMessages.existingCreatedNew(s.text, titleOf(target, c), target.label));
        continue;
      }
      if (s.keys.includes('flag:existing') && unused(c)) {
        settings.push(GeneratorMessages.existingNotUsed(s.text, titleOf(target, c)));
        continue;
      }
      if (kept(s)) continue;
      // Two values stated for one attribute ("requests 250m CPU ... limits 2 CPU", "2 replicas" then
      // "bump it to 4"): the one written is named, so the line says what the file holds instead.
      const instead = (c.settings ?? []).find(
        (o) =>
          o !== s &&
          o.keys.some((k) => s.keys.includes(k)) &&
          sameThing(o.text, s.text) &&
          honoured(o, plan.components, reads),
      );
      // Within one phrase the later, more exact words say the same thing again ("a Postgres StatefulSet
      // running the example/postgres-custom:16.4 image"): nothing stated was left out.
      if (instead?.phrase === s.phrase) continue;
      // The files hold the stated value all the same (the writer's own choice): met, not missing;
      // unless another value of the attribute was written instead, which the line says.
      if (!instead && heldByFiles(s.values, content, s.text)) continue;
      // A thing inside it ("a database named orders") that its writer writes all the same: held when
      // the name given is used (or none was given), else the line says it has a name of its own.
      // Also written by a thing planned inside it (the hub of an Event Hubs namespace).
      const child = s.keys.includes('children')
        ? childWritten(s, [...produced(c), ...inside(c).flatMap(produced)], content)
        : undefined;
      if (child === 'held') continue;
      // The files hold the stated value under a key saying what it is ("listens on 3000" beside
      // containerPort = 3000), whoever wrote it: said as written there, never as not written.
      const label = s.label.split(/\s+/);
      const heldAt =
        child === undefined && !instead
          ? (keyHoldingValue(s.text, scopeOf(out, ownAndReferred(c).flatMap(produced)), label) ??
            keyHoldingValue(s.text, content, label))
          : undefined;
      if (heldAt) {
        carried.push(GeneratorMessages.valueWrittenAt(s.text, heldAt));
        continue;
      }
      const note =
        ((child === 'renamed' && GeneratorMessages.childRenamed(s.label)) ||
          (honoured(s, plan.components, reads) &&
            GeneratorMessages.writtenOtherwise(codeMissing(s).join(', ') || s.text)) ||
          (instead && GeneratorMessages.writtenInstead(instead.text))) ??
        SETTING_NOTES[`${c.kind}:${s.label}`] ??
        (s.keys.includes('children') ? GeneratorMessages.childNotWritten(s.label, target.label) : undefined);
      // "Not written yet" of words the component's own resources carry would call missing what is
      // there: said as written though not read, with what carries them.
      // Looked for in the component's own resources only, where a short word says what it is ("log"
      // of a Cloud NAT's log_config, which its writer writes whatever was read).
      // A property its writer did not read that a key of its own resources holds all the same
      // ("kmsKey" of kms_master_key_id set to the key written for it) is there: said as written.
      const property = note ? undefined : propertyHeld(s, scopeOf(out, produced(c)));
      const carriedBy = note ? undefined : (property ?? carriedByResources(s.text, produced(c), out, 3));
      if (carriedBy) {
        carried.push(GeneratorMessages.writtenUnread(s.text, carriedBy));
        continue;
      }
      settings.push(
        GeneratorMessages.settingNotSet(
          s.text,
          s.label,
          // The kind is named only where the request names it with the setting: a value the reading gave
          // to another kind than the one it was said of ("at most 20 tasks" of a queue, read as a Cloud
          // Run service's maximum) is not said to be that kind's.
          saidOf(s, c) ? titleOf(target, c) : undefined,
          note ?? GeneratorMessages.targetDoesNotSet(target.label),
        ),
      );
    }
  }

  for (const s of plan.orphans.filter((x) => x.keys.includes('flag:existing')))
    settings.push(GeneratorMessages.existingNotReferred(s.text, target.label));
  for (const s of plan.orphans.filter((x) => !x.keys.includes('flag:existing')))
    settings.push(GeneratorMessages.settingTakenByNothing(s.text, s.label));
  settings.push(...plan.unmet);

  const regions: string[] = [];
  const stated = intent.global.regions;
  if (stated.length) {
    const usable = regionOf(intent.cloud, stated);
    if (intent.cloud === 'k8s') regions.push(GeneratorMessages.regionOnKubernetes(stated[0]));
    else if (!usable) regions.push(GeneratorMessages.regionUnknown(stated.join(', '), target.label));
    else if (target.dialect === 'cloudformation') regions.push(GeneratorMessages.regionCloudFormation(usable));
  }

  return {
    covered,
    readAs,
    added,
    minimal,
    empty,
    settings,
    regions,
    carried,
    source: minimal.length && target.dialect ? schemaSource(target.dialect) : undefined,
  };
}
