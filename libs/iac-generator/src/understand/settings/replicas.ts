/**
 * The `replicas` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { N, num } from '../numbers';

export const REPLICAS: Rule[] = [
  {
    // An upper bound ("at most 30 pods", "scales up to 10 pods") is a maximum (scaling), not a count.
    re: new RegExp(
      `(?<!\\b(?:at most|no more than|up to|max(?:imum)?(?: of)?|as many as)\\s+)\\b${N}\\s+(?:replicas?|pods?|copies|identical copies|tasks?)\\b`,
      'g',
    ),
    read: (m) => ({ label: 'replicas', values: { desired: num(m[1]) }, family: 'replicas' }),
    examples: {
      reads: { 'a deployment with 3 replicas': { desired: 3 }, 'an ecs service running four tasks': { desired: 4 } },
      leaves: ['a mysql database with 2 read replicas'],
    },
  },
  {
    re: /\b(?:replicas?|replica count|desired[ _](?:count|capacity|size)|desired)\s*(?:of|=|to|:|set to|at|is)?\s*(\d{1,3})\b/g,
    read: (m) => ({ label: 'replicas', values: { desired: Number(m[1]) }, family: 'replicas' }),
    examples: {
      reads: { 'a stateful set with replicas: 5': { desired: 5 }, 'desired count 2': { desired: 2 } },
      leaves: ['an autoscaling group with a min of 2'],
    },
  },
  {
    re: new RegExp(
      `\\b(?:with|of|run(?:ning|s)?|keep(?:ing)?|starts?(?: with)?)\\s+${N}\\s+(?:instances|servers|vms|virtual machines)\\b`,
      'g',
    ),
    read: (m) => ({ label: 'instance count', values: { desired: num(m[1]) }, family: 'replicas' }),
    when: /auto ?scal|scaling group|scale set|instance group|\basg\b|\bmig\b|fleet/,
    examples: {
      reads: { 'an auto scaling group that starts with 3 instances': { desired: 3 } },
      leaves: ['3 instances behind a load balancer'],
    },
  },
];

export const REPLICAS_AZURE: Rule[] = [
  // An App Service app's or plan's instance count: "4 instances", "5 workers".
  {
    re: new RegExp(`(?<!\\b(?:to|and|through)\\s+|-\\s*)\\b${N}\\s+(?:worker\\s+)?(?:instances|workers)\\b`, 'g'),
    read: (m) => ({ label: 'instance count', values: { desired: num(m[1]) }, family: 'replicas' }),
    when: /\bapp service\b|\bweb ?apps?\b|\b(?:service|hosting) plan\b|\bfunction apps?\b/,
    examples: {
      reads: { 'an app service plan with 3 worker instances': { desired: 3 } },
      leaves: ['an app service plan scaling from 2 to 5 instances'],
    },
  },
];
