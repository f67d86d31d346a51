/**
 * Who a workload's processes run as: "runs as uid 1001", "runAsUser 2000, fsGroup 2000", "user id 999
 * and group 999", and a read-only root filesystem said as asked. A user id is kept as stated (never
 * root: the restricted pod security every namespace written here enforces turns root away).
 */
import { type Rule } from '../settings';

const ID = String.raw`([1-9]\d{0,5})`;

export const RUN_AS: Rule[] = [
  {
    re: new RegExp(
      String.raw`\b(?:(?:runs?|running)\s+as\s+(?:(?:the\s+)?(?:uid|user(?:\s+id)?|non-?root\s+user)\s+)|run[ _-]?as[ _-]?user\s*[:=]?\s*|uid\s*[:=]?\s*|user\s+id\s*[:=]?\s*)${ID}\b(?:\s*(?:[,/:]|and|with)?\s*(?:(?:primary\s+)?(?:gid|group(?:\s+id)?|run[ _-]?as[ _-]?group)\s*[:=]?\s*${ID}\b))?`,
      'g',
    ),
    read: (m) => ({
      label: 'user id',
      values: { runAs: { user: Number(m[1]), group: m[2] ? Number(m[2]) : undefined } },
      family: 'podSpec',
    }),
    examples: {
      reads: {
        'the worker runs as uid 1001': { runAs: { user: 1001 } },
        'runasuser 2000 and group 3000': { runAs: { user: 2000, group: 3000 } },
        'user id 999 / gid 999': { runAs: { user: 999, group: 999 } },
      },
      leaves: ['a deployment with 3 replicas'],
    },
  },
  {
    re: new RegExp(String.raw`\bfs[ _-]?group\s*[:=]?\s*${ID}\b`, 'g'),
    read: (m) => ({ label: 'file system group', values: { runAs: { fsGroup: Number(m[1]) } }, family: 'podSpec' }),
    examples: { reads: { 'with fsgroup 2000': { runAs: { fsGroup: 2000 } } } },
  },
  {
    re: /\bread[- ]?only\s+root(?:\s+(?:fs|file\s?system))?\b|\breadonlyrootfilesystem\s*[:=]?\s*true\b/g,
    read: () => ({ label: 'read-only root filesystem', values: { readOnlyRoot: true }, family: 'podSpec' }),
    examples: {
      reads: { 'with a read-only root fs': { readOnlyRoot: true } },
      leaves: ['a read-only replica of the database'],
    },
  },
];
