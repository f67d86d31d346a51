/**
 * The `quota` settings family: a ResourceQuota's caps said in plain words, by the API's own keys.
 * "20 cpu / 40Gi memory in requests" caps requests.cpu and requests.memory; "max 50 pods and 10
 * pvcs" caps how many of those objects the namespace may hold: those counts are caps, never objects
 * to create. Read only beside a quota, so a Deployment's "3 pods" stays its own.
 * settings.ts `RULES` tries them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { QTYS, quantitiesOf } from './k8s-object-words';

const QUOTA = /\bresource\s*quotas?\b|\bquotas?\b/;

/** Whether a quota is said before `at` in the same sentence or list (the caps that follow are its). */
function besideAQuota(all: string, at: number): boolean {
  const before = all.slice(Math.max(0, at - 240), at);
  const said = [...before.matchAll(/\bresource\s*quotas?\b|\bquotas?\b/g)].at(-1);
  // A LimitRange's defaults said after the quota ("also a limit range with default 500m / 512Mi limits") are its own.
  return !!said && !/\.\s|\n\s*\n|\blimit\s*ranges?\b|\bdefault/.test(before.slice(said.index));
}

// The objects a quota counts, by the words said for them, and the API's key for each.
const OBJECTS: [RegExp, string][] = [
  [/^pods?$/, 'pods'],
  [/^(?:pvcs?|persistent\s*volume\s*claims?|(?:volume\s+)?claims?)$/, 'persistentvolumeclaims'],
  [/^(?:load\s*balancers?|lbs?)$/, 'services.loadbalancers'],
  [/^node\s*ports?$/, 'services.nodeports'],
  [/^services?$/, 'services'],
  [/^config\s*maps?$/, 'configmaps'],
  [/^secrets?$/, 'secrets'],
];
const OBJECT_WORDS =
  '(pods?|pvcs?|persistent\\s*volume\\s*claims?|(?:volume\\s+)?claims?|load\\s*balancers?|lbs|node\\s*ports?|services?|config\\s*maps?|secrets?)';

export const QUOTA_K8S_OBJECT: Rule[] = [
  // Compute caps: "20 cpu / 40Gi memory in requests", "limits of 40 cpu and 80Gi", "requests.cpu=20".
  {
    re: new RegExp(
      `${QTYS}\\s+(?:(?:in|of|for|on)\\s+)?(?:total\\s+)?(requests|limits)\\b|\\b(?:total\\s+)?(requests|limits)\\s*(?:of|:|=|at|to|capped\\s+at|up\\s+to)\\s*${QTYS}|\\b(requests|limits)\\.(cpu|memory)\\s*[:=]?\\s*(\\d+(?:\\.\\d+)?(?:m|mi|gi)?)\\b`,
      'g',
    ),
    when: QUOTA,
    read: (m, all) => {
      if (!besideAQuota(all, m.index ?? 0)) return undefined;
      if (m[5]) {
        const amount = m[6] === 'memory' ? m[7].replace(/mi$/, 'Mi').replace(/gi$/, 'Gi') : m[7];
        return { label: 'quota', values: { quotaHard: { [`${m[5]}.${m[6]}`]: amount } }, family: 'quota' };
      }
      const side = m[2] ?? m[3];
      const q = quantitiesOf(m[1] ?? m[4]);
      const hard: Record<string, string> = {};
      if (q.cpu) hard[`${side}.cpu`] = q.cpu;
      if (q.memory) hard[`${side}.memory`] = q.memory;
      return { label: 'quota', values: { quotaHard: hard }, family: 'quota' };
    },
    examples: {
      reads: {
        'a resource quota of 12 cpu / 24gi memory in requests': {
          quotaHard: { 'requests.cpu': '12', 'requests.memory': '24Gi' },
        },
        'a quota with limits of 30 cpu and 60gi': { quotaHard: { 'limits.cpu': '30', 'limits.memory': '60Gi' } },
      },
      leaves: ['a deployment with 500m cpu requests'],
    },
  },
  // Counts of objects: "max 50 pods and 10 pvcs", "at most 4 load balancers", "pods: 30".
  {
    re: new RegExp(
      `(?:\\b(?:max(?:imum)?|up\\s+to|at\\s+most|no\\s+more\\s+than|limit\\s+of|cap\\s+of)\\s+(?:of\\s+)?)?\\b(\\d{1,5})\\s+${OBJECT_WORDS}\\b|\\b${OBJECT_WORDS}\\s*[:=]\\s*(\\d{1,5})\\b`,
      'g',
    ),
    when: QUOTA,
    read: (m, all) => {
      if (!besideAQuota(all, m.index ?? 0)) return undefined;
      const word = (m[2] ?? m[3]).replace(/\s+/g, ' ');
      const key = OBJECTS.find(([re]) => re.test(word))?.[1];
      return key ? { label: 'quota', values: { quotaHard: { [key]: m[1] ?? m[4] } }, family: 'quota' } : undefined;
    },
    examples: {
      reads: {
        'a resource quota allowing max 25 pods': { quotaHard: { pods: '25' } },
        'a quota of at most 3 load balancers': { quotaHard: { 'services.loadbalancers': '3' } },
      },
      leaves: ['a deployment of 3 pods'],
    },
  },
];
