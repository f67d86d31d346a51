/**
 * The `vpa` settings family: what a VerticalPodAutoscaler is told, "updateMode Auto", "recommendation
 * only", "min 100m cpu / 128Mi and max 2 cpu / 2Gi per container". Read only when a vertical
 * autoscaler is said, so the amounts of a workload's own requests stay its own.
 * settings.ts `RULES` tries them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { QTYS, quantitiesOf } from './k8s-object-words';

const VPA = /\bvpas?\b|\bvertical ?pod ?autoscal|\bvertical ?autoscal/;

const MODES: Record<string, 'Off' | 'Initial' | 'Recreate' | 'Auto' | 'InPlaceOrRecreate'> = {
  off: 'Off',
  initial: 'Initial',
  recreate: 'Recreate',
  auto: 'Auto',
  inplaceorrecreate: 'InPlaceOrRecreate',
};

export const VPA_K8S_OBJECT: Rule[] = [
  // "updateMode Auto", "update mode: off", "in Initial mode", "recommendation-only mode".
  {
    re: /\bupdate\s*-?mode\s*(?:of\s+|=\s*|:\s*|to\s+|is\s+)?(off|initial|recreate|auto|inplaceorrecreate)\b|\b(?:in\s+)?(off|initial|recreate|auto)\s+(?:update\s+)?mode\b|\b(recommend(?:ation)?s?[- ]only|only\s+recommend(?:s|ations?)?|just\s+recommend(?:s|ations?)?|recommendation\s+mode)\b/g,
    when: VPA,
    read: (m) => ({
      label: 'update mode',
      values: { vpa: { updateMode: m[3] ? 'Off' : MODES[(m[1] ?? m[2]).toLowerCase()] } },
      family: 'vpa',
    }),
    examples: {
      reads: {
        'a vpa for deployment api, updatemode auto': { vpa: { updateMode: 'Auto' } },
        'a vertical pod autoscaler in recommendation-only mode': { vpa: { updateMode: 'Off' } },
        'vpa with update mode: initial': { vpa: { updateMode: 'Initial' } },
      },
      leaves: ['a deployment in auto mode'],
    },
  },
  // The least and most it may set: "min 100m cpu / 128Mi", "at most 2 cpu and 4Gi", "minAllowed cpu 50m".
  {
    re: new RegExp(
      `\\b(?:(?:per|each|every|for\\s+each)\\s+containers?\\s*,?\\s*)?(min(?:imum)?|max(?:imum)?|at\\s+least|at\\s+most|no\\s+more\\s+than|no\\s+less\\s+than|floor\\s+of|cap(?:ped)?\\s+(?:at|of)|up\\s+to)(?:\\s*allowed)?\\s*(?:of\\s+|=\\s*|:\\s*)?${QTYS}`,
      'g',
    ),
    when: VPA,
    read: (m) => {
      const low = /^(?:min|at\s+least|no\s+less|floor)/.test(m[1]);
      const amounts = quantitiesOf(m[2]);
      return {
        label: low ? 'minimum allowed' : 'maximum allowed',
        values: { vpa: low ? { minAllowed: amounts } : { maxAllowed: amounts } },
        family: 'vpa',
      };
    },
    examples: {
      reads: {
        'vpa, per container min 100m cpu / 128mi and max 2 cpu / 2gi': {
          vpa: { minAllowed: { cpu: '100m', memory: '128Mi' } },
        },
        'a vpa capped at 4 cpu and 8gi': { vpa: { maxAllowed: { cpu: '4', memory: '8Gi' } } },
        'vpa: each container at least 50m cpu and 64mi': { vpa: { minAllowed: { cpu: '50m', memory: '64Mi' } } },
      },
      leaves: ['a deployment with at least 2 cpu'],
    },
  },
];
