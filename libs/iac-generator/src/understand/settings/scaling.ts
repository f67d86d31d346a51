/**
 * The `scaling` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order (this family's groups sit at different places in it); settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { N, num } from '../numbers';

export const SCALING_1: Rule[] = [
  // A range right after a scaler's short name: "HPA 4-12", "ASG 2-6", "VMSS: 2 to 10", "MIG (1-5)".
  // Only the numbers are used up: the short name still names the scaler.
  {
    re: new RegExp(`\\b(?:hpa|asg|vmss|mig)\\s*[:(]?\\s*${N}\\s*(?:-|to)\\s*${N}\\b`, 'g'),
    read: (m) => {
      const [lo, hi] = [num(m[1]), num(m[2])];
      return lo <= hi ? { label: 'scaling range', values: { min: lo, max: hi }, family: 'scaling' } : undefined;
    },
    consume: [1, 2],
    examples: {
      reads: {
        'a deployment api with an hpa 4-12 at 70% cpu': { min: 4, max: 12 },
        'an asg 2-6 of t3.small instances': { min: 2, max: 6 },
        'vmss: 2 to 10 instances': { min: 2, max: 10 },
      },
      leaves: ['an hpa at 70% cpu'],
    },
  },
  {
    re: new RegExp(
      `\\b(?:scal\\w*|autoscal\\w*|between|from)\\s+(?:from\\s+|between\\s+)?${N}\\s*(?:and|to|-)\\s*${N}\\b(?:\\s*(?:instances|nodes|replicas|pods|tasks|servers|vms))?|\\b${N}\\s*(?:-|to)\\s*${N}\\s+(?:instances|nodes|replicas|pods|tasks|servers|vms)\\b`,
      'g',
    ),
    read: (m) => {
      const [lo, hi] = m[1] ? [num(m[1]), num(m[2])] : [num(m[3]), num(m[4])];
      return lo <= hi ? { label: 'scaling range', values: { min: lo, max: hi }, family: 'scaling' } : undefined;
    },
    examples: {
      reads: {
        'a node group that scales from 2 to 6 nodes': { min: 2, max: 6 },
        'between 1 and 10 instances': { min: 1, max: 10 },
      },
      leaves: ['a subnet for 2 to 6 services'],
    },
  },
  // Both bounds said as limits of what scales, before the replica count reads the first: "keep at least 3
  // pods, never go past 12", "at least 2 replicas and no more than 9".
  {
    re: new RegExp(
      `\\b(?:keep\\s+)?at\\s+least\\s+${N}(?:\\s+(?:pods|replicas|instances|nodes|tasks))?\\s*(?:,|and|but)\\s+(?:(?:and|but)\\s+)?(?:never\\s+(?:go\\s+|grow\\s+|scale\\s+)?(?:past|above|beyond|over)|never\\s+exceed(?:ing)?|(?:no|never|not)\\s+more\\s+than|at\\s+most|up\\s+to)\\s+${N}\\b(?!\\s*(?:gb|gib|mb|gi|mi|days?|hours?|minutes?|%))(?:\\s+(?:pods|replicas|instances|nodes|tasks))?`,
      'g',
    ),
    read: (m) => {
      const [lo, hi] = [num(m[1]), num(m[2])];
      return lo <= hi ? { label: 'scaling range', values: { min: lo, max: hi }, family: 'scaling' } : undefined;
    },
    examples: {
      reads: {
        'let it scale: keep at least 3 pods, never go past 12': { min: 3, max: 12 },
        'at least 2 replicas and no more than 9': { min: 2, max: 9 },
      },
      leaves: ['logs kept at least 2 days, at most 5 days'],
    },
  },
];

export const SCALING_2: Rule[] = [
  // "let it scale to zero", "scales down to 0 when idle": no replica runs when nothing comes in, a minimum of 0.
  {
    re: /\bscal(?:e|es|ed|ing)\s+(?:(?:all\s+the\s+way\s+)?down\s+)?to\s+(?:zero|0)\b(?!\s*(?:\.\d|gb|gib|mb|%))/g,
    read: () => ({ label: 'minimum', values: { min: 0 }, family: 'scaling' }),
    examples: {
      reads: {
        'a container app that can scale to zero when idle': { min: 0 },
        'a cloud run service, scaling down to 0 at night': { min: 0 },
      },
      leaves: ['scale the cache to 0.5 gb'],
    },
  },
  {
    re: new RegExp(
      `\\bmin(?:imum)?(?:[ _](?:size|capacity|instances|count|replicas|nodes|node count))?\\s*(?:is|of|=|to|:)?\\s*${N}\\b(?!\\s*(?:gb|gib|mb|gi|mi|ti|days?|minutes?|%|m\\b|v?cpus?\\b|v?cores?\\b))`,
      'g',
    ),
    read: (m) => ({ label: 'minimum', values: { min: num(m[1]) }, family: 'scaling' }),
    examples: {
      reads: { 'an autoscaling group with a minimum of 2': { min: 2 } },
      leaves: ['a database with a minimum of 20 gb', 'per container min 100m cpu / 128mi'],
    },
  },
  {
    re: new RegExp(
      `\\bmax(?:imum)?(?:[ _](?:size|capacity|instances|count|replicas|nodes|node count))?\\s*(?:is|of|=|to|:)?\\s*${N}\\b(?!\\s*(?:gb|gib|mb|gi|mi|ti|days?|minutes?|%|m\\b|v?cpus?\\b|v?cores?\\b))`,
      'g',
    ),
    read: (m) => ({ label: 'maximum', values: { max: num(m[1]) }, family: 'scaling' }),
    examples: {
      reads: { 'an autoscaling group with max size 8': { max: 8 } },
      leaves: ['a lambda with max 30 minutes', 'per container max 2 cpu / 2gi'],
    },
  },
];

export const SCALING_3: Rule[] = [
  {
    // "scaling out up to eight", "no more than 5 instances": an upper bound alone; never a rate ("at most 1 pod
    // removed per minute" says how fast it scales, not how far).
    re: new RegExp(
      `\\b(?:(?:scal\\w*|grow\\w*|burst\\w*)\\s+(?:out\\s+)?up\\s+to|at\\s+most|(?:no|never|not)\\s+more\\s+than|up\\s+to(?=\\s+\\S+\\s+(?:instances|nodes|replicas|pods|tasks|servers|vms)\\b))\\s+${N}\\b(?![^.,;]{0,30}?\\b(?:per|every|each|a)\\s+(?:seconds?|minutes?|mins?|hours?|periods?)\\b)(?!\\s*(?:gb|gib|mb|gi|mi|ti|days?|hours?|minutes?|seconds?|%|m\\b|v?cpus?\\b|v?cores?\\b))(?:\\s+(?:instances|nodes|replicas|pods|tasks|servers|vms)\\b)?`,
      'g',
    ),
    read: (m) => ({ label: 'maximum', values: { max: num(m[1]) }, family: 'scaling' }),
    examples: {
      reads: {
        'a service that can scale up to 12': { max: 12 },
        'a deployment with at most 30 pods': { max: 30 },
        'a scale set, never more than 8 instances': { max: 8 },
      },
      leaves: ['a lambda that runs at most 15 minutes', 'remove at most 2 pods per minute when scaling in'],
    },
  },
  {
    // Both bounds said as limits: "never fewer than 2 or more than 8 instances", "no less than 2 nor more than 6 nodes".
    re: new RegExp(
      `\\b(?:never|no|not)\\s+(?:fewer|less)\\s+than\\s+${N}\\s+(?:or|nor|and)\\s+(?:(?:never|no|not)\\s+)?more\\s+than\\s+${N}\\b(?!\\s*(?:gb|gib|mb|tb|gi|mi|ti|days?|hours?|minutes?|seconds?|%|v?cpus?\\b|v?cores?\\b))(?:\\s+(?:instances|nodes|replicas|pods|tasks|servers|vms)\\b)?`,
      'g',
    ),
    read: (m) => {
      const [lo, hi] = [num(m[1]), num(m[2])];
      return lo <= hi ? { label: 'scaling range', values: { min: lo, max: hi }, family: 'scaling' } : undefined;
    },
    examples: {
      reads: { 'a scale set, never fewer than 2 or more than 8 instances': { min: 2, max: 8 } },
      leaves: ['a table with no fewer than 2 or more than 8 gb'],
    },
  },
  {
    // A lower bound said of the members: "at least 2 instances", "never fewer than 3 nodes", or
    // beside an upper one ("at least 2, never more than 8 instances").
    re: new RegExp(
      `\\b(?:at\\s+least|(?:never|no|not)\\s+(?:fewer|less)\\s+than)\\s+${N}\\b(?=\\s+(?:instances|nodes|replicas|servers|vms)\\b|\\s*(?:,|and|but)\\s+(?:(?:never|no|not)\\s+more\\s+than|at\\s+most|up\\s+to|max(?:imum)?)\\s+${N}\\s+(?:instances|nodes|replicas|servers|vms)\\b)(?:\\s+(?:instances|nodes|replicas|servers|vms)\\b)?`,
      'g',
    ),
    read: (m) => ({ label: 'minimum', values: { min: num(m[1]) }, family: 'scaling' }),
    examples: {
      reads: {
        'a scale set with at least 2 instances': { min: 2 },
        'a scale set, at least 2, never more than 8 instances': { min: 2 },
      },
      leaves: ['a vpc with at least 2 subnets', 'a bucket kept at least 2 years'],
    },
  },
  {
    // A bare range beside the word that makes it one: "(2 to 6, autoscaled)", "1-4, scaling on CPU".
    re: new RegExp(`\\b${N}\\s*(?:-|to)\\s*${N}\\b(?=[,;:]?\\s*(?:auto[- ]?)?scal)`, 'g'),
    read: (m) => {
      const [lo, hi] = [num(m[1]), num(m[2])];
      return lo <= hi ? { label: 'scaling range', values: { min: lo, max: hi }, family: 'scaling' } : undefined;
    },
    examples: {
      reads: { 'a deployment with 2-10 autoscaling': { min: 2, max: 10 } },
      leaves: ['a vpc with 2-10 subnets'],
    },
  },
];

export const SCALING_LIMITS: Rule[] = [
  // Aurora capacity units, halves allowed: "between 0.5 and 8 ACUs", "1-16 ACU", "up to 32 ACUs".
  {
    re: /\b(?:(?:between|from)\s+)?(\d{1,3}(?:\.5|\.0)?)\s*(?:acus?\s*)?(?:and|to|-)\s*(\d{1,3}(?:\.5|\.0)?)\s*acus?\b|\b(?:up to|max(?:imum)?(?:\s+of)?|at most)\s+(\d{1,3}(?:\.5|\.0)?)\s*acus?\b/g,
    read: (m) => {
      const acu = (s: string) => Math.min(256, Math.max(0, Math.round(Number(s) * 2) / 2));
      return m[3]
        ? { label: 'capacity units', values: { max: acu(m[3]) }, family: 'scaling' }
        : { label: 'capacity units', values: { min: acu(m[1]), max: acu(m[2]) }, family: 'scaling' };
    },
    examples: {
      reads: {
        'an aurora serverless cluster from 0.5 to 8 acus': { min: 0.5, max: 8 },
        'an aurora cluster with up to 16 acus': { max: 16 },
      },
      leaves: ['an aurora cluster with 2 instances'],
    },
  },
];
