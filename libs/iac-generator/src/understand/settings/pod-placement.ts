/**
 * Where a workload's pods run and what of the node they see: spread over zones or nodes with a
 * skew and what happens when it cannot hold (`spread`), the node's own directories mounted into the
 * pod (`hostPath`), and nodes of the control plane tolerated (`tolerations`). settings.ts `RULES`
 * tries them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { num } from '../numbers';

type Spread = { topologyKey: string; maxSkew: number; whenUnsatisfiable: 'DoNotSchedule' | 'ScheduleAnyway' };

// What to do when the spread cannot hold, in the words of the API or plainly.
const HARD =
  /\bdo ?not ?schedule\b|\bdon'?t\s+schedule\b|\bdo\s+not\s+schedule\b|\bstrict(?:ly)?\b|\bhard\b|\bmust\b|\brequired?\b/;
const SOFT =
  /\bschedule ?anyway\b|\bbest[- ]effort\b|\bsoft\b|\bif\s+possible\b|\bpreferr?(?:ed)?\b|\bwhere\s+possible\b/;

/** One spread: over zones or nodes, with the skew and the policy said in the words after it. */
function spreadOf(over: string, tail: string): Spread {
  const skew = /\b(?:max(?:imum)?[ _-]?skew|skew)\s*(?:of|=|:|is)?\s*(\d{1,2}|one|two|three)\b/.exec(tail);
  return {
    topologyKey: /zone|az\b|availability/.test(over) ? 'topology.kubernetes.io/zone' : 'kubernetes.io/hostname',
    maxSkew: skew ? num(skew[1]) : 1,
    whenUnsatisfiable: SOFT.test(tail) ? 'ScheduleAnyway' : HARD.test(tail) ? 'DoNotSchedule' : 'ScheduleAnyway',
  };
}

export const SPREAD_K8S: Rule[] = [
  // Pods spread over zones and/or nodes: "spread evenly over zones (max skew 1, don't schedule if
  // it can't) and over nodes (max skew 2, best effort)", "topology spread across zones".
  {
    re: /\b(?:(?:topology[ -]?)?spread(?:s|ing)?|distribut(?:e|ed|es|ing)|balanc(?:e|ed|es|ing))\s+(?:(?:evenly|equally|out)\s+)?(?:(?:the\s+)?(?:pods?|replicas?)\s+|(?:them|those|these)\s+(?:(?:evenly|equally|out)\s+)?)?(?:over|across|among|between)\s+(?:the\s+|all\s+|(?:availability\s+)?)?(zones|nodes|hosts|azs|availability zones)\b((?:\s*\([^)]{0,80}\)|[^.;()\n]{0,60}?(?=\band\s+(?:over|across)\b|[.;\n]|$))?)(?:\s*(?:,|and)\s*(?:(?:also|evenly)\s+)?(?:over|across)\s+(?:the\s+|all\s+)?(zones|nodes|hosts|azs)\b(\s*\([^)]{0,80}\)|[^.;()\n]{0,60})?)?/g,
    when: /\bpods?\b|\breplicas?\b|\bdeployment\b|\bstateful ?set\b|\bk8s\b|\bkubernetes\b/,
    read: (m) => {
      const spread = [spreadOf(m[1], m[2] ?? '')];
      if (m[3]) spread.push(spreadOf(m[3], m[4] ?? ''));
      return { label: 'topology spread', values: { spread }, family: 'spread' };
    },
    examples: {
      reads: {
        'a deployment with 4 replicas spread across zones': {
          spread: [{ topologyKey: 'topology.kubernetes.io/zone', maxSkew: 1, whenUnsatisfiable: 'ScheduleAnyway' }],
        },
        "pods spread over zones (max skew 1, don't schedule if it can't) and over nodes (max skew 2, best effort)": {
          spread: [
            { topologyKey: 'topology.kubernetes.io/zone', maxSkew: 1, whenUnsatisfiable: 'DoNotSchedule' },
            { topologyKey: 'kubernetes.io/hostname', maxSkew: 2, whenUnsatisfiable: 'ScheduleAnyway' },
          ],
        },
        'scale the deployment to 5 and spread them across nodes with maxskew 2': {
          spread: [{ topologyKey: 'kubernetes.io/hostname', maxSkew: 2, whenUnsatisfiable: 'ScheduleAnyway' }],
        },
        'a deployment whose pods are distributed evenly across nodes, strictly': {
          spread: [{ topologyKey: 'kubernetes.io/hostname', maxSkew: 1, whenUnsatisfiable: 'DoNotSchedule' }],
        },
      },
      leaves: ['a deployment with 3 replicas'],
    },
  },
];

// A path of the node: "/var/log", "/var/log/containers/*.log".
const HOST_FILE = String.raw`(\/[a-z0-9_.*-]+(?:\/[a-z0-9_.*-]+)*\/?)`;

/** The directory a stated host path is mounted from: a log file pattern's tree, else the path up to its first wildcard. */
function hostDirectory(path: string): string {
  // Container logs under /var/log are links into /var/log/pods, so the whole tree is mounted.
  if (/^\/var\/log(?:\/|$)/.test(path)) return '/var/log';
  const parts = path.replace(/\/$/, '').split('/');
  const glob = parts.findIndex((p) => p.includes('*'));
  const dir = glob < 0 ? parts : parts.slice(0, glob);
  return dir.join('/') || '/';
}

export const HOST_PATH_K8S: Rule[] = [
  // A directory of the node in the pod: "hostPath /var/log", "/var/log from the host", "the node's
  // /var/lib/docker". Read-only unless said writable: the pod reads the node, it does not change it.
  {
    re: new RegExp(
      String.raw`\bhost[ -]?path(?:\s+volume)?\s+(?:of\s+|for\s+|at\s+)?${HOST_FILE}|${HOST_FILE}\s+(?:(?:directory|dir|folder|files?)\s+)?(?:from|of|on)\s+the\s+(?:host|node)(?:'s)?(?:\s+(?:filesystem|file system|disk))?\b|\bthe\s+(?:host|node)(?:'s|s')?\s+(?:(?:directory|dir|folder)\s+)?${HOST_FILE}`,
      'g',
    ),
    read: (m, all) => {
      const path = m[1] ?? m[2] ?? m[3];
      const end = (m.index ?? 0) + m[0].length;
      const after = all.slice(end, end + 40);
      const writable = /^[^.;\n]{0,30}\b(?:read[- ]?write|writable|rw)\b/.test(after);
      return {
        label: 'host path',
        values: { hostPaths: [{ path: hostDirectory(path), readOnly: !writable }] },
        family: 'hostPath',
      };
    },
    examples: {
      reads: {
        'a daemonset that tails /var/log/containers/*.log from the host, mounted read-only': {
          hostPaths: [{ path: '/var/log', readOnly: true }],
        },
        'a daemon set with a hostpath /var/lib/kubelet': { hostPaths: [{ path: '/var/lib/kubelet', readOnly: true }] },
        "an agent reading the node's /proc": { hostPaths: [{ path: '/proc', readOnly: true }] },
      },
      leaves: ['a readiness probe on /healthz', 'mount the configmap at /etc/nginx/conf.d'],
    },
  },
];

export const HOST_PATH_READ_ONLY_K8S: Rule[] = [
  // Said on its own after the node's directory: "mounted read-only". The mount is read-only already.
  {
    re: /\b(?:mounted|mount\s+it|mount\s+them)\s+(?:as\s+)?read[- ]?only\b|\bread[- ]?only\s+(?:host\s*path\s+)?mount\b/g,
    when: /\bfrom\s+the\s+(?:host|node)\b|\bhost[ -]?path\b|\bthe\s+(?:host|node)(?:'s|s')\s+\//,
    read: () => ({ label: 'read-only host path', values: {}, family: 'hostPath', quiet: true, untracked: true }),
    examples: {
      reads: { 'tail /var/log from the host, mounted read-only': {} },
      leaves: ['a daemonset on every node'],
    },
  },
];

export const CONTROL_PLANE_K8S: Rule[] = [
  // Pods that run on every node whatever its taints: "including the tainted GPU and control-plane nodes",
  // "tolerate all taints", "even on tainted nodes". One toleration of every taint (operator Exists, no key).
  {
    re: /\b(?:(?:including|incl\.?|also\s+(?:runs?\s+)?on|even\s+on|and)\s+(?:the\s+|all\s+|any\s+)?tainted\b[^.;]{0,60}?\bnodes?|tolerat\w*\s+(?:all|any|every)\s+(?:node\s+)?taints?|(?:whatever|regardless\s+of)\s+(?:their|its|the)\s+(?:node\s+)?taints?)\b/g,
    when: /\bdaemon ?set\b|\bpods?\b|\bk8s\b|\bkubernetes\b|\bon every node\b|\bnodes?\b/,
    read: () => ({ label: 'tainted nodes', values: { tolerate: 'all' }, family: 'tolerations' }),
    examples: {
      reads: {
        'an exporter on every node, including the tainted storage and ingress nodes': { tolerate: 'all' },
        'a daemon set that tolerates all taints': { tolerate: 'all' },
      },
      leaves: ['a daemonset on every node'],
    },
  },
  // Pods that run on the control plane's nodes too: "control-plane nodes included", "also on the
  // master nodes", "tolerating the control-plane taint".
  {
    re: /\b(?:(?:including|incl\.?|also\s+(?:runs?\s+)?on|even\s+on|as\s+well\s+as|and)\s+(?:the\s+)?(?:control[- ]plane|master)(?:\s+nodes?)?|(?:control[- ]plane|master)\s+nodes?\s+(?:included|too|as\s+well|also)|tolerat\w*\s+(?:the\s+)?(?:control[- ]plane|master)(?:\s+(?:nodes?|taints?))?)\b/g,
    when: /\bdaemon ?set\b|\bpods?\b|\bk8s\b|\bkubernetes\b|\bon every node\b|\bnodes?\b/,
    read: () => ({ label: 'control-plane nodes', values: { tolerate: 'control-plane' }, family: 'tolerations' }),
    examples: {
      reads: {
        'a daemonset on every node, control-plane nodes included': { tolerate: 'control-plane' },
        'a node agent that also runs on control-plane nodes': { tolerate: 'control-plane' },
        'a daemon set tolerating the master taint': { tolerate: 'control-plane' },
      },
      leaves: ['a cluster with a private control plane', 'a daemonset on every node'],
    },
  },
];
