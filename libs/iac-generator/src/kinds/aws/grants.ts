/**
 * Wiring between two parts of one request on AWS: when a workload with a role of its own (a
 * function, an instance) is asked for with a resource it works with (a bucket, a queue, a secret),
 * the role is allowed the actions that use that resource, scoped to its ARNs. Without the statement
 * both parts are written and every call is denied. The statement joins the role's other ones, so the
 * role's writer (every format) writes it as one least-privilege policy.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { expr, type HclValue } from '../../model/hcl';

/**
 * The ARNs of `components` (all of one kind), with `suffixes` for what lies inside them ("/*"
 * objects, "/index/*"); "*" when one is looked up as existing, since its ARN is not written here.
 */
export function arnsAmong(components: Component[], ...suffixes: string[]): HclValue {
  if (components.some((o) => o.attrs.flags.has('existing'))) return '*';
  return components.flatMap((o) => {
    const address = `${o.kind.replace(/^aws\./, 'aws_')}.${o.id}`;
    return ['', ...suffixes].map((x) => expr(x ? `"\${${address}.arn}${x}"` : `${address}.arn`));
  });
}

/**
 * Allows the component's role (`c.ref.role`, planned before this step) `actions` on the asked-for
 * resources of `kinds`, and the `alongside` statements with them (a key's decrypt through the
 * service); nothing when the request asked for none. A role shared by several workloads gets each
 * statement once.
 */
export function grantOn(
  c: Component,
  plan: Planner,
  kinds: string[],
  actions: string[],
  suffixes: string[] = [],
  alongside: Record<string, HclValue>[] = [],
): void {
  const role = c.ref.role as Component | undefined;
  const targets = kinds.flatMap((k) => plan.all(k)).filter((t) => !t.implicit);
  if (!role || !targets.length) return;
  const statements = (role.config.statements as Record<string, HclValue>[] | undefined) ?? [];
  const add = [{ Effect: 'Allow', Action: actions, Resource: arnsAmong(targets, ...suffixes) }, ...alongside];
  const known = new Set(statements.map((s) => JSON.stringify(s)));
  role.config.statements = [...statements, ...add.filter((s) => !known.has(JSON.stringify(s)))];
}
