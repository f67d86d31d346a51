/**
 * Traffic between groups of pods a network policy lets in: "only pods labelled tier=web may reach
 * pods labelled tier=db on TCP 5432", "allow traffic from pods labelled role=client to pods labelled
 * role=cache", "let the checkout pods talk to the inventory pods on 8081". The first group is where
 * traffic comes from, the second the pods the policy selects; pods named by a word ("the checkout
 * pods") are those labelled app=<word>. Read whole, so the labels rule never takes either group as
 * labels of a namespace or of a workload.
 */
import { type Found, type Rule } from '../settings';

const KEY = '[a-z][a-z0-9./-]{0,62}';
const VALUE = '[a-z0-9][a-z0-9._-]{0,62}';
// Words before "pods" that do not name them ("all pods", "the other pods").
const NOT_A_NAME = '(?!(?:the|all|other|any|these|those|its|our|my|their|some|no|only|of|from|to)\\b)';
const pods = (p: string) =>
  `(?:the\\s+)?(?:pods?\\s+(?:labell?ed|with\\s+(?:the\\s+)?labels?|tagged)\\s+(?<${p}k>${KEY})\\s*=\\s*(?<${p}v>${VALUE})|${NOT_A_NAME}(?<${p}w>[a-z][a-z0-9-]{1,40})\\s+pods)`;
const PORT =
  '(?:,?\\s+(?:and\\s+)?(?:only\\s+)?(?:on|over|via|at)\\s+(?:(?<proto>tcp|udp|sctp)\\s+)?(?:port\\s+)?(?:(?<port>\\d{2,5})|the\\s+(?<named>[a-z][a-z0-9-]{0,14})\\s+port)(?:\\s*/\\s*(?<proto2>tcp|udp|sctp))?)?';
const VERB = '(?:reach|talk\\s+to|connect\\s+to|access|call|send\\s+traffic\\s+to)';

const labelsOf = (g: Record<string, string | undefined>, p: string): Record<string, string> =>
  g[`${p}k`] ? { [g[`${p}k`]!]: g[`${p}v`]! } : { app: g[`${p}w`]! };

function read(m: RegExpMatchArray): Omit<Found, 'start' | 'end' | 'text' | 'consumes'> {
  const g = m.groups ?? {};
  const port = g.port ? Number(g.port) : g.named;
  const proto = g.proto ?? g.proto2;
  return {
    label: 'allowed traffic',
    values: {
      allowFrom: { pods: labelsOf(g, 's'), port, protocol: proto?.toUpperCase() },
      labels: labelsOf(g, 't'),
    },
    family: 'allowFrom',
  };
}

export const POD_TRAFFIC: Rule[] = [
  // "pods labelled a=b may reach pods labelled c=d": the pods that send first, then those reached.
  {
    re: new RegExp(`${pods('s')}\\s+(?:[a-z]+\\s+){0,5}?${VERB}\\s+${pods('t')}${PORT}`, 'g'),
    read,
    examples: {
      reads: {
        'only pods labelled tier=web may reach pods labelled tier=db on tcp 5432': {
          allowFrom: { pods: { tier: 'web' }, port: 5432, protocol: 'TCP' },
          labels: { tier: 'db' },
        },
        'let the checkout pods talk to the inventory pods on 8081': {
          allowFrom: { pods: { app: 'checkout' }, port: 8081 },
          labels: { app: 'inventory' },
        },
      },
      leaves: ['a deployment with 3 pods that can reach the internet'],
    },
  },
  // "only pods labelled a=b may reach 5432", "pods labelled a=b can connect to it on 6379": the pods that send,
  // to the workload the policy is said of (its own pods), on the port said.
  {
    re: new RegExp(
      `${pods('s')}\\s+(?:[a-z]+\\s+){0,3}?${VERB}\\s+(?:(?:it|them|this|the\\s+(?:database|db|cache|server|service|workload|set|pods))\\s+)?(?:(?:on|over|via|at)\\s+)?(?:(?<proto>tcp|udp|sctp)\\s+)?(?:port\\s+)?(?<port>\\d{2,5})\\b(?:\\s*/\\s*(?<proto2>tcp|udp|sctp))?`,
      'g',
    ),
    read: (m) => {
      const g = m.groups ?? {};
      const proto = g.proto ?? g.proto2;
      return {
        label: 'allowed traffic',
        values: { allowFrom: { pods: labelsOf(g, 's'), port: Number(g.port), protocol: proto?.toUpperCase() } },
        family: 'allowFrom',
      };
    },
    examples: {
      reads: {
        'only pods labelled role=reporting may reach 3306': { allowFrom: { pods: { role: 'reporting' }, port: 3306 } },
        'pods labelled tier=worker can connect to it on tcp 11211': {
          allowFrom: { pods: { tier: 'worker' }, port: 11211, protocol: 'TCP' },
        },
      },
      leaves: ['a deployment whose pods can reach the internet'],
    },
  },
  // "allow traffic from pods labelled a=b to pods labelled c=d": where it comes from, then where it goes.
  {
    re: new RegExp(
      `\\ballow\\w*\\s+(?:ingress\\s+|inbound\\s+)?(?:traffic\\s+)?(?:only\\s+)?from\\s+${pods('s')}\\s+to\\s+${pods('t')}${PORT}`,
      'g',
    ),
    read,
    examples: {
      reads: {
        'allow traffic from pods labelled role=client to pods labelled role=cache on port 6379/udp': {
          allowFrom: { pods: { role: 'client' }, port: 6379, protocol: 'UDP' },
          labels: { role: 'cache' },
        },
      },
      leaves: ['allow traffic from the office network to the web servers'],
    },
  },
  // "everything else gets denied", "deny all other traffic": the policy above selecting the pods denies
  // the rest of their incoming traffic, so the choice of it honours this.
  {
    re: /\b(?:deny|block|reject|drop)\s+(?:all\s+|any\s+)?(?:everything|anything|other|the\s+rest)\b(?:\s+else)?(?:\s+traffic)?|\b(?:everything|anything|all)\s+else\s+(?:[a-z]+\s+){0,6}?(?:gets|is|are|should\s+be|must\s+be|will\s+be)\s+(?:denied|blocked|rejected|dropped)\b/g,
    // Only beside traffic a Kubernetes network policy lets in: elsewhere a deny is a firewall's.
    when: new RegExp(`${VERB}\\s+${pods('t')}|\\bnetwork ?polic|\\bfrom\\s+(?:the\\s+)?(?:namespace|ns)\\s`),
    read: () => ({ label: 'other traffic denied', values: {}, family: 'allowFrom', untracked: true }),
    examples: {
      reads: { 'pods labelled a=b may reach pods labelled c=d; everything else trying to reach them gets denied': {} },
      leaves: ['deny rdp from the internet'],
    },
  },
];
