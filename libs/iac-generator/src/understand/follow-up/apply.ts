/**
 * A conversation's request model, built as deltas: the first turn is read as the request, and each
 * follow-up is a set of operations on what was read before it. A thing a follow-up speaks of again
 * ("the bucket", "it", a name given before) is changed in place and its new values win; a thing it
 * removes is gone, and ruled out so nothing adds it back; a thing it renames keeps its settings under
 * the new name; anything else is added. What no operation touches is kept as it was.
 *
 * The reading of the whole conversation (understand.ts) still resolves what a follow-up refers to
 * ("a web app on that plan", "add a subscription to it"); this pass only decides, for what it read,
 * which values are current.
 */
import { type Flag, type Setting } from '../../model/types';
import { flagsOf, propertyOnly, withoutFlags } from './flags';
import { type Intent, type Mention } from '../intent';
import { keepsTheRest, repeatsRemoval, saysLater, withoutPartWords } from './asides';
import { switchedOff, retarget } from './by-phrase';
import { namedAfterRemoval, operationOf, removalOf, removes, removesThing, saidAfterRemoval } from './operations';
import { removePart } from './parts';
import { removeRoutes } from './routes';
import { isReplaced, listed, namedIn, onlyNames, replacementOf } from './replacements';
import { mainMeant } from './primary';
import { movedRegions } from './regions';
import { sameThing } from './same-thing';
import { removeSaidSettings } from './setting-removal';
import { removeThingSetting } from './setting-thing';
import { withdrawnBy } from './withdrawn';
import { rehome } from './rehome';
import { removedWords } from './removed-words';
import { turnOf } from './turns';
import { fold, inName, renameTo, supersede } from './values';
import { existingNetworkSaid, insteadOfNew } from './existing-instead';
import { anotherOf } from './another';
import { bareValues, deltaValue } from './bare-value';
import { rangeBounds } from './range-bound';
import { existingOnes } from './existing-one';
import { holderOfPart } from './held-child';
import { addedReaders, clusterOfAddedMember, foldIntoGroup, groupOfMachines } from './members';
import { leftModes, saysPlainMode } from './modes';
import { earlierSettingsBack } from './earlier-settings';
import { saidKept } from './kept-said';
import { oneThing, shareTurnSettings } from './one-thing';
import { namesSaidAgain } from './names-again';
import { pointsBack } from './points-back';
import { imageTags } from './image-tag';
import { inRenameWords, saidOf, wordsOfThing } from './rename-words';

// The verbs of the operations a follow-up carries out.
const OPERATION_VERB =
  /^(?:swap|replace|remove|delete|drop|rename|scrap|scratch|ditch|forget|skip|lose|kill|nix|axe|omit|change|switch|bump|move|upgrade|downgrade|increase|decrease|raise|lower|reduce|extend|shorten|scale)$/i;
// Words after a negation that say a thing is no longer wanted ("we no longer need the NAT gateway").
const NEGATION = /\b(?:no|not|without|never|longer|n't)\b/i;

/** The request model after every follow-up's operations, in the order they were asked. */
export function applyFollowUps(intent: Intent): Intent {
  const turns = intent.turns;
  if (!turns || turns.length < 2) return intent;
  const turn = (phrase: number) => turnOf(turns, phrase);
  const ops = intent.phrases.map((p, i) => (turn(i) > 0 ? operationOf(p) : undefined));
  const swaps = intent.phrases.map((p, i) => (turn(i) > 0 ? replacementOf(p) : undefined));
  const ruledOut = new Set(intent.ruledOut ?? []);
  // Phrases an operation accounts for: nothing of them is left unread.
  const owned = new Set<number>();
  const removed: string[] = [];
  const renamed: string[] = [];
  // Phrases that left a mode behind ("from Autopilot to Standard") or swapped a thing for one of its
  // kind: their verb, and their words of the plain mode, are read.
  const switched = new Set<number>();
  // Phrases that renamed a thing, with the thing: their words of the new name and of the thing are read.
  const renamedBy = new Map<number, Mention>();
  // Words that name a thing a follow-up asked for as another of an earlier one, or as one the user has.
  const namedAnew: { phrase: number; text: string }[] = [];
  const off = new Set<Flag>();
  // Phrases whose image a follow-up retagged: their word "image" names the image changed.
  const retagged: number[] = [];
  // Phrases that only state a new value of a setting asked before ("two replicas rather than one").
  const valuesRead: number[] = [];
  let model = intent.mentions.filter((m) => turn(m.phrase) === 0);
  // A replacement puts a thing of another kind in the place of one of `kind` (in its phrase, or the
  // next one of its turn: "rather than a queue, use an SNS topic"); one of the same kind is a change
  // of that thing ("swap the t3.micro instance for a t3.large one", "Postgres instead of MySQL").
  const putsAnother = (i: number, kind: string) => {
    const near = intent.mentions.filter(
      (x) => (x.phrase === i || x.phrase === i + 1) && turn(x.phrase) === turn(i) && !isReplaced(swaps[i], x.text),
    );
    return near.some((x) => x.kind !== kind) && !near.some((x) => x.kind === kind);
  };
  const unapplied = [...(intent.unapplied ?? [])];
  for (let t = 1; t < turns.length; t++) {
    const had = flagsOf(model);
    const strays: Setting[] = [];
    // Things this turn removes that no earlier thing is: perhaps said before as a setting of another.
    const unmatched: Mention[] = [];
    // What this turn's removals took away, in the order they did.
    const goneNow: Mention[] = [];
    // A setting a removing phrase says is removed with its thing.
    const ownBy = (s: Setting) => removes(ops[s.phrase], intent.phrases[s.phrase] ?? '', s.text);
    // "keep the topic itself": what the turn says stays is never removed by it.
    const keptNow = (x: Mention) =>
      saidKept(
        intent.phrases.filter((_, i) => turn(i) === t),
        x,
      );
    // "drop the email sub": a setting of an earlier thing goes, with a thing read only from its words.
    const unset = removeSaidSettings(intent, model, t, turn, owned);
    model = unset.model;
    removed.push(...unset.removed);
    for (const i of unset.owned) owned.add(i);
    // "..., we'll use DynamoDB later": a plan for later adds nothing now.
    const later = intent.phrases.flatMap((p, i) => (turn(i) === t && saysLater(p) && !ops[i]?.remove ? [i] : []));
    for (const i of later) owned.add(i);
    // "add a second pool gpu-pool with ...": a new thing of an earlier one's kind, with its own values.
    for (const a of anotherOf(intent, model, t, turn))
      for (const w of a.words) namedAnew.push({ phrase: a.thing.phrase, text: w.toLowerCase() });
    const saidNow = intent.mentions.filter(
      (x) => turn(x.phrase) === t && !unset.owned.includes(x.phrase) && !later.includes(x.phrase),
    );
    // "follow-up on orders-api: ...": words of an earlier name said again are that thing, not one of their own.
    const again = namesSaidAgain(model, saidNow, intent.phrases, t, turn);
    for (const m of saidNow.filter((x) => !again.includes(x))) {
      const op = ops[m.phrase]!;
      // "rename it to acme-archive": words of the new name are the name, never a thing ("archive").
      if (op.rename && inName(m, op.rename.to)) continue;
      // "don't want a new VPC: put it in the existing vpc-x": the one the user has takes the new one's place.
      const replacedBy = insteadOfNew(intent, model, m, t, turn);
      if (replacedBy.length) {
        for (const x of replacedBy)
          removed.push(x.names.length ? `${x.text ?? x.kind} ${x.names.join(', ')}` : (x.text ?? x.kind));
        model = [...model.filter((x) => !replacedBy.includes(x)), m];
        goneNow.push(...replacedBy);
        continue;
      }
      // "swap the queue for an SNS topic": the thing replaced goes, unless the new one is of its kind (a change).
      const swap = swaps[m.phrase];
      const replaced = isReplaced(swap, m.text) && putsAnother(m.phrase, m.kind);
      const phraseOf = intent.phrases[m.phrase];
      const taken =
        removesThing(op, phraseOf, m.text) &&
        !namedAfterRemoval(op, phraseOf, m.names) &&
        !saidAfterRemoval(
          op,
          phraseOf,
          m.text,
          saidNow.filter((x) => x.phrase === m.phrase && x !== m).map((x) => x.text ?? ''),
        );
      if (replaced || taken) {
        const said = { ...m, names: withoutPartWords(m.names) };
        const gone = sameThing(model, said, op, true, intent.phrases[m.phrase]).filter((x) => !keptNow(x));
        if (gone.length) owned.add(m.phrase);
        // Asked before only as a setting of another thing ("encrypted with a customer managed KMS key"): see below.
        if (!gone.length && taken) unmatched.push(m);
        removed.push(...removedWords(gone));
        // What the turn's other phrases said that the reading gave to what is now gone is still asked.
        strays.push(...[m, ...gone].flatMap((x) => x.settings).filter((s) => turn(s.phrase) === t && !ownBy(s)));
        model = model.filter((x) => !gone.includes(x));
        goneNow.push(...gone);
        // A part of a thing that stays ("the dead letter queue" of a queue): its property goes, the thing stays.
        const phrase = intent.phrases[m.phrase];
        const own = (s: Setting) => s.phrase === m.phrase && removes(op, phrase, s.text);
        for (const flag of removePart(model, gone, m, own)) off.add(flag);
        // Ruled out only when none of its kind is left: one of two buckets removed keeps the other's wiring.
        if (!model.some((x) => x.kind === m.kind)) ruledOut.add(m.kind);
        continue;
      }
      const targets = sameThing(model, m, op, false, intent.phrases[m.phrase]);
      // "the queue's lock duration": a part named inside an earlier thing is changed through its holder.
      const holder = targets.length ? undefined : holderOfPart(model, m);
      if (holder) {
        fold(holder, { ...m, names: [], count: 1 }, op);
        continue;
      }
      // "change it to D8s_v5 spot VMs" of a scale set: the machines are its members, never machines of their own.
      // "add a second instance as a reader" of an Aurora cluster: one more member of it, never a machine.
      const cluster = targets.length ? undefined : clusterOfAddedMember(model, m, intent.phrases[m.phrase], t, turn);
      if (cluster) {
        fold(cluster, addedReaders(cluster, m), op);
        // Its words ("as a reader") say which member it is: read.
        valuesRead.push(m.phrase);
        continue;
      }
      const group = targets.length ? undefined : groupOfMachines(model, m, op, intent.phrases[m.phrase], t, turn);
      if (group) {
        fold(group, foldIntoGroup(group, m), op);
        continue;
      }
      if (!targets.length) {
        model.push(m);
        continue;
      }
      for (const target of targets) fold(target, m, op, renamed);
      // "swap the queue for a FIFO one": a replacement by one of the same kind changed the thing.
      if (swaps[m.phrase]) switched.add(m.phrase);
      if (op.rename) {
        owned.add(m.phrase);
        renamedBy.set(m.phrase, targets[0]);
      }
    }
    // "use an SNS topic instead of the queue": the thing replaced, said with no words of a kind of its own
    // ("the queue" refers back), is the earlier one its words name: by a name, or by its kind's word.
    intent.phrases.forEach((_, i) => {
      const swap = swaps[i];
      if (turn(i) !== t || !swap) return;
      const gone = model.filter((x) => turn(x.phrase) < t && namedIn(swap.old, x) && !keptNow(x));
      if (!gone.length || new Set(gone.map((x) => x.kind)).size > 1 || !putsAnother(i, gone[0].kind)) return;
      removed.push(...removedWords(gone));
      model = model.filter((x) => !gone.includes(x));
      if (!model.some((x) => x.kind === gone[0].kind)) ruledOut.add(gone[0].kind);
      owned.add(i);
    });
    // "remove the topic", "drop the database and the cache": each thing a removal lists that its
    // phrase read no thing of its own for (the words refer back) removes the earlier thing its words
    // are only the name or kind words of, with the words read beside it as one thing.
    intent.phrases.forEach((phrase, i) => {
      const words = turn(i) === t ? removalOf(phrase)?.words : undefined;
      for (const item of words ? listed(words) : []) {
        const own = intent.mentions.some((m) => m.phrase === i && !!m.text && plainOf(item).includes(plainOf(m.text)));
        // A thing read only from a property's words ("versioning" beside its account) is the property, which
        // the turn turns off below: the thing it was read beside stays.
        const hits = own
          ? []
          : model.filter((x) => turn(x.phrase) < t && onlyNames(item, x) && !propertyOnly({ ...x, names: [] }));
        if (!hits.length || new Set(hits.map((x) => x.kind)).size > 1) continue;
        const gone = model.filter((x) => hits.includes(x) || hits.some((h) => oneThing(h, x)));
        removed.push(...removedWords(gone));
        model = model.filter((x) => !gone.includes(x));
        if (!model.some((x) => x.kind === gone[0].kind)) ruledOut.add(gone[0].kind);
        owned.add(i);
      }
    });
    // "remove the /v1 route": one route of an Ingress goes, the Ingress and its other routes stay.
    intent.phrases.forEach((phrase, i) => {
      const words = turn(i) === t ? removalOf(phrase)?.words : undefined;
      const gone = words ? removeRoutes(model, words) : [];
      if (!gone.length) return;
      removed.push(...gone);
      owned.add(i);
    });
    // "remove the reporter ServiceAccount, run it as the existing ops-runner one instead".
    const ones = existingOnes(intent, model, goneNow, strays, t, turn);
    namedAnew.push(...ones.names);
    for (const x of ones.added) {
      model.push(x);
      owned.add(x.phrase);
      if (model.filter((m) => m.kind === x.kind).length === 1) ruledOut.delete(x.kind);
    }
    unapplied.push(...rehome(strays, model, intent.phrases));
    // A setting of an earlier turn the reading gave to a thing this turn adds is the earlier thing's.
    earlierSettingsBack(model, t, turn);
    // "we don't need the customer managed key": the earlier setting that asked for it goes.
    for (const m of unmatched) {
      const unset = removeThingSetting(model, m, t, turn);
      if (!unset.length) continue;
      owned.add(m.phrase);
      removed.push(...unset);
    }
    // "..., we don't need it" after a removal, "keep the rest": read, and nothing more to do.
    intent.phrases.forEach((phrase, i) => {
      const sameTurn = (k: number) => turn(k) === t;
      if (!sameTurn(i) || owned.has(i)) return;
      if (keepsTheRest(phrase) || repeatsRemoval(intent.phrases, i, sameTurn, ops, (k) => owned.has(k))) owned.add(i);
    });
    // "use our existing vpc core-net" read as the network to use: the new network asked before goes.
    const networks = existingNetworkSaid(intent, model, t, turn);
    for (const x of networks) removed.push(x.text ?? x.kind);
    model = model.filter((x) => !networks.includes(x));
    for (const flag of switchedOff(intent, model, t, turn, ops)) off.add(flag);
    // "from Autopilot to Standard": the mode left behind is turned off on the thing that had it.
    const modes = leftModes(intent, model, t, turn);
    for (const flag of modes.off) off.add(flag);
    for (const i of modes.phrases) switched.add(i);
    // "make it 14 days instead": a value alone changes the one setting stated before in its unit.
    for (const i of [...rangeBounds(intent, model, t, turn), ...bareValues(intent, model, t, turn)]) {
      owned.add(i);
      valuesRead.push(i);
    }
    // "bump the image to 1.9.0": the new tag on the image run before.
    const images = imageTags(intent, model, t, turn);
    for (const i of images.read) owned.add(i);
    retagged.push(...images.retagged);
    retarget(intent, model, t, turn);
    // What the turn said of one mention of a thing is said of every mention of it.
    shareTurnSettings(model, t, turn);
    for (const m of model) supersede(m, t, turn, ops, intent.phrases);
    // "we no longer need the NAT gateway": the reading ruled the kind out; what an earlier turn asked for goes.
    const noLonger = (m: Mention) =>
      turn(m.phrase) < t &&
      ruledOut.has(m.kind) &&
      intent.phrases.some(
        (p, i) => turn(i) === t && NEGATION.test(p) && !!m.text && p.toLowerCase().includes(m.text.toLowerCase()),
      );
    for (const m of model.filter(noLonger)) removed.push(m.text ?? m.kind);
    model = model.filter((m) => !noLonger(m));
    // "turn off versioning": a thing read from the property's own words ("versioned" as a versioning
    // resource) goes with the property, once nothing else of the request has it.
    const kept = flagsOf(model);
    const lost = new Set([...had, ...off].filter((f) => !kept.has(f)));
    model = model.filter((m) => !(turn(m.phrase) < t && propertyOnly(m, lost)));
    // Nothing has it any more: the request as a whole no longer asks for it either.
    for (const f of lost) off.add(f);
    // "call it archive instead": a rename whose phrase named no thing renames the thing spoken of last.
    intent.phrases.forEach((_, i) => {
      const rename = ops[i]?.rename;
      // Words of the new name read as a thing ("jobs" of "jobs-v2") are no thing the phrase names.
      // A thing the phrase names in the rename's own words ("rename the queue orders to x") is renamed
      // through its mention; one named only in another clause of it ("rename the vault to x and allow our
      // IP through its firewall") leaves the rename to find its thing here.
      const phrase = intent.phrases[i];
      if (
        turn(i) !== t ||
        !rename ||
        intent.mentions.some((m) => m.phrase === i && !inName(m, rename.to) && inRenameWords(phrase, m))
      )
        return;
      // What it renames was said before it ("rename that pool to general, and add a second pool ...").
      const before = model.filter((m) => m.phrase < i);
      const target =
        (rename.from && before.findLast((m) => m.names.includes(rename.from!))) ||
        mainMeant(intent.phrases[i], before) ||
        before.findLast((m) => saidOf(intent.phrases[i], m)) ||
        before.findLast((m) => saidOf(intent.phrases[i], m, true)) ||
        // "scale it down to 2 replicas and rename it to web-v2": the thing the phrase itself changed.
        before.find((m) => m.settings.some((s) => s.phrase === i)) ||
        // "rename it": a thing the user already has is only referred to, never renamed by this answer.
        before.findLast((m) => !m.attrs.flags.has('existing')) ||
        before.at(-1);
      if (!target) return;
      renameTo(target, rename, renamed);
      renamedBy.set(i, target);
      owned.add(i);
    });
  }
  // Words of a removal's own clause, or of a phrase that keeps the rest (never of a clause after the removal).
  const carriedOut = (i: number, text: string) => {
    const op = ops[i];
    if (keepsTheRest(intent.phrases[i]) || (turn(i) > 0 && saysLater(intent.phrases[i]) && !op?.remove)) return true;
    const others = [op?.before, op?.rest].filter(Boolean).join(' ').toLowerCase();
    return !!op?.remove && !others.includes(text.toLowerCase());
  };
  // A phrase whose change a thing now holds ("change the gcs one to nearline"): its verb is read.
  const changed = (i: number) => !!ops[i]?.change && model.some((m) => m.settings.some((s) => s.phrase === i));
  // The words of a phrase a removal carried out (its verb, "part", "we don't need it") are read.
  const readNow = (a: { phrase: number; text: string; owner?: string; nounPhrase?: true }) =>
    ((owned.has(a.phrase) || changed(a.phrase) || switched.has(a.phrase)) && OPERATION_VERB.test(a.text)) ||
    (switched.has(a.phrase) && (a.owner === 'not read' || !!a.nounPhrase) && saysPlainMode(a.text, model)) ||
    ((a.owner === 'not read' || !!a.nounPhrase) && renameWords(a.phrase, a.text)) ||
    (owned.has(a.phrase) && (a.owner === 'not read' || !!a.nounPhrase) && carriedOut(a.phrase, a.text)) ||
    ((a.owner === 'not read' || !!a.nounPhrase) && valueWords(a.phrase, a.text));
  // "lower the max to 4 nodes": the words of a clause whose new value a setting now holds say which setting.
  const valueWords = (i: number, text: string) =>
    valuesRead.includes(i) &&
    (deltaValue(intent.phrases[i])?.clause ?? intent.phrases[i]).toLowerCase().includes(text.toLowerCase());
  // "rename the cluster to ledger-live": the new name, and the words that say which thing ("the cluster").
  const renameWords = (i: number, text: string) => {
    const target = renamedBy.get(i);
    const to = ops[i]?.rename?.to;
    return !!target && !!to && (inName({ text }, to) || wordsOfThing(text, target));
  };
  const anew = (a: { phrase: number; text: string }) =>
    namedAnew.some((n) => n.phrase === a.phrase && a.text.toLowerCase().split(/\s+/).includes(n.text));
  // Words that only point back at what the conversation already has (a name said again, a value replaced).
  const nameAgain = pointsBack(intent, model, turn, retagged);
  const account = intent.account.map((a) =>
    readNow(a) || ((a.owner === 'not read' || !!a.nounPhrase) && nameAgain(a))
      ? { ...a, owner: 'relation' as const, nounPhrase: undefined }
      : anew(a) && (a.owner === 'not read' || a.nounPhrase)
        ? { ...a, owner: 'resource' as const, nounPhrase: undefined }
        : a,
  );
  // A line the reading wrote of words a phrase of a new value says ("'two replicas' ... not written")
  // is of a value that is now the earlier setting's.
  const quotesValueRead = (line: string) => {
    const quoted = /^'(.*?)' \(/s.exec(line)?.[1]?.toLowerCase();
    return !!quoted && valuesRead.some((i) => intent.phrases[i].toLowerCase().includes(quoted));
  };
  // A line of what a later turn removed, never written: no longer asked for, so no longer said.
  const withdrawn = withdrawnBy(intent, turn);
  const stillAsked = (u: { line: string }) => !quotesValueRead(u.line) && !withdrawn(u.line);
  return {
    ...intent,
    global: withoutFlags(movedRegions(intent, model, turn, ops), off),
    mentions: model,
    ruledOut: [...ruledOut],
    unread: intent.unread.filter(
      (u) => !owned.has(u.phrase) && !(switched.has(u.phrase) && saysPlainMode(u.text, model)) && !nameAgain(u),
    ),
    // The verb of a phrase an operation carried out ("swap", read as a noun by the tagger) relates its things.
    account,
    notRead: intent.notRead.filter((n) => !readNow({ ...n, owner: 'not read' }) && !anew(n) && !nameAgain(n)),
    unapplied: unapplied.some(stillAsked) ? unapplied.filter(stillAsked) : undefined,
    notCovered: [...intent.notCovered, ...unapplied.slice(intent.unapplied?.length ?? 0).map((u) => u.line)].filter(
      (line) => !quotesValueRead(line) && !withdrawn(line),
    ),
    removed: removed.length ? removed : undefined,
    renamed: renamed.length ? renamed : undefined,
  };
}

const plainOf = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
