/** Functions and the services that call them: API Gateway, queues, topics, schedules, Step Functions. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';
import { egressFor, network, roleFor, securityGroupFor } from './common';
import { logGroupOf, logsSaid } from './logs-of';
import { arnsAmong, reachesDatabase, statementsFor, USES } from './grants';
import { givenName } from '../../model/names';
import { type HclValue } from '../../model/hcl';
import { scheduledByScheduler } from './scheduler-schedule/starts';

const BASIC = 'arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';
const VPC_ACCESS = 'arn:aws:iam::aws:policy/service-role/AWSLambdaVPCAccessExecutionRole';
// The function writers turn Active X-Ray tracing on; without write rights to X-Ray on its role,
// Lambda refuses to create the function, so the role always carries them.
const XRAY_WRITE = 'arn:aws:iam::aws:policy/AWSXRayDaemonWriteAccess';

/** The ARNs a function's permissions are scoped to: those of every resource of a kind in the plan. */
const arnsOf = (plan: Planner, kind: string, ...suffixes: string[]): HclValue => arnsAmong(plan.all(kind), ...suffixes);

export function fnNeeds(c: Component, plan: Planner): void {
  const statements: Record<string, HclValue>[] = [];
  // What it does with each store is what the request said (read-only, write-only), else its own default.
  if (plan.has('aws.dynamodb_table')) statements.push(...statementsFor(USES.table, plan.all('aws.dynamodb_table')));
  if (plan.has('aws.sqs_queue'))
    statements.push(
      ...statementsFor(USES.queue, plan.all('aws.sqs_queue'), [
        'sqs:ReceiveMessage',
        'sqs:DeleteMessage',
        'sqs:GetQueueAttributes',
      ]),
    );
  if (plan.has('aws.kinesis_stream'))
    statements.push({
      Effect: 'Allow',
      Action: ['kinesis:GetRecords', 'kinesis:GetShardIterator', 'kinesis:DescribeStream', 'kinesis:ListShards'],
      Resource: arnsOf(plan, 'aws.kinesis_stream'),
    });
  if (plan.has('aws.s3_bucket'))
    statements.push(...statementsFor(USES.bucket, plan.all('aws.s3_bucket'), ['s3:GetObject', 's3:PutObject']));
  // A function asked with a database runs in its VPC's private subnets with a group of its own,
  // which may reach the database's port (security-group writers); it needs ENI rights for that.
  const db = reachesDatabase(c, plan);
  // A function asked for with a network of its own ("a Lambda in the VPC's private subnets") runs in
  // it too, and reaches the internet and AWS's APIs through a NAT gateway: from private subnets there
  // is no other way out.
  const inNetwork = !db && ['aws.vpc', 'aws.subnet'].some((k) => plan.all(k).some((n) => !n.implicit));
  if (db) c.ref.database = db;
  if (db || inNetwork) {
    network(c, plan, { tier: 'private' });
    securityGroupFor(c, plan, [], 'function');
  }
  if (inNetwork) egressFor(plan, 'the function reaches the internet from its private subnets through it');
  roleFor(c, plan, 'lambda.amazonaws.com', {
    policies: db || inNetwork ? [BASIC, VPC_ACCESS, XRAY_WRITE] : [BASIC, XRAY_WRITE],
    statements,
    why: 'the function runs with only the permissions it needs',
  });
  c.ref.logGroup = logGroupOf(c, plan, {
    implicit: 'keeps the function logs for a bounded time',
    label: `${c.id}_lambda`,
    config: { path: `/aws/lambda/${givenName(c)}` },
  });
  scheduledBy(c, plan);
  invokedBy(c, plan);
}

/**
 * A function that runs on a schedule needs the rule that runs it, whether it is written here or
 * given by its ARN; a workflow's step is run by the workflow, which takes the schedule
 * (sfn-state-machine/plan.ts), and an EventBridge Scheduler schedule asked for takes it (scheduler-schedule/starts.ts).
 */
export function scheduledBy(c: Component, plan: Planner): void {
  if (c.attrs.schedule && !plan.has('aws.sfn_state_machine') && !scheduledByScheduler(c, plan)) {
    const rules = plan.all('aws.cloudwatch_event_rule');
    const rule =
      rules.find((r) => r.ref.target === c) ??
      rules.find((r) => !r.ref.target && !r.attrs.schedule) ??
      plan.add('aws.cloudwatch_event_rule', {
        implicit: 'runs the function on its schedule',
        label: `${c.id}_schedule`,
      });
    rule.attrs.schedule ??= c.attrs.schedule;
    rule.ref.target = c;
    plan.handOver(c, rule, 'schedule');
  }
}

/**
 * A caller that is present gets permission to invoke the plan's first function (API Gateway, a
 * schedule, a bucket, a bot), whether the function is written here or given by its ARN: without it
 * the caller cannot reach the function (a bucket's notification is refused outright).
 */
export function invokedBy(c: Component, plan: Planner): void {
  for (const [kind, principal] of [
    ['aws.api_gateway_rest_api', 'apigateway.amazonaws.com'],
    ['aws.apigatewayv2_api', 'apigateway.amazonaws.com'],
    ['aws.cloudwatch_event_rule', 'events.amazonaws.com'],
    ['aws.s3_bucket_notification', 's3.amazonaws.com'],
    ['aws.lex_bot', 'lex.amazonaws.com'],
  ] as const) {
    if (
      plan.has(kind) &&
      // A schedule beside a workflow starts the workflow, never its steps.
      !(kind === 'aws.cloudwatch_event_rule' && plan.has('aws.sfn_state_machine')) &&
      c === plan.first('aws.lambda_function') &&
      !plan.all('aws.lambda_permission').some((p) => p.config.principal === principal)
    ) {
      plan.add('aws.lambda_permission', {
        implicit: `lets ${principal.split('.')[0]} invoke the function`,
        label: `${c.id}_${principal.split('.')[0]}`,
        config: { principal, source: kind },
      });
    }
  }
}

/** The API Gateway API in front of the functions: a REST API or an HTTP API. */
export function apiOf(plan: { first(kind: string): Component | undefined }): Component | undefined {
  return plan.first('aws.api_gateway_rest_api') ?? plan.first('aws.apigatewayv2_api');
}

/** The route an API serves, as stated ("GET /status"; any method when only a path is), else undefined. */
export function routeOf(c: Component): { method: string; path: string } | undefined {
  return c.attrs.path ? { method: c.attrs.httpMethod ?? 'ANY', path: c.attrs.path } : undefined;
}

/** Both kinds of API Gateway API: a function to handle the requests, and a log group for access logs. */
export function apiNeeds(c: Component, plan: Planner): void {
  // An HTTP API that passes requests to a URL has an HTTP integration: no function is needed.
  if (!(c.kind === 'aws.apigatewayv2_api' && c.attrs.backendUrl))
    c.ref.fn = plan.ensure('aws.lambda_function', 'handles the API requests', { label: 'api_handler' });
  // Access logs when asked for ("log every request", "access logs", "keep its logs for 7 days"): an
  // API serves without them (decision 052).
  if (plan.phrases.some((p) => ACCESS_LOGS.test(p)) || logsSaid(c, plan))
    c.ref.logGroup = logGroupOf(c, plan, {
      implicit: 'API access logs',
      label: `${c.id}_access`,
      config: { path: `/aws/apigateway/${givenName(c)}` },
    });
}

const ACCESS_LOGS =
  /\baccess[-\s]logs?\b|\blog(?:s|ging)?\s+(?:of\s+)?(?:every|all|each|the)?\s*(?:api\s+)?(?:requests?|calls?)\b|\b(?:requests?|calls?)\s+(?:are\s+|get\s+)?logged\b/i;

export const SERVERLESS_KINDS: Kind[] = [];
