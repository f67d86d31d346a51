/**
 * "a target tracking policy", "a scaling policy": the way a group scales, which its autoscaler
 * writes from the range and target stated with it; read as a bare "policy" it became an access
 * policy (IAM policy, role assignment) nobody asked for (issue 24, INV).
 */
import { type Token } from './text';

// Access-policy kinds a bare "policy" is read as on each cloud.
const ACCESS_POLICY = new Set(['aws.iam_policy', 'azure.role_assignment', 'gcp.project_iam_member', 'k8s.role']);

/**
 * "a target tracking policy", "a scaling policy", "an autoscale policy": how a group scales, a setting
 * its autoscaler writes (the range and target stated with it), never an access policy of its own.
 */
export function scalingPolicy(kind: string | undefined, tokens: readonly Token[], start: number, end: number): boolean {
  if (!kind || !ACCESS_POLICY.has(kind) || tokens[end - 1]?.word !== 'policy') return false;
  const before = tokens.slice(Math.max(0, start - 2), end - 1).map((t) => t.raw);
  return before.some((w) => /^(?:auto-?)?scal(?:e|ing)$|^autoscal(?:e|ing)$|^tracking$|^scale-(?:out|in)$/.test(w));
}
