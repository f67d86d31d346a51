/**
 * What a patch baseline is said to approve, read from its phrases: the operating system, the
 * classifications and severities, the days after release before approval, the compliance level, and
 * the patch group it serves (said, or the tag value of a maintenance window targeting a patch group).
 */
import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { ownPhrases } from '../ssm-maintenance-window/said';

const SYSTEMS: [RegExp, string][] = [
  [/\bwindows\b/i, 'WINDOWS'],
  [/\bamazon\s+linux\s+2023\b|\bal2023\b/i, 'AMAZON_LINUX_2023'],
  [/\bamazon\s+linux\s+2\b|\bal2\b/i, 'AMAZON_LINUX_2'],
  [/\bubuntu\b/i, 'UBUNTU'],
  [/\b(?:rhel|red\s*hat(?:\s+enterprise\s+linux)?)\b/i, 'REDHAT_ENTERPRISE_LINUX'],
  [/\bdebian\b/i, 'DEBIAN'],
  [/\bsuse\b|\bsles\b/i, 'SUSE'],
  [/\bcentos\b/i, 'CENTOS'],
  [/\brocky\s+linux\b/i, 'ROCKY_LINUX'],
  [/\boracle\s+linux\b/i, 'ORACLE_LINUX'],
  [/\bmac\s?os\b/i, 'MACOS'],
  [/\bamazon\s+linux\b/i, 'AMAZON_LINUX_2'],
];
// "approve after 7 days", "approving security patches after 5 days", "auto-approved 14 days after
// release", "a 7-day approval delay".
const DAYS =
  /\bapprov\w*\b[^.;]*?\b(?:after|in|within)\s+(\d{1,3})\s+days?\b|\bapprov\w*\s+(\d{1,3})\s+days?\s+after\b|\b(\d{1,3})[-\s]days?\s+(?:auto[- ]?)?approval(?:\s+delay)?\b/i;
// What the approval is said of ("approving critical and important security patches"): its words are the rule's.
const APPROVAL = /\b(?:auto[- ]?)?approv\w*[^,;.]*/i;
const COMPLIANCE =
  /\bcompliance(?:\s+level|\s+severity)?\s+(?:of\s+|is\s+|as\s+)?(critical|high|medium|low|informational)\b/i;
// Linux and Windows classifications by the words said.
const CLASSES: [RegExp, string, string][] = [
  [/\bsecurity\b/i, 'Security', 'SecurityUpdates'],
  [/\bcritical\s+updates\b/i, 'Security', 'CriticalUpdates'],
  [/\bbug\s?fix(?:es)?\b/i, 'Bugfix', 'Updates'],
  [/\benhancements?\b/i, 'Enhancement', 'FeaturePacks'],
  [/\brecommended\b/i, 'Recommended', 'UpdateRollups'],
];
const SEVERITY = /\b(critical|important|medium|moderate|low)\b(?!\s+updates)/gi;
const PATCH_GROUP = /\bpatch\s*group\s*(?:=|:|named|called)?\s*["']?([\w.-]+)["']?/i;

/** The Patch Manager operating system words name. */
export function systemOf(text: string): string | undefined {
  return SYSTEMS.find(([re]) => re.test(text))?.[1];
}

export interface BaselineSaid {
  os?: string;
  approveAfterDays?: number;
  complianceLevel?: string;
  classifications?: [string, string][];
  severities?: string[];
  patchGroup?: string;
}

export function readBaseline(c: Component, plan: Planner): BaselineSaid {
  const said: BaselineSaid = {};
  for (const i of ownPhrases(c, plan)) {
    const text = plan.phrases[i];
    const take = (re: RegExp) => {
      const m = re.exec(text);
      if (m) plan.wired(i, m[0]);
      return m;
    };
    for (const [re, os] of SYSTEMS) if (!said.os && take(re)) said.os = os;
    let m: RegExpExecArray | null;
    if (said.approveAfterDays === undefined && (m = take(DAYS))) said.approveAfterDays = Number(m[1] ?? m[2] ?? m[3]);
    take(APPROVAL);
    if (!said.complianceLevel && (m = take(COMPLIANCE))) said.complianceLevel = m[1].toUpperCase();
    const classes = CLASSES.filter(([re]) => take(re)).map(
      ([, linux, windows]) => [linux, windows] as [string, string],
    );
    if (classes.length && !said.classifications) said.classifications = classes;
    const severities = [...text.matchAll(SEVERITY)].map((s) => s[1].toLowerCase());
    if (severities.length && !said.severities) {
      said.severities = [
        ...new Set(severities.map((s) => (s === 'moderate' ? 'Medium' : s[0].toUpperCase() + s.slice(1)))),
      ];
      for (const s of severities) plan.wired(i, s);
    }
    if (!said.patchGroup && (m = take(PATCH_GROUP))) said.patchGroup = m[1];
  }
  return said;
}
