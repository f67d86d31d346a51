/**
 * The `os` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

// An operating system and its version, the same words wherever it is read: "ubuntu 22.04".
const OS_NAME =
  /\b(ubuntu|debian|amazon linux|windows server|rhel|red hat|centos|rocky linux)(?:\s+(\d{1,4}(?:\.\d{1,2})?))?\b/g;
const readOs: Rule['read'] = (m) => ({
  label: 'operating system',
  values: { os: m[1].replace(/\s+/g, ' '), osVersion: m[2] },
  family: 'os',
  quiet: !m[2],
});

export const OS: Rule[] = [
  {
    re: OS_NAME,
    read: readOs,
    when: /scale ?sets?\b|\bvmss\b|node ?pools?\b|node groups?\b|\bvms?\b|virtual machines?\b|\bservers?\b|\binstances?\b|auto ?scal|scaling groups?\b/,
    examples: {
      reads: { 'a scale set of ubuntu 22.04 vms': { os: 'ubuntu', osVersion: '22.04' } },
      leaves: ['a scale set of 3 vms'],
    },
  },
  {
    re: OS_NAME,
    read: readOs,
    consume: 2,
    examples: {
      reads: { 'a windows server 2022 image for the build agent': { os: 'windows server', osVersion: '2022' } },
      leaves: ['a linux web app'],
    },
  },
];
