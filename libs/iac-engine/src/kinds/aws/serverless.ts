/** Functions and the services that call them: API Gateway, queues, topics, schedules, Step Functions. */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { type AwsKind } from './types';
import { dnsName, jsonPolicy, kmsFor, nameOf, roleFor } from './common';

const BASIC = 'arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';
const HANDLERS: Record<string, { file: string; handler: string; code: string }> = {
  python: { file: 'index.py', handler: 'index.handler', code: 'import json\n\n\ndef handler(event, context):\n    return {"statusCode": 200, "body": json.dumps({"ok": True})}\n' },
  node: { file: 'index.js', handler: 'index.handler', code: "exports.handler = async () => ({ statusCode: 200, body: JSON.stringify({ ok: true }) });\n" },
};

function fnNeeds(c: Component, plan: Planner): void {
  const statements: Record<string, import('../../model/hcl').HclValue>[] = [];
  if (plan.has('aws.dynamodb_table')) statements.push({ Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'], Resource: '*' });
  if (plan.has('aws.sqs_queue')) statements.push({ Effect: 'Allow', Action: ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes'], Resource: '*' });
  if (plan.has('aws.s3_bucket')) statements.push({ Effect: 'Allow', Action: ['s3:GetObject', 's3:PutObject'], Resource: '*' });
  roleFor(c, plan, 'lambda.amazonaws.com', { policies: [BASIC], statements, why: 'the function runs with only the permissions it needs' });
  c.ref.logGroup = plan.add('aws.cloudwatch_log_group', { implicit: 'keeps the function logs for a bounded time', label: `${c.id}_lambda`, config: { path: `/aws/lambda/${nameOf(c)}` } });
  // A caller that is present gets permission to invoke (API Gateway, a schedule, a bucket, a bot).
  for (const [kind, principal] of [['aws.api_gateway_rest_api', 'apigateway.amazonaws.com'], ['aws.cloudwatch_event_rule', 'events.amazonaws.com'], ['aws.s3_bucket_notification', 's3.amazonaws.com'], ['aws.lex_bot', 'lex.amazonaws.com']] as const) {
    if (plan.has(kind) && c === plan.first('aws.lambda_function') && !plan.all('aws.lambda_permission').some((p) => p.config.principal === principal)) {
      plan.add('aws.lambda_permission', { implicit: `lets ${principal.split('.')[0]} invoke the function`, label: `${c.id}_${principal.split('.')[0]}`, config: { principal, source: kind } });
    }
  }
}

export const SERVERLESS_KINDS: AwsKind[] = [
  {
    kind: 'aws.lambda_function',
    label: 'app',
    title: 'Lambda function',
    tfType: 'aws_lambda_function',
    needs: fnNeeds,
    tf: (c, x) => {
      const node = /node/.test(c.attrs.runtime ?? x.plan.global.runtime ?? '');
      const h = HANDLERS[node ? 'node' : 'python'];
      const dir = `functions/${c.id}`;
      x.extraFiles.push({ path: `${dir}/${h.file}`, content: h.code });
      x.providers.add('archive');
      const zip = x.data('archive_file', c.id, { type: 'zip', source_dir: expr(`"\${path.module}/${dir}"`), output_path: expr(`"\${path.module}/build/${c.id}.zip"`) });
      const queue = x.plan.first('aws.sqs_queue');
      x.primary(c, {
        function_name: nameOf(c),
        role: x.ref(c.ref.role as Component, 'arn'),
        runtime: node ? 'nodejs20.x' : 'python3.12',
        handler: h.handler,
        filename: expr(`${zip}.output_path`),
        source_code_hash: expr(`${zip}.output_base64sha256`),
        timeout: 30,
        memory_size: 256,
        tracing_config: block({ mode: 'Active' }),
        environment: x.plan.first('aws.dynamodb_table') ? block({ variables: { TABLE_NAME: x.ref(x.plan.first('aws.dynamodb_table'), 'name') } }) : undefined,
        depends_on: [expr(x.addr(c.ref.logGroup as Component))],
      });
      if (queue && c === x.plan.first('aws.lambda_function')) {
        x.resource('aws_lambda_event_source_mapping', c.id, { event_source_arn: x.ref(queue, 'arn'), function_name: x.ref(c, 'arn'), batch_size: 10 }, 'The function is triggered by the queue.');
      }
      x.output(`${c.id}_function_name`, x.ref(c, 'function_name'), `Name of function ${nameOf(c)}`);
    },
  },
  {
    kind: 'aws.lambda_permission',
    label: 'invoke',
    title: 'Lambda permission',
    tfType: 'aws_lambda_permission',
    needs: (c, plan) => {
      c.ref.fn = plan.ensure('aws.lambda_function', 'the function to invoke', { label: 'app' });
      if (!c.config.principal) {
        const source = plan.first('aws.api_gateway_rest_api') ? 'apigateway.amazonaws.com' : plan.first('aws.lex_bot') ? 'lex.amazonaws.com' : 'events.amazonaws.com';
        c.config.principal = source;
        if (source === 'events.amazonaws.com') plan.ensure('aws.cloudwatch_event_rule', 'the caller', { label: 'schedule' });
      }
    },
    tf: (c, x) => {
      const principal = String(c.config.principal);
      const api = x.plan.first('aws.api_gateway_rest_api');
      const rule = x.plan.first('aws.cloudwatch_event_rule');
      const bucket = x.plan.first('aws.s3_bucket');
      const source = principal.startsWith('apigateway') && api ? expr(`"\${${x.addr(api)}.execution_arn}/*/*"`) : principal.startsWith('events') && rule ? x.ref(rule, 'arn') : principal.startsWith('s3') && bucket ? x.ref(bucket, 'arn') : undefined;
      x.primary(c, { statement_id: `Allow${principal.split('.')[0]}`, action: 'lambda:InvokeFunction', function_name: x.ref(c.ref.fn as Component, 'function_name'), principal, source_arn: source });
    },
  },
  {
    kind: 'aws.lambda_function_url',
    label: 'app',
    title: 'Lambda function URL',
    tfType: 'aws_lambda_function_url',
    needs: (c, plan) => void (c.ref.fn = plan.ensure('aws.lambda_function', 'the function behind the URL', { label: 'app' })),
    tf: (c, x) => {
      x.primary(c, { function_name: x.ref(c.ref.fn as Component, 'function_name'), authorization_type: c.attrs.flags.has('public') ? 'NONE' : 'AWS_IAM' });
      x.output(`${c.id}_url`, x.ref(c, 'function_url'), 'Function URL');
    },
  },
  {
    kind: 'aws.lambda_alias',
    label: 'live',
    title: 'Lambda alias',
    tfType: 'aws_lambda_alias',
    needs: (c, plan) => void (c.ref.fn = plan.ensure('aws.lambda_function', 'the function the alias points to', { label: 'app' })),
    tf: (c, x) => void x.primary(c, { name: nameOf(c), function_name: x.ref(c.ref.fn as Component, 'function_name'), function_version: '$LATEST' }),
  },
  {
    kind: 'aws.lambda_layer_version',
    label: 'shared',
    title: 'Lambda layer version',
    tfType: 'aws_lambda_layer_version',
    tf: (c, x) => void x.primary(c, { layer_name: nameOf(c), filename: expr(`"\${path.module}/${(c.name && /\.zip$/.test(c.name) ? c.name : 'lambda_layer_payload.zip').replace(/[^A-Za-z0-9._/-]/g, '_')}"`), compatible_runtimes: ['python3.12', 'nodejs20.x'] }),
  },
  {
    kind: 'aws.api_gateway_rest_api',
    label: 'api',
    title: 'API Gateway REST API',
    tfType: 'aws_api_gateway_rest_api',
    needs: (c, plan) => {
      c.ref.fn = plan.ensure('aws.lambda_function', 'handles the API requests', { label: 'api_handler' });
      c.ref.logGroup = plan.add('aws.cloudwatch_log_group', { implicit: 'API access logs', label: `${c.id}_access`, config: { path: `/aws/apigateway/${nameOf(c)}` } });
    },
    tf: (c, x) => {
      const fn = c.ref.fn as Component;
      x.primary(c, { name: nameOf(c), endpoint_configuration: block({ types: ['REGIONAL'] }) });
      const res = x.resource('aws_api_gateway_resource', c.id, { rest_api_id: x.ref(c), parent_id: x.ref(c, 'root_resource_id'), path_part: 'items' });
      const method = x.resource('aws_api_gateway_method', c.id, { rest_api_id: x.ref(c), resource_id: expr(`${res}.id`), http_method: 'ANY', authorization: 'AWS_IAM' });
      const integ = x.resource('aws_api_gateway_integration', c.id, { rest_api_id: x.ref(c), resource_id: expr(`${res}.id`), http_method: expr(`${method}.http_method`), integration_http_method: 'POST', type: 'AWS_PROXY', uri: x.ref(fn, 'invoke_arn') });
      const dep = x.resource('aws_api_gateway_deployment', c.id, { rest_api_id: x.ref(c), triggers: { redeployment: expr(`sha1(jsonencode([${res}.id, ${method}.id, ${integ}.id]))`) }, lifecycle: block({ create_before_destroy: true }) });
      x.resource('aws_api_gateway_stage', c.id, {
        rest_api_id: x.ref(c),
        deployment_id: expr(`${dep}.id`),
        stage_name: 'prod',
        xray_tracing_enabled: true,
        access_log_settings: block({ destination_arn: x.ref(c.ref.logGroup as Component, 'arn'), format: expr('jsonencode({ requestId = "$context.requestId", status = "$context.status", ip = "$context.identity.sourceIp" })') }),
      });
      x.output(`${c.id}_invoke_url`, expr(`aws_api_gateway_stage.${c.id}.invoke_url`), 'Base URL of the API');
    },
  },
  {
    kind: 'aws.sqs_queue',
    label: 'jobs',
    title: 'SQS queue',
    tfType: 'aws_sqs_queue',
    tf: (c, x) => {
      const fifo = c.attrs.flags.has('fifo');
      const suffix = fifo ? '.fifo' : '';
      const dlq = x.resource('aws_sqs_queue', `${c.id}_dlq`, { name: `${nameOf(c)}-dlq${suffix}`, fifo_queue: fifo || undefined, sqs_managed_sse_enabled: true, message_retention_seconds: 1209600 }, 'Messages that keep failing land here instead of being lost.');
      x.primary(c, {
        name: `${nameOf(c)}${suffix}`,
        fifo_queue: fifo || undefined,
        sqs_managed_sse_enabled: true,
        visibility_timeout_seconds: 60,
        redrive_policy: expr(`jsonencode({ deadLetterTargetArn = ${dlq}.arn, maxReceiveCount = 5 })`),
      });
      x.output(`${c.id}_queue_url`, x.ref(c, 'url'), `URL of queue ${nameOf(c)}`);
    },
  },
  {
    kind: 'aws.sns_topic',
    label: 'events',
    title: 'SNS topic',
    tfType: 'aws_sns_topic',
    needs: (c, plan) => void kmsFor(c, plan),
    tf: (c, x) => {
      x.primary(c, { name: nameOf(c), kms_master_key_id: x.ref(c.ref.kms as Component, 'id') });
      const bucket = x.plan.first('aws.s3_bucket');
      if (c.config.publisher === 's3' && bucket) {
        x.resource('aws_sns_topic_policy', c.id, { arn: x.ref(c, 'arn'), policy: jsonPolicy([{ Effect: 'Allow', Principal: { Service: 's3.amazonaws.com' }, Action: 'SNS:Publish', Resource: x.ref(c, 'arn'), Condition: { ArnLike: { 'aws:SourceArn': x.ref(bucket, 'arn') } } }]) });
      }
      const queue = x.plan.first('aws.sqs_queue');
      if (queue && !x.plan.has('aws.lambda_function')) x.resource('aws_sns_topic_subscription', c.id, { topic_arn: x.ref(c, 'arn'), protocol: 'sqs', endpoint: x.ref(queue, 'arn') });
      else {
        const email = x.variable('notification_email', { type: 'string', description: 'Address that receives the notifications (confirm the subscription by email)' });
        x.resource('aws_sns_topic_subscription', c.id, { topic_arn: x.ref(c, 'arn'), protocol: 'email', endpoint: email });
      }
    },
  },
  {
    kind: 'aws.cloudwatch_event_rule',
    label: 'schedule',
    title: 'EventBridge rule',
    tfType: 'aws_cloudwatch_event_rule',
    needs: (c, plan) => {
      c.ref.target = plan.first('aws.lambda_function') ?? plan.first('aws.sfn_state_machine') ?? plan.first('aws.sqs_queue') ?? plan.first('aws.sns_topic') ?? plan.add('aws.lambda_function', { implicit: 'the code the rule runs', label: 'scheduled' });
    },
    tf: (c, x) => {
      const schedule = c.attrs.schedule ?? x.plan.global.schedule;
      const ami = /image|ami/i.test(String(c.config.event ?? '')) || (!schedule && x.plan.has('aws.lambda_function'));
      x.primary(c, {
        name: nameOf(c),
        description: schedule ? `Runs on ${schedule}` : 'Reacts to matching events',
        schedule_expression: schedule ?? undefined,
        event_pattern: schedule ? undefined : ami ? expr('jsonencode({ source = ["aws.ec2"], "detail-type" = ["AWS API Call via CloudTrail"], detail = { eventName = ["CreateImage"] } })') : expr('jsonencode({ source = ["aws.ec2"] })'),
      });
      const t = c.ref.target as Component;
      x.resource('aws_cloudwatch_event_target', c.id, { rule: x.ref(c, 'name'), arn: x.ref(t, 'arn'), role_arn: t.kind === 'aws.sfn_state_machine' ? x.ref(t.ref.role as Component, 'arn') : undefined });
    },
  },
  {
    kind: 'aws.sfn_state_machine',
    label: 'workflow',
    title: 'Step Functions state machine',
    tfType: 'aws_sfn_state_machine',
    needs: (c, plan) => {
      roleFor(c, plan, 'states.amazonaws.com', { statements: [{ Effect: 'Allow', Action: ['lambda:InvokeFunction'], Resource: '*' }], why: 'lets the workflow call its steps' });
      c.ref.logGroup = plan.add('aws.cloudwatch_log_group', { implicit: 'workflow execution logs', label: `${c.id}_states`, config: { path: `/aws/vendedlogs/states/${nameOf(c)}` } });
    },
    tf: (c, x) => {
      const fn = x.plan.first('aws.lambda_function');
      const definition = fn
        ? expr(`jsonencode({ StartAt = "Run", States = { Run = { Type = "Task", Resource = ${x.addr(fn)}.arn, End = true } } })`)
        : expr('jsonencode({ StartAt = "Done", States = { Done = { Type = "Succeed" } } })');
      x.primary(c, {
        name: nameOf(c),
        role_arn: x.ref(c.ref.role as Component, 'arn'),
        definition,
        logging_configuration: block({ log_destination: expr(`"\${${x.addr(c.ref.logGroup as Component)}.arn}:*"`), include_execution_data: false, level: 'ERROR' }),
        tracing_configuration: block({ enabled: true }),
      });
    },
  },
  {
    kind: 'aws.batch_job_definition',
    label: 'job',
    title: 'AWS Batch job definition',
    tfType: 'aws_batch_job_definition',
    tf: (c, x) => void x.primary(c, { name: dnsName(c), type: 'container', platform_capabilities: ['FARGATE'], container_properties: expr('jsonencode({ image = "public.ecr.aws/docker/library/busybox:stable", command = ["echo", "hello"], resourceRequirements = [{ type = "VCPU", value = "0.25" }, { type = "MEMORY", value = "512" }] })') }),
  },
];
