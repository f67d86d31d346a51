/**
 * The log group a service writes to. A retention the request said of that service's logs ("keep its
 * logs for 30 days", "container logs kept 14 days", understand/attach.ts LOG_RETENTION) is the log
 * group's, and a log group the request asked for with no writer yet ("container logs to CloudWatch")
 * is the one it writes to, never a second, unused one beside it.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { LOG_OWNERS, LOG_RETENTION } from '../../understand/owners/logs';

const LOG_GROUP = 'aws.cloudwatch_log_group';

/** The log group `c` writes to: the asked one it may use, else one added; with what was said of its logs. */
export function logGroupOf(
  c: Component,
  plan: Planner,
  opts: { implicit: string; label: string; config?: { path: string }; anyName?: boolean },
): Component {
  // A service's settings said for the task it runs (an ECS service and its task definition).
  const said = [c, ...plan.components.filter((o) => o.ref.task === c)].flatMap((o) =>
    // A writer of logs that takes a retention of its own (a flow log) keeps it in its log group too.
    (o.settings ?? []).filter((s) => s.label === LOG_RETENTION || s.family === 'retention'),
  );
  // A service that writes to a log group it is given (ECS's awslogs driver) takes any asked one; a
  // Lambda function writes to /aws/lambda/<name> only, so an asked group named otherwise is not its.
  // Of several writers, an asked group is the one said nearest to it ("container logs to CloudWatch").
  const self = speaker(c, plan);
  const asked = plan
    .all(LOG_GROUP)
    .find(
      (g) =>
        !g.implicit && !g.ref.writer && (opts.anyName || g.attrs.path === undefined) && nearestWriter(g, plan) === self,
    );
  const group = asked ?? plan.add(LOG_GROUP, { implicit: opts.implicit, label: opts.label, config: opts.config });
  group.ref.writer = c;
  if (asked && opts.config) asked.config.path ??= opts.config.path;
  const days = said.at(-1)?.values?.retentionDays;
  if (typeof days === 'number' && !said.some((s) => group.settings?.includes(s))) {
    group.attrs.retentionDays = days;
    group.settings = [...(group.settings ?? []), ...said];
  }
  return group;
}

/**
 * Whether the request said anything of `c`'s logs: a retention of them, or a log group asked for
 * that `c` is the nearest writer of. A service whose logs are optional (an API's access logs) gets a
 * log group only then (decision 052).
 */
export function logsSaid(c: Component, plan: Planner): boolean {
  const retention = (c.settings ?? []).some((s) => s.label === LOG_RETENTION || s.family === 'retention');
  const self = speaker(c, plan);
  return retention || plan.all(LOG_GROUP).some((g) => !g.implicit && !g.ref.writer && nearestWriter(g, plan) === self);
}

// The component whose words asked for `c`: itself, or the service that runs it (an ECS task definition).
const speaker = (c: Component, plan: Planner): Component =>
  c.implicit ? (plan.components.find((o) => o.ref.task === c) ?? c) : c;

/** Of the writers of logs the request asked for, the one said in the phrase nearest to the log group's. */
function nearestWriter(g: Component, plan: Planner): Component | undefined {
  const writers = plan.components.filter((o) => LOG_OWNERS.has(o.kind) && !o.implicit && o.phrase !== undefined);
  const gap = (o: Component) => Math.abs((o.phrase ?? 0) - (g.phrase ?? 0));
  return writers.reduce<Component | undefined>((best, o) => (!best || gap(o) < gap(best) ? o : best), undefined);
}
