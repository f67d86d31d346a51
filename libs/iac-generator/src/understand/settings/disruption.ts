/**
 * The `disruption` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { N, num } from '../numbers';
import { type Rule } from '../settings';

export const DISRUPTION_K8S: Rule[] = [
  // A disruption budget's bound: "maxUnavailable 2", "min available 40%", "no more than two pods down".
  {
    re: /\bmax(?:imum)?[ _-]?unavailable\s*(?:of|=|:|is|to)?\s*(\d{1,3}%?)|\bmin(?:imum)?[ _-]?available\s*(?:of|=|:|is|to)?\s*(\d{1,3}%?)|\b(?:at most|no more than)\s+(\d{1,3}|one|two|three)\s+pods?\s+(?:unavailable|down|disrupted|at a time)/g,
    read: (m) =>
      m[2]
        ? { label: 'minimum available', values: { minAvailable: bound(m[2]) }, family: 'disruption' }
        : { label: 'maximum unavailable', values: { maxUnavailable: bound(m[1] ?? m[3]) }, family: 'disruption' },
    examples: {
      reads: {
        'a pod disruption budget with maxunavailable 1': { maxUnavailable: 1 },
        'a budget with min available 50%': { minAvailable: '50%' },
      },
      leaves: ['a deployment with 3 replicas'],
    },
  },
  // How many may go at once, said as going down: "a pdb letting max 1 go down at once", "at most 2 pods down at a time".
  {
    re: new RegExp(
      `\\b(?:at most|no more than|max(?:imum)?(?: of)?|only|up to)\\s+(${N}|\\d{1,3}%)\\s+(?:(?:of (?:the|its|their)\\s+)?(?:pods?|replicas?)\\s+)?(?:(?:to\\s+)?go(?:es)?\\s+down|(?:be\\s+)?(?:taken\\s+)?down)\\s+(?:at\\s+once|at\\s+a\\s+time|simultaneously|together)\\b`,
      'g',
    ),
    read: (m) => ({ label: 'maximum unavailable', values: { maxUnavailable: bound(m[1]) }, family: 'disruption' }),
    examples: {
      reads: {
        'and a pdb that lets at most 2 go down at once': { maxUnavailable: 2 },
        'a budget: max 1 pod down at a time': { maxUnavailable: 1 },
      },
      leaves: ['scale from 1 to max 4 at once'],
    },
  },
  // The same bounds said as how many stay up or may go, with the pods left unsaid: "at least 2
  // available", "keeping 60% available", "at most 1 unavailable". Only the words "available" and
  // "unavailable" make them a budget's bound; "at least 2 running" says nothing of disruptions.
  {
    re: new RegExp(
      `\\b(?:(at least|no fewer than|a minimum of|keep(?:s|ing)?|always)|(at most|no more than|a maximum of|allow(?:s|ing)?(?: only)?|only))\\s+(${N}|\\d{1,3}%)\\s+(?:(?:of (?:the|its|their)\\s+)?(?:pods?|replicas?|instances?)\\s+)?(?:(?:stay(?:ing)?|remain(?:ing)?|are|is|be)\\s+)?(available|unavailable)\\b`,
      'g',
    ),
    read: (m) => {
      // N holds a group of its own, so the word is the fifth.
      const [value, word] = [bound(m[3]), m[5]];
      if (word === 'available' && m[1])
        return { label: 'minimum available', values: { minAvailable: value }, family: 'disruption' };
      if (word === 'unavailable' && m[2])
        return { label: 'maximum unavailable', values: { maxUnavailable: value }, family: 'disruption' };
      return undefined;
    },
    examples: {
      reads: {
        'a pod disruption budget keeping at least 2 available': { minAvailable: 2 },
        'a pdb so that at least two pods stay available': { minAvailable: 2 },
        'a budget keeping 60% available': { minAvailable: '60%' },
        'a pdb with at most 1 unavailable': { maxUnavailable: 1 },
        'a budget allowing only one replica unavailable': { maxUnavailable: 1 },
      },
      leaves: ['a deployment with at least 2 pods running', 'a deployment with at most 30 pods'],
    },
  },
  // Said of a budget in plain words, with the pods left unsaid: "a PDB keeping at least 4 up",
  // "never fewer than 3 pods running". Only in a request that asks for a budget: elsewhere "at
  // least 2 running" is a count of replicas.
  {
    re: new RegExp(
      `\\b(?:at least|no fewer than|never fewer than|never less than|a minimum of|minimum of)\\s+(${N}|\\d{1,3}%)\\s+(?:(?:of (?:the|its|their)\\s+)?(?:pods?|replicas?|instances?)\\s+)?(?:(?:stay(?:ing)?|remain(?:ing)?|are|is|be|kept)\\s+)?(?:up|running|alive|serving|healthy)\\b`,
      'g',
    ),
    when: /\bpdbs?\b|\b(?:pod\s+)?disruption\s+budgets?\b|\bpoddisruptionbudgets?\b|\bnode\s+drains?\b/,
    read: (m) => ({ label: 'minimum available', values: { minAvailable: bound(m[1]) }, family: 'disruption' }),
    examples: {
      reads: {
        'a pdb keeping at least 4 up': { minAvailable: 4 },
        'a disruption budget so that never fewer than three pods are running': { minAvailable: 3 },
        'through node drains keep at least 2 of its pods running': { minAvailable: 2 },
      },
      leaves: ['a deployment with at least 2 pods running'],
    },
  },
];

/** A bound as a budget writes it: a percentage as written, else a count. */
const bound = (s: string): number | string => (s.endsWith('%') ? s : num(s));
