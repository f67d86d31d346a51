/**
 * The `podSpec` settings family, fields of a workload said in plain words: the command its container
 * runs after its image ("image postgres:16 running vacuumdb --all --analyze"), how a StatefulSet
 * starts its pods ("pods start in parallel"), and where its own data volume is mounted ("each pod
 * gets a 50Gi volume ..., mounted at /var/lib/data"). settings.ts `RULES` tries them in its order;
 * settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

const IMG = String.raw`(?:[a-z0-9][a-z0-9._/-]*:[a-z0-9][\w.-]*|[a-z0-9][a-z0-9._-]*\/[a-z0-9][\w./-]*)`;
// A program and its arguments: a first word that is no preposition or article, then flags, paths,
// file names and plain words up to the end of the clause.
const PROGRAM = String.raw`(?!(?:on|in|as|at|with|the|a|an|every|each|daily|nightly|hourly|weekly|and|behind|under|inside|from|for|it|its|our|my)\b)[a-z0-9_][\w./-]*`;
const ARG = String.raw`(?:--?[a-z0-9][\w-]*(?:=[^\s,;]+)?|[\w./-]*[/.][\w./-]*|[a-z0-9_-]+)`;

export const WORKLOAD_FIELDS_K8S: Rule[] = [
  // The command after the image: "image busybox:1.37 running sh -c date", "python:3.12 that runs python /app/x.py",
  // "running `vacuumdb --all`" (the image's words stay the image's: only the command is this setting's).
  {
    re: new RegExp(
      String.raw`(?<=\b${IMG}\s*,?\s+)(?:running|that\s+runs|which\s+runs|to\s+run|executing|with\s+(?:the\s+)?command)\s+\x60?(${PROGRAM}(?:\s+(?!(?:and|every|each|on|at|in|daily|nightly|with)\b)${ARG}){0,12})`,
      'g',
    ),
    consume: 1,
    read: (m) => ({ label: 'command', values: { command: m[1].trim().split(/\s+/) }, family: 'podSpec' }),
    examples: {
      reads: {
        'a cronjob with image alpine:3.20 running sh /scripts/prune.sh --days 7, nightly': {
          command: ['sh', '/scripts/prune.sh', '--days', '7'],
        },
        // In backticks, as a command is often written.
        'a job with image alpine:3.20 running `sh /tasks/sweep.sh --dry-run`': {
          command: ['sh', '/tasks/sweep.sh', '--dry-run'],
        },
      },
      leaves: ['a deployment of nginx:1.27 running on port 8080'],
    },
  },
  // The arguments given to the container's command: "args migrate up", "arguments: --once --verbose".
  {
    re: new RegExp(
      String.raw`\b(?:args|arguments|container\s+args)\s*(?:[:=]\s*)?\x60?(${ARG}(?:\s+(?!(?:and|every|each|on|at|in|with|never|then|to|for)\b)${ARG}){0,12})`,
      'g',
    ),
    when: /\b(?:jobs?|cron ?jobs?|deployments?|pods?|containers?|daemon ?sets?|stateful ?sets?|k8s|kubernetes)\b/,
    consume: 1,
    read: (m) => ({
      label: 'arguments',
      values: {
        args: m[1]
          .replace(/\x60+$/, '')
          .trim()
          .split(/\s+/),
      },
      family: 'podSpec',
    }),
    examples: {
      reads: {
        'a job with image ghcr.io/acme/etl:2, args sync --full, retried twice': { args: ['sync', '--full'] },
        'a cronjob with arguments: reindex --batch=500': { args: ['reindex', '--batch=500'] },
      },
      leaves: ['a cronjob every hour with image alpine:3.20'],
    },
  },
  // How a StatefulSet starts its pods: "pods start in parallel", "podManagementPolicy: Parallel", "one at a time, in order".
  {
    re: /\bpods?\s+(?:are\s+|get\s+|should\s+)?(?:start(?:ed)?|launch(?:ed)?|created|come\s+up)\s+(?:all\s+)?(?:in\s+parallel|at\s+once|together)\b|\bparallel\s+pod\s+management\b|\bpod\s*management\s*policy\s*(?:of|=|:|is|to)?\s*(parallel|orderedready)\b|\bpods?\s+(?:start(?:ed)?|come\s+up)\s+one\s+(?:at\s+a|after\s+(?:the\s+)?)\s*(?:time|another|other)\b/g,
    when: /\bstateful ?sets?\b/,
    read: (m) => ({
      label: 'pod management',
      values: {
        podManagement: m[1] === 'orderedready' || /one\s+(?:at|after)/.test(m[0]) ? 'OrderedReady' : 'Parallel',
      },
      family: 'podSpec',
    }),
    examples: {
      reads: {
        'a statefulset whose pods start in parallel': { podManagement: 'Parallel' },
        'a statefulset with podmanagementpolicy: orderedready': { podManagement: 'OrderedReady' },
      },
      leaves: ['a job running 4 pods in parallel'],
    },
  },
  // Where the data volume is mounted: "a 20Gi volume on class fast, mounted at /data/redis" (the words
  // that name the volume stay its size's and class's).
  {
    re: /(?<=\b(?:volumes?|disks?|storage|pvcs?|claims?|data)\b[^.;\n]{0,80}?)\bmounted\s+(?:at|on|under|in|to)\s+(\/[\w./-]*[\w-])/g,
    when: /\bstateful ?sets?\b|\bvolume\s*claim\s*templates?\b/,
    consume: 1,
    read: (m) => ({ label: 'mount path', values: { dataMountPath: m[1] }, family: 'podSpec' }),
    examples: {
      reads: {
        'a statefulset where each pod gets its own 8gi volume, mounted at /var/lib/etcd': {
          dataMountPath: '/var/lib/etcd',
        },
      },
      leaves: ['a configmap mounted at /etc/app'],
    },
  },
];
