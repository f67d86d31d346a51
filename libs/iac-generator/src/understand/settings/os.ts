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

// Windows said the way people say it beside a machine: "a windows vm", "Windows 2019", "Win2019",
// "win 2022", "win2k19". Every one of them is Windows Server (the family machines run); a release
// in two digits ("2k19") is the year. "windows" after a word of time ("maintenance windows",
// "backup windows") is a span of time, never the system. Said of a machine: right before its word ("a windows vm", "Win2019 box", "windows server 2019
// instances", within two words), or after a verb of running ("a VM running windows", "on Win 2022").
// Elsewhere ("a windows web app and a linux vm") it is no machine's system.
const WIN = String.raw`\b(?:windows|win(?=\s?(?:20\d\d|2k\d\d)\b))(?:[\s-]?(20\d\d|2k\d\d))?\b(?!\s+(?:of|for|when|during)\b)`;
const MACHINE_WORD = String.raw`(?:vms?|virtual machines?|servers?|instances?|box(?:es)?|machines?|hosts?|scale ?sets?|vmss|nodes?|node ?pools?)\b`;
const WINDOWS = new RegExp(
  String.raw`(?<!\b(?:maintenance|backup|time|patch|patching|update|change|service|batch|rolling|sliding|release|deploy|deployment)\s)` +
    String.raw`(?:(?<=\b(?:running|runs|run|on|using)\s)${WIN}|${WIN}(?=(?:[\s-]+\S+){0,2}?[\s-]+${MACHINE_WORD}))`,
  'g',
);
const readWindows: Rule['read'] = (m) => ({
  label: 'operating system',
  // The release is the first group of whichever of the two placements matched.
  values: { os: 'windows server', osVersion: (m[1] ?? m[2])?.replace(/^2k/, '20') },
  family: 'os',
  quiet: !(m[1] ?? m[2]),
});

// The words that say a machine is meant, anywhere in the request.
const MACHINES =
  /scale ?sets?\b|\bvmss\b|node ?pools?\b|node groups?\b|\bvms?\b|virtual machines?\b|\bservers?\b|\binstances?\b|\bboxe?s?\b|auto ?scal|scaling groups?\b/;

export const OS: Rule[] = [
  {
    re: OS_NAME,
    read: readOs,
    when: MACHINES,
    examples: {
      reads: { 'a scale set of ubuntu 22.04 vms': { os: 'ubuntu', osVersion: '22.04' } },
      leaves: ['a scale set of 3 vms'],
    },
  },
  {
    re: WINDOWS,
    read: readWindows,
    when: MACHINES,
    examples: {
      reads: {
        'a windows vm with 8gb of memory': { os: 'windows server', osVersion: undefined },
        'two windows 2019 servers': { os: 'windows server', osVersion: '2019' },
        'one win2019 box': { os: 'windows server', osVersion: '2019' },
        'a vm on win 2022': { os: 'windows server', osVersion: '2022' },
        'a scale set of win2k19 instances': { os: 'windows server', osVersion: '2019' },
      },
      leaves: [
        'a windows web app and a linux vm',
        'a vm patched during maintenance windows',
        'a vm with backup windows at night',
        'a vm that winds down at night',
      ],
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
