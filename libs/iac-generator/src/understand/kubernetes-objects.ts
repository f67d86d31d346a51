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

/** Whether `m` is a Kubernetes object said with the platform's name right before it. */
export function isKubernetesObject(tokens: Token[], m: Match): boolean {
  return PLATFORM.has(tokens[m.start - 1]?.raw ?? '') && !!CONCEPTS[m.concept].k8s?.startsWith('k8s.');
}

/** Whether `m` is only the platform's name before a Kubernetes object ("Kubernetes" of "Kubernetes deployment"). */
export function namesObjectsPlatform(tokens: Token[], m: Match, matches: Match[]): boolean {
  if (m.end - m.start !== 1 || !PLATFORM.has(tokens[m.start].raw)) return false;
  const next = matches.find((x) => x.start === m.end);
  return !!next && isKubernetesObject(tokens, next);
}
