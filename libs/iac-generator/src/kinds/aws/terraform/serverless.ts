/**
 * Functions and the services that call them as hashicorp/aws resources: API Gateway, queues, topics, schedules, Step
 * Functions.
 */
import { type Component } from '../../../model/types';
import { block, call, expr, type HclValue } from '../../../model/hcl';
import { dnsName, lambdaCode } from '../common';
import { apiOf, eventSourceOf, routeOf } from '../serverless';
import { givenName } from '../../../model/names';
import { asStated } from '../../../model/stated-case';
import { type TerraformWriter } from '../../../render/terraform/context';
import { statedEnvironment } from '../settings';

export const SERVERLESS_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.lambda_function': {
    resourceType: 'aws_lambda_function',
    write: (c, x) => {
      const h = lambdaCode(c);
      const dir = `functions/${c.id}`;
      let filename: HclValue;
      let hash: HclValue | undefined;
      if (h.file && h.code) {
        x.extraFiles.push({ path: `${dir}/${h.file}`, content: h.code });
        x.providers.add('archive');
        const zip = x.data('archive_file', c.id, {
          type: 'zip',
          source_dir: expr(`"\${path.module}/${dir}"`),
          output_path: expr(`"\${path.module}/build/${c.id}.zip"`),
        });
        filename = expr(`${zip}.output_path`);
        hash = expr(`${zip}.output_base64sha256`);
      } else
        filename = x.variable(`${c.id}_package`, {
          type: 'string',
          description: `Path to the built deployment package (zip) of function ${givenName(c)} (${h.runtime})`,
        });
      const source = eventSourceOf(x.plan);
      x.primary(c, {
        function_name: givenName(c),
        role: x.ref(c.ref.role as Component, 'arn'),
        runtime: h.runtime,
        handler: h.handler,
        filename,
        source_code_hash: hash,
        timeout: c.attrs.timeoutSeconds ?? 30,
        memory_size: c.attrs.memoryMb ?? 256,
        tracing_config: block({ mode: 'Active' }),
        environment:
          x.plan.first('aws.dynamodb_table') || statedEnvironment(c)
            ? block({
                variables: {
                  ...(x.plan.first('aws.dynamodb_table')
                    ? { TABLE_NAME: x.ref(x.plan.first('aws.dynamodb_table'), 'name') }
                    : {}),
                  ...statedEnvironment(c),
                },
              })
            : undefined,
        depends_on: [expr(x.addr(c.ref.logGroup as Component))],
      });
      if (source && c === x.plan.first('aws.lambda_function')) {
        const stream = source.kind === 'aws.kinesis_stream';
        x.resource(
          'aws_lambda_event_source_mapping',
          c.id,
          {
            event_source_arn: x.ref(source, 'arn'),
            function_name: x.ref(c, 'arn'),
            batch_size: stream ? 100 : 10,
            starting_position: stream ? 'LATEST' : undefined,
          },
          stream ? 'The function reads the stream.' : 'The function is triggered by the queue.',
        );
      }
      x.output(`${c.id}_function_name`, x.ref(c, 'function_name'), `Name of function ${givenName(c)}`);
    },
  },
  'aws.lambda_permission': {
    resourceType: 'aws_lambda_permission',
    write: (c, x) => {
      const principal = String(c.config.principal);
      const api = apiOf(x.plan);
      const rule = x.plan.first('aws.cloudwatch_event_rule');
      const bucket = x.plan.first('aws.s3_bucket');
      const topic = x.plan.first('aws.sns_topic');
      const source =
        principal.startsWith('apigateway') && api
          ? expr(`"\${${x.addr(api)}.execution_arn}/*/*"`)
          : principal.startsWith('events') && rule
            ? x.ref(rule, 'arn')
            : principal.startsWith('s3') && bucket
              ? x.ref(bucket, 'arn')
              : principal.startsWith('sns') && topic
                ? x.ref(topic, 'arn')
                : undefined;
      x.primary(c, {
        statement_id: `Allow${principal.split('.')[0]}`,
        action: 'lambda:InvokeFunction',
        function_name: x.ref(c.ref.fn as Component, 'function_name'),
        principal,
        source_arn: source,
      });
    },
  },
  'aws.lambda_function_url': {
    resourceType: 'aws_lambda_function_url',
    write: (c, x) => {
      x.primary(c, {
        function_name: x.ref(c.ref.fn as Component, 'function_name'),
        authorization_type: c.attrs.flags.has('public') ? 'NONE' : 'AWS_IAM',
      });
      x.output(`${c.id}_url`, x.ref(c, 'function_url'), 'Function URL');
    },
  },
  'aws.lambda_alias': {
    resourceType: 'aws_lambda_alias',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        function_name: x.ref(c.ref.fn as Component, 'function_name'),
        function_version: '$LATEST',
      }),
  },
  'aws.lambda_layer_version': {
    resourceType: 'aws_lambda_layer_version',
    write: (c, x) =>
      void x.primary(c, {
        layer_name: givenName(c),
        filename: expr(
          `"\${path.module}/${(c.name && /\.zip$/.test(c.name) ? c.name : 'lambda_layer_payload.zip').replace(/[^A-Za-z0-9._/-]/g, '_')}"`,
        ),
        compatible_runtimes: ['python3.12', 'nodejs20.x'],
      }),
  },
  'aws.api_gateway_rest_api': {
    resourceType: 'aws_api_gateway_rest_api',
    write: (c, x) => {
      const fn = c.ref.fn as Component;
      const route = routeOf(c);
      x.primary(c, { name: givenName(c), endpoint_configuration: block({ types: ['REGIONAL'] }) });
      // One resource per segment of the stated path ("/orders/{id}"), each under the one before.
      const segments = route?.path.split('/').filter(Boolean) ?? [];
      let parent = x.ref(c, 'root_resource_id');
      let res = '';
      for (const [i, part] of (segments.length ? segments : ['items']).entries()) {
        const label = i === 0 ? c.id : `${c.id}_${i + 1}`;
        res = x.resource('aws_api_gateway_resource', label, {
          rest_api_id: x.ref(c),
          parent_id: parent,
          path_part: part,
        });
        parent = expr(`${res}.id`);
      }
      const method = x.resource('aws_api_gateway_method', c.id, {
        rest_api_id: x.ref(c),
        resource_id: expr(`${res}.id`),
        http_method: route?.method ?? 'ANY',
        authorization: 'AWS_IAM',
      });
      const integ = x.resource('aws_api_gateway_integration', c.id, {
        rest_api_id: x.ref(c),
        resource_id: expr(`${res}.id`),
        http_method: expr(`${method}.http_method`),
        integration_http_method: 'POST',
        type: 'AWS_PROXY',
        uri: x.ref(fn, 'invoke_arn'),
      });
      const dep = x.resource('aws_api_gateway_deployment', c.id, {
        rest_api_id: x.ref(c),
        triggers: { redeployment: expr(`sha1(jsonencode([${res}.id, ${method}.id, ${integ}.id]))`) },
        lifecycle: block({ create_before_destroy: true }),
      });
      x.resource('aws_api_gateway_stage', c.id, {
        rest_api_id: x.ref(c),
        deployment_id: expr(`${dep}.id`),
        stage_name: 'prod',
        xray_tracing_enabled: true,
        access_log_settings: block({
          destination_arn: x.ref(c.ref.logGroup as Component, 'arn'),
          format: expr(
            'jsonencode({ requestId = "$context.requestId", status = "$context.status", ip = "$context.identity.sourceIp" })',
          ),
        }),
      });
      x.output(`${c.id}_invoke_url`, expr(`aws_api_gateway_stage.${c.id}.invoke_url`), 'Base URL of the API');
    },
  },
  'aws.apigatewayv2_api': {
    resourceType: 'aws_apigatewayv2_api',
    write: (c, x) => {
      const route = routeOf(c);
      x.primary(c, { name: givenName(c), protocol_type: 'HTTP' });
      const backend = c.attrs.backendUrl && asStated(c, c.attrs.backendUrl);
      // Requests go to the stated HTTP backend, else to the function.
      const integration = x.resource('aws_apigatewayv2_integration', c.id, {
        api_id: x.ref(c),
        integration_type: backend ? 'HTTP_PROXY' : 'AWS_PROXY',
        integration_method: backend ? 'ANY' : undefined,
        integration_uri: backend || x.ref(c.ref.fn as Component, 'invoke_arn'),
        payload_format_version: backend ? '1.0' : '2.0',
      });
      x.resource('aws_apigatewayv2_route', c.id, {
        api_id: x.ref(c),
        // The stated route, else every request ($default) goes to the function.
        route_key: route ? `${route.method} ${route.path}` : '$default',
        target: expr(`"integrations/\${${integration}.id}"`),
      });
      x.resource('aws_apigatewayv2_stage', c.id, {
        api_id: x.ref(c),
        name: '$default',
        auto_deploy: true,
        access_log_settings: block({
          destination_arn: x.ref(c.ref.logGroup as Component, 'arn'),
          format: expr(
            'jsonencode({ requestId = "$context.requestId", status = "$context.status", ip = "$context.identity.sourceIp" })',
          ),
        }),
      });
      x.output(`${c.id}_invoke_url`, expr(`aws_apigatewayv2_stage.${c.id}.invoke_url`), 'Base URL of the API');
    },
  },
  'aws.cloudwatch_event_rule': {
    resourceType: 'aws_cloudwatch_event_rule',
    write: (c, x) => {
      const schedule = c.attrs.schedule ?? x.plan.global.schedule;
      const ami = /image|ami/i.test(String(c.config.event ?? '')) || (!schedule && x.plan.has('aws.lambda_function'));
      x.primary(c, {
        name: givenName(c),
        description: schedule ? `Runs on ${schedule}` : 'Reacts to matching events',
        schedule_expression: schedule ?? undefined,
        event_pattern: schedule
          ? undefined
          : c.attrs.eventPattern
            ? call('jsonencode', c.attrs.eventPattern as unknown as HclValue)
            : ami
              ? expr(
                  'jsonencode({ source = ["aws.ec2"], "detail-type" = ["AWS API Call via CloudTrail"], detail = { eventName = ["CreateImage"] } })',
                )
              : expr('jsonencode({ source = ["aws.ec2"] })'),
      });
      const t = c.ref.target as Component | undefined;
      if (t)
        x.resource('aws_cloudwatch_event_target', c.id, {
          rule: x.ref(c, 'name'),
          arn: x.ref(t, 'arn'),
          role_arn: t.kind === 'aws.sfn_state_machine' ? x.ref(t.ref.role as Component, 'arn') : undefined,
        });
    },
  },
  'aws.sfn_state_machine': {
    resourceType: 'aws_sfn_state_machine',
    write: (c, x) => {
      const fn = x.plan.first('aws.lambda_function');
      const definition = fn
        ? expr(
            `jsonencode({ StartAt = "Run", States = { Run = { Type = "Task", Resource = ${x.addr(fn)}.arn, End = true } } })`,
          )
        : expr('jsonencode({ StartAt = "Done", States = { Done = { Type = "Succeed" } } })');
      x.primary(c, {
        name: givenName(c),
        type: c.attrs.workflowType === 'express' ? 'EXPRESS' : undefined,
        role_arn: x.ref(c.ref.role as Component, 'arn'),
        definition,
        logging_configuration: block({
          log_destination: expr(`"\${${x.addr(c.ref.logGroup as Component)}.arn}:*"`),
          include_execution_data: false,
          level: 'ERROR',
        }),
        tracing_configuration: block({ enabled: true }),
      });
    },
  },
  'aws.batch_job_definition': {
    resourceType: 'aws_batch_job_definition',
    write: (c, x) =>
      void x.primary(c, {
        name: dnsName(c),
        type: 'container',
        platform_capabilities: ['FARGATE'],
        container_properties: expr(
          'jsonencode({ image = "public.ecr.aws/docker/library/busybox:stable", command = ["echo", "hello"], resourceRequirements = [{ type = "VCPU", value = "0.25" }, { type = "MEMORY", value = "512" }] })',
        ),
      }),
  },
};
