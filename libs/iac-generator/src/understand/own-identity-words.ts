/**
 * "the function should use its managed identity", "with its own system-assigned identity": on
 * Azure, a workload's managed identity said with a possessive (or as system-assigned) is the
 * workload's own identity, which its writer always enables; never a user-assigned identity of its
 * own. Read as one, the role the request gives "it" went to a new, unused identity (issue 24, WIR).
 */
import { type Token } from './text';
import { type Mention } from './intent';

// Azure workloads that run under a system-assigned identity of their own (kinds/azure/grants.ts PRINCIPALS).
const OWN_IDENTITY = new Set([
  'azure.linux_function_app',
  'azure.linux_web_app',
  'azure.windows_web_app',
  'azure.container_app',
  'azure.linux_virtual_machine',
  'azure.windows_virtual_machine',
  'azure.kubernetes_cluster',
]);

/** Whether the identity matched at `start` is the own identity of a workload read before it. */
export function ownIdentityOfWorkload(
  kind: string | undefined,
  tokens: readonly Token[],
  start: number,
  mentions: readonly Mention[],
): boolean {
  if (kind !== 'azure.user_assigned_identity') return false;
  if (!mentions.some((m) => OWN_IDENTITY.has(m.kind))) return false;
  const before = tokens
    .slice(Math.max(0, start - 3), start)
    .map((t) => t.raw)
    .join(' ');
  const within = tokens.slice(start, start + 4).map((t) => t.raw);
  if (within.includes('user')) return false;
  return (
    /\b(?:its|their)(?:\s+own)?(?:\s+system(?:[-\s]assigned)?)?$|\bsystem(?:[-\s]assigned)?$/.test(before) ||
    within[0].startsWith('system')
  );
}
