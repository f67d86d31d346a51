/**
 * The `namespace` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

// Words of the sentence after "namespace" that name nothing ("the web namespace already exists",
// "namespace is shared"): only a name-shaped word in that slot is the namespace.
const NOT_A_NAMESPACE =
  /^(?:al+re?a?dy|exists?|existed|currently|still|now|then|too|also|here|there|itself|again|is|are|was|were|be|been|has|had|have|does|do|did|will|would|should|must|can|could|gets?|runs?|holds?|contains?|needs?|uses?|using|running|pulling|mounting|where|when|while|so|but|as|at|by|from|via|plus|without|behind|because|since|until)$/;
const namespaceWord = (word: string) => !NOT_A_NAMESPACE.test(word);

/**
 * Whether the namespace named at `at` is said only as where things go ("in namespace data", "on the
 * shared cluster in ns shop"): one the cluster has already, never one to make ("a new namespace x",
 * "create namespace x").
 */
function placeBefore(all: string, at = 0): boolean {
  return /\b(?:in|into|to|under|within|inside)\s+(?:the\s+|our\s+|my\s+|an?\s+)?(?:existing\s+|shared\s+|current\s+)?$/.test(
    all.slice(Math.max(0, at - 40), at),
  );
}

export const NAMESPACE: Rule[] = [
  // The cluster's own namespaces are namespaces by their names alone: "in kube-system", "into kube-public".
  {
    re: /\b(?:in|into|to|under|within|inside)\s+(?:the\s+)?(kube-system|kube-public|kube-node-lease)\b(?!\s+namespace\b)/g,
    read: (m) => ({ label: 'namespace', values: { namespace: m[1] }, family: 'namespace' }),
    consume: 'none',
    examples: {
      reads: {
        'run the agent in kube-system': { namespace: 'kube-system' },
        'a daemonset deployed into kube-system with image x:1': { namespace: 'kube-system' },
      },
      leaves: ['a deployment in the same namespace'],
    },
  },
  // The Kubernetes namespace things go into: "in namespace staging", "for ns qa", "namespace team-b with".
  {
    re: /(?<!\b(?:bus|hubs?|relay|notification hubs?)\s+(?:(?:basic|standard|premium)\s+)?)\b(?:namespace|ns)\s+(?!(?:with|and|or|that|which|for|to|in|on|of|the|a|an|is|per|called|named|labell?ed|policy|policies|quota|isolation|only|default|basic|standard|premium)\b)([a-z0-9][a-z0-9-]{0,61}[a-z0-9])\b(?![./=]|:\S)/g,
    read: (m, all) =>
      namespaceWord(m[1])
        ? {
            label: 'namespace',
            values: { namespace: m[1], namespacePlace: placeBefore(all, m.index) || undefined },
            family: 'namespace',
          }
        : undefined,
    consume: 'none',
    examples: {
      reads: { 'a deployment in namespace staging': { namespace: 'staging', namespacePlace: true } },
      leaves: [
        'a service bus namespace premium',
        'the cache in that namespace already runs 2 pods',
        'a service bus premium namespace sbn-claims',
        'service bus ns sbn-claims',
      ],
    },
  },
  // Its name before the word, as people say it: "in the ci namespace", "into our payments-prod namespace".
  {
    re: /\b(?:in|into|to|under|within|inside)\s+(?:the\s+|our\s+|my\s+|an?\s+existing\s+|the\s+existing\s+)?(?!(?:same|new|own|separate|dedicated|existing|other|another|its|their|this|that|one|a|an|the|bus|hubs?|relay|notification|kubernetes|k8s|right|correct|given|specified|target|relevant|appropriate|proper|its)\s)([a-z0-9][a-z0-9-]{0,61}[a-z0-9])\s+(?:kubernetes\s+|k8s\s+)?namespace\b(?!\s*(?:[-=:]|called\b|named\b))/g,
    // Said as where things go, never as a namespace to make ("in a new namespace" is read above).
    read: (m) => ({ label: 'namespace', values: { namespace: m[1], namespacePlace: true }, family: 'namespace' }),
    consume: 'none',
    examples: {
      reads: {
        'a deployment in the ci namespace': { namespace: 'ci', namespacePlace: true },
        'put the cronjob into our payments-prod namespace': { namespace: 'payments-prod' },
        'a role that can read secrets in the default namespace': { namespace: 'default' },
        'a daemon set in the audit namespace using image x:1': { namespace: 'audit' },
      },
      leaves: [
        'a deployment in the same namespace',
        'a queue in the service bus namespace',
        'an event hub in the event hubs namespace',
        'a deployment in a new namespace called web',
      ],
    },
  },
];
