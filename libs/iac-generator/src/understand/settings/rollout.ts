/**
 * The `rollout` settings family: an Argo Rollout's strategy. A canary's steps ("10% for 5m, 40% for
 * 10m, then wait for manual promotion", "setWeight 20, pause 60s"), its stable and canary Services,
 * blue-green's active and preview Services and whether it promotes itself. Read only when a rollout,
 * a canary or blue-green is said. settings.ts `RULES` tries them in its order; settings-examples.test.ts
 * runs every example.
 */
import { type CanaryStep } from '../../model/crd-attrs';
import { type Rule } from '../settings';
import { REF } from './k8s-object-words';

const ROLLOUT = /\brollouts?\b|\bcanary\b|\bblue[- ]?green\b/;
const DURATION = '\\d+\\s*(?:s|m|h|secs?|mins?|minutes?|seconds?|hours?)\\b';
const WAIT = `(?:for|then\\s+(?:pause|wait)(?:\\s+for)?|,?\\s*(?:pause|wait)(?:\\s+for)?|and\\s+(?:pause|wait)(?:\\s+for)?|hold(?:\\s+for)?)`;
const ITEM = `(?:set\\s*weight\\s*(?:to\\s+|=\\s*|:\\s*)?\\d{1,3}\\s*%?|\\d{1,3}\\s*%)(?:\\s*${WAIT}\\s+${DURATION})?`;
const MANUAL =
  '(?:wait|pause|hold|stop)\\s+(?:for|until)\\s+(?:a\\s+|the\\s+)?manual\\s+promotion|(?:an?\\s+)?(?:indefinite|manual)\\s+pause|pause\\s+indefinitely';
const SEP = '\\s*(?:,|;|->|\u2192|\\bthen\\b|\\band\\b)\\s*(?:then\\s+)?';

/** A duration as Argo writes it: "5m", "30s", "1h". */
function duration(text: string): string {
  const m = /(\d+)\s*([smh])/.exec(
    text
      .replace(/sec\w*/, 's')
      .replace(/min\w*/, 'm')
      .replace(/hour\w*/, 'h'),
  );
  return m ? `${m[1]}${m[2]}` : text;
}

/** The steps of a canary in the order said. */
function stepsOf(text: string): CanaryStep[] {
  const steps: CanaryStep[] = [];
  const item = new RegExp(
    `(?:set\\s*weight\\s*(?:to\\s+|=\\s*|:\\s*)?(\\d{1,3})\\s*%?|(\\d{1,3})\\s*%)(?:\\s*${WAIT}\\s+(${DURATION}))?|(${MANUAL})`,
    'g',
  );
  for (const m of text.matchAll(item)) {
    if (m[4]) steps.push({ pause: {} });
    else {
      steps.push({ setWeight: Number(m[1] ?? m[2]) });
      if (m[3]) steps.push({ pause: { duration: duration(m[3]) } });
    }
  }
  return steps;
}

// Tried before every other rule: "10% for 5m" is a step of a canary, never a percentage held for a time.
export const ROLLOUT_STEPS: Rule[] = [
  // The canary's steps: "10% for 5m, 40% for 10m, then wait for manual promotion".
  {
    re: new RegExp(`(?:\\bsteps?\\s*:?\\s*)?${ITEM}(?:${SEP}${ITEM})*(?:${SEP}(?:${MANUAL}))?`, 'g'),
    when: ROLLOUT,
    read: (m) => {
      const steps = stepsOf(m[0]);
      return steps.length
        ? { label: 'canary steps', values: { rollout: { strategy: 'canary', steps } }, family: 'rollout' }
        : undefined;
    },
    examples: {
      reads: {
        'argo rollout canary: 10% for 5m, 40% for 10m, then wait for manual promotion': {
          rollout: {
            strategy: 'canary',
            steps: [
              { setWeight: 10 },
              { pause: { duration: '5m' } },
              { setWeight: 40 },
              { pause: { duration: '10m' } },
              { pause: {} },
            ],
          },
        },
        'a canary rollout with setweight 25, pause 30s': {
          rollout: { strategy: 'canary', steps: [{ setWeight: 25 }, { pause: { duration: '30s' } }] },
        },
      },
      leaves: ['a deployment using 70% cpu'],
    },
  },
];

export const ROLLOUT_K8S_OBJECT: Rule[] = [
  // What it rolls out names it: "Argo Rollouts canary for web-storefront", "a blue-green rollout for 'billing'".
  {
    re: /\b(?:rollouts?|canary|blue[- ]?green)\s+for\s+(?:the\s+)?(?:app\s+|application\s+|service\s+)?(q\u00a7\d+|[a-z][a-z0-9]*(?:-[a-z0-9]+)+)(?![\w./:-])/g,
    when: ROLLOUT,
    read: (m) => ({ label: 'name', values: { objectName: m[1] }, family: 'objectName' }),
    consume: [1],
    examples: {
      reads: { 'argo rollouts canary for web-shop, namespace shop': { objectName: 'web-shop' } },
      leaves: ['a canary for the team'],
    },
  },
  // The Services it moves traffic between: "stable service web-stable", "canary and stable services a / b".
  {
    re: new RegExp(
      `\\b(stable|canary|active|preview)\\s+(?:and\\s+(stable|canary|active|preview)\\s+(?:services?|svcs?)\\s*:?\\s*${REF}\\s*(?:\\/|,|and)\\s*|(?:services?|svcs?)\\s*(?:named\\s+|called\\s+|=\\s*|:\\s*)?)${REF}|\\b(stable|canary|active|preview)service\\s*[:=]?\\s*${REF}`,
      'g',
    ),
    when: ROLLOUT,
    read: (m) => {
      const key = (role: string) => `${role}Service` as 'stableService';
      const rollout: Record<string, string> = {};
      if (m[5]) rollout[key(m[5])] = m[6];
      else if (m[2]) {
        rollout[key(m[1])] = m[3];
        rollout[key(m[2])] = m[4];
      } else rollout[key(m[1])] = m[4];
      const strategy = rollout.activeService || rollout.previewService ? 'blueGreen' : 'canary';
      return { label: 'rollout services', values: { rollout: { strategy, ...rollout } }, family: 'rollout' };
    },
    consume: 'none',
    examples: {
      reads: {
        'argo rollout with stable and canary services web-stable / web-canary': {
          rollout: { strategy: 'canary', stableService: 'web-stable', canaryService: 'web-canary' },
        },
        'blue-green rollout: active service pay-active, preview service pay-preview': {
          rollout: { strategy: 'blueGreen', activeService: 'pay-active' },
        },
        'a rollout with active service web-live and preview service web-next': {
          rollout: { strategy: 'blueGreen', activeService: 'web-live' },
        },
      },
      leaves: ['a service named stable-api'],
    },
  },
  // Blue-green said by its name, and whether it promotes itself: "blue-green, promoted by hand".
  {
    re: /\bblue[- ]?green\b|\b(?:auto(?:matic)?[- ]?promot(?:ion|e)(?:\s*enabled)?\s*(?:=|:)?\s*(false|off|no|disabled)|(?:manual|by\s+hand|manually)\s+promot\w*|promot\w*\s+(?:manually|by\s+hand))\b/g,
    when: ROLLOUT,
    read: (m) =>
      /blue/.test(m[0])
        ? { label: 'blue-green', values: { rollout: { strategy: 'blueGreen' } }, family: 'rollout' }
        : { label: 'manual promotion', values: { rollout: { autoPromotion: false } }, family: 'rollout' },
    examples: {
      reads: {
        'a blue-green argo rollout': { rollout: { strategy: 'blueGreen' } },
        'rollout, blue green, autopromotionenabled false': { rollout: { strategy: 'blueGreen' } },
      },
      leaves: ['a deployment with a blue service'],
    },
  },
];
