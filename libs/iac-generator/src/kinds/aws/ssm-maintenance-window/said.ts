/**
 * What a Systems Manager maintenance window is said to do, read from its own phrase and those after
 * it up to the next thing asked: how long it stays open, when it stops starting tasks, which
 * instances it targets (a tag as written, or instance ids) and the Run Command task it runs. Each
 * value read is written, so its words are the wiring's, not unread.
 */
import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { num } from '../../../understand/numbers';

// "for 3 hours", "lasting 4 hours", "a 2-hour window", "duration 3h".
const DURATION =
  /\b(?:for|lasting|lasts|open\s+for|duration(?:\s+of)?)\s+(\d{1,2})\s*(?:hours?|hrs?|h)\b|(?:\ban?\s+)?\b(\d{1,2})[-\s](?:hour|hr)\s+(?:long\s+)?(?:window|duration|slot)\b/i;
// "cutoff 1 hour", "a 1 hour cutoff", "stop starting tasks 1 hour before the end".
const CUTOFF =
  /\bcut-?\s?off\s+(?:of\s+|at\s+)?(\d{1,2})\s*(?:hours?|hrs?|h)\b|(?:\b(?:with\s+)?an?\s+)?\b(\d{1,2})[-\s]?(?:hours?|hrs?|h)\s+cut-?\s?off\b|\bstops?\s+(?:starting|scheduling)\s+(?:new\s+)?tasks\s+(\d{1,2})\s*(?:hours?|hrs?|h)\s+before\b/i;
// "tagged PatchGroup=web", "with the tag Patch Group: web", "tag Environment set to prod": the key as written.
const TAG =
  /\b(?:[Tt]agged|[Tt]ags?)\s+(?:with\s+)?(?:the\s+)?(?:key\s+)?["']?([A-Za-z][\w.:/-]*(?: [A-Z][\w.:/-]*)?)["']?\s*(?:=|:|\s+(?:value|set\s+to|equal\s+to|equals|of|is)\s+)\s*["']?([\w.:/*-]+?)["']?(?=[\s,;)]|\.?$|\.\s)/;
// The system the targets run, said of them ("our Windows servers"): written in the target's description.
const TARGET_SYSTEM =
  /\b(windows(?:\s+server)?|linux|ubuntu|amazon\s+linux(?:\s+2023|\s+2)?|rhel|red\s+hat|debian)\s+(?:servers|instances|machines|hosts|fleet|boxes|vms)\b/i;
const INSTANCE_ID = /\bi-[0-9a-f]{8,17}\b/g;
// An SSM document by its name ("AWS-RunPatchBaseline", "AWS-RunShellScript").
const DOCUMENT = /\bAWS-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\b/;
// Patching said in words, without the document's name.
const PATCHING = /\bpatch(?:es|ing|ed)?\b|\bpatch\s+baseline\b/i;
const SCAN_ONLY = /\bscan(?:s|ning)?\s+only\b|\bonly\s+scan\w*\b|\bjust\s+scan\w*\b/i;
const NO_REBOOT = /\b(?:no|never|without(?:\s+a)?|don'?t)\s+reboot\w*\b/i;
// "max concurrency 20%", "two at a time", "5 instances at a time".
const COUNT = '(\\d{1,3}%?|one|two|three|four|five|six|seven|eight|nine|ten)';
const CONCURRENCY = new RegExp(
  `\\bmax(?:imum)?\\s+concurrency\\s+(?:of\\s+)?${COUNT}|\\b${COUNT}\\s+(?:(?:instances|targets|machines|servers|hosts)\\s+)?at\\s+a\\s+time\\b`,
  'i',
);
const ERRORS =
  /\bmax(?:imum)?\s+errors?\s+(?:of\s+)?(\d{1,3}%?)|\bstop\s+after\s+(\d{1,3}%?)\s+(?:errors|failures|failed)\b/i;

/** What the phrases say of the window, as its config. */
export interface WindowSaid {
  durationHours?: number;
  cutoffHours?: number;
  tag?: { key: string; value: string };
  instanceIds?: string[];
  targetSystem?: string;
  document?: string;
  operation?: 'Scan' | 'Install';
  rebootOption?: 'NoReboot' | 'RebootIfNeeded';
  maxConcurrency?: string;
  maxErrors?: string;
}

/** A count as the service takes it: digits, or a percentage, as written. */
const counted = (s: string): string => (s.endsWith('%') ? s : String(num(s.toLowerCase())));

/** The phrases said of `c`: its own and those after it up to the next thing the request asks for. */
export function ownPhrases(c: Component, plan: Planner): number[] {
  const own = c.phrase;
  if (own === undefined) return [];
  const next = Math.min(
    plan.phrases.length,
    ...plan.components.filter((o) => !o.implicit && (o.phrase ?? -1) > own).map((o) => o.phrase ?? own),
  );
  return Array.from({ length: next - own }, (_, i) => own + i);
}

/** Reads what the window's phrases say, records the words read, and returns it. */
export function readWindow(c: Component, plan: Planner): WindowSaid {
  const said: WindowSaid = {};
  const take = (i: number, re: RegExp): RegExpExecArray | null => {
    const m = re.exec(plan.phrases[i]);
    if (m) plan.wired(i, m[0]);
    return m;
  };
  const first = (m: RegExpExecArray) => m.slice(1).find((g) => g !== undefined) ?? '';
  for (const i of ownPhrases(c, plan)) {
    const text = plan.phrases[i];
    let m: RegExpExecArray | null;
    if (said.durationHours === undefined && (m = take(i, DURATION))) said.durationHours = Number(first(m));
    if (said.cutoffHours === undefined && (m = take(i, CUTOFF))) said.cutoffHours = Number(first(m));
    if (!said.tag && (m = take(i, TAG))) said.tag = { key: m[1], value: m[2] };
    if (!said.targetSystem && (m = take(i, TARGET_SYSTEM))) said.targetSystem = m[0];
    const ids = text.match(INSTANCE_ID);
    if (ids && !said.instanceIds) {
      said.instanceIds = ids;
      for (const id of ids) plan.wired(i, id);
    }
    if (!said.document && (m = take(i, DOCUMENT))) said.document = m[0];
    if (!said.document && take(i, PATCHING)) said.document = 'AWS-RunPatchBaseline';
    if (!said.operation && take(i, SCAN_ONLY)) said.operation = 'Scan';
    if (!said.rebootOption && take(i, NO_REBOOT)) said.rebootOption = 'NoReboot';
    if (!said.maxConcurrency && (m = take(i, CONCURRENCY))) said.maxConcurrency = counted(first(m));
    if (!said.maxErrors && (m = take(i, ERRORS))) said.maxErrors = counted(first(m));
  }
  if (said.document === 'AWS-RunPatchBaseline') {
    said.operation ??= 'Install';
    said.rebootOption ??= 'RebootIfNeeded';
  }
  return said;
}
