/**
 * Kubernetes objects named with the platform's name before them: "a Kubernetes deployment", "a k8s
 * secret", "a Kubernetes service". The head says which object; "Kubernetes" says whose, never a
 * cluster of its own. Another cloud's answer cannot write the object (it is a manifest), so it is
 * said as not covered there, and nothing stands in for it (no ECS service for a Deployment).
 */
import { type Match } from './match';
import { type Token } from './text';
import { CONCEPTS } from './vocabulary';

const PLATFORM = new Set(['kubernetes', 'k8s']);

// Words that may stand between an object and "in ... namespace": its name, a determiner.
const BETWEEN = 3;
const DETERMINER = new Set(['the', 'that', 'this', 'its', 'our', 'same', 'a', 'new']);

/**
 * Whether `m` is a Kubernetes object: said with the platform's name right before it ("a k8s
 * secret"), or placed in a namespace ("a secret loki-s3 in that namespace", "a config map in
 * namespace apps"): only Kubernetes objects live in a namespace, whatever cloud the request is for.
 */
export function isKubernetesObject(tokens: Token[], m: Match): boolean {
  if (!CONCEPTS[m.concept].k8s?.startsWith('k8s.')) return false;
  return PLATFORM.has(tokens[m.start - 1]?.raw ?? '') || inNamespace(tokens, m.end);
}

/** The words a request said a Kubernetes object with: the platform's name and the object's words. */
export function kubernetesObjectStart(tokens: Token[], m: Match): number {
  return PLATFORM.has(tokens[m.start - 1]?.raw ?? '') ? m.start - 1 : m.start;
}

/** Whether "in [that] [name] namespace" follows within a few words of token index `end`. */
function inNamespace(tokens: Token[], end: number): boolean {
  for (let k = end; k < tokens.length && k <= end + BETWEEN; k++) {
    if (tokens[k].word !== 'in') continue;
    let j = k + 1;
    while (j < tokens.length && DETERMINER.has(tokens[j].word)) j++;
    // "in that namespace", "in namespace web", "in the payments namespace".
    return tokens[j]?.word === 'namespace' || tokens[j + 1]?.word === 'namespace';
  }
  return false;
}

/** Whether `m` is only the platform's name before a Kubernetes object ("Kubernetes" of "Kubernetes deployment"). */
export function namesObjectsPlatform(tokens: Token[], m: Match, matches: Match[]): boolean {
  if (m.end - m.start !== 1 || !PLATFORM.has(tokens[m.start].raw)) return false;
  const next = matches.find((x) => x.start === m.end);
  return !!next && isKubernetesObject(tokens, next);
}
