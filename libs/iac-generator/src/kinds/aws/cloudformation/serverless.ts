/** Lambda, API Gateway, SQS, SNS, EventBridge and Step Functions as CloudFormation. */
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { arnOf, roleArn, tags } from './common';
import { lambdaCode } from '../common';
import { apiOf, eventSourceOf, routeOf } from '../serverless';
import { givenName } from '../../../model/names';
import { asStated } from '../../../model/stated-case';
import { statedEnvironment } from '../settings';

export const SERVERLESS_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
  'aws.lambda_function': {
    write: (c, x) => {
      const h = lambdaCode(c);
      const table = x.plan.first('aws.dynamodb_table');
      const log = c.ref.logGroup as Component | undefined;
      x.add(x.id(c), {
        Type: 'AWS::Lambda::Function',
        // The log group (/aws/lambda/<name>) exists first, so its retention and key apply.
        DependsOn: log ? [x.id(log)] : undefined,
        Properties: {
          FunctionName: c.name
            ? givenName(c)
                .replace(/[^A-Za-z0-9_-]/g, '-')
                .slice(0, 64)
            : undefined,
          Runtime: h.runtime,
          Handler: h.handler,
          Role: roleArn(c, x),
          // A starter handler inline; replace Code with an S3 location for real code.
          Code: h.code
            ? { ZipFile: h.code }
            : {
                S3Bucket: x.parameter(`${x.id(c)}CodeBucket`, {
                  Type: 'String',
                  Description: `Bucket holding the built package of ${givenName(c)} (${h.runtime})`,
                }),
                S3Key: x.parameter(`${x.id(c)}CodeKey`, { Type: 'String', Description: 'Key of the package zip' }),
              },
          Timeout: c.attrs.timeoutSeconds ?? 30,
          MemorySize: c.attrs.memoryMb ?? 256,
          TracingConfig: { Mode: 'Active' },
          Environment:
            table || statedEnvironment(c)
              ? { Variables: { ...(table ? { TABLE_NAME: x.ref(table) } : {}), ...statedEnvironment(c) } }
              : undefined,
          Tags: tags(c),
        },
      });
      const source = eventSourceOf(x.plan);
      if (source && x.plan.first('aws.lambda_function') === c) {
        const stream = source.kind === 'aws.kinesis_stream';
        x.add(x.id(c, stream ? 'StreamTrigger' : 'QueueTrigger'), {
          Type: 'AWS::Lambda::EventSourceMapping',
          Properties: {
            EventSourceArn: x.att(source, 'Arn'),
            FunctionName: x.ref(c),
            BatchSize: stream ? 100 : 10,
            StartingPosition: stream ? 'LATEST' : undefined,
          },
        });
      }
      x.output(`${x.id(c)}Name`, x.ref(c), `Name of function ${givenName(c)}`);
    },
  },
  'aws.lambda_permission': {
    write: (c, x) => {
      const principal = String(c.config.principal ?? 'events.amazonaws.com');
      const api = apiOf(x.plan);
      const rule = x.plan.first('aws.cloudwatch_event_rule');
      const topic = x.plan.first('aws.sns_topic');
      const source =
        principal.startsWith('sns') && topic
          ? x.ref(topic)
          : principal.startsWith('apigateway') && api
            ? {
                'Fn::Sub': `arn:\${AWS::Partition}:execute-api:\${AWS::Region}:\${AWS::AccountId}:\${${x.id(api)}}/*/*`,
              }
            : principal.startsWith('events') && rule
              ? x.att(rule, 'Arn')
              : undefined;
      x.add(x.id(c), {
        Type: 'AWS::Lambda::Permission',
        Properties: {
          Action: 'lambda:InvokeFunction',
          FunctionName: x.ref(c.ref.fn as Component),
          Principal: principal,
          SourceArn: source,
          SourceAccount: { Ref: 'AWS::AccountId' },
        },
      });
    },
  },
  'aws.lambda_function_url': {
    write: (c, x) => {
      x.add(x.id(c), {
        Type: 'AWS::Lambda::Url',
        Properties: {
          TargetFunctionArn: x.att(c.ref.fn as Component, 'Arn'),
          AuthType: c.attrs.flags.has('public') ? 'NONE' : 'AWS_IAM',
        },
      });
      x.output(`${x.id(c)}Url`, x.att(c, 'FunctionUrl'), 'Function URL');
    },
  },
  'aws.lambda_alias': {
    write: (c, x) => {
      const fn = c.ref.fn as Component;
      const version = x.add(x.id(c, 'Version'), {
        Type: 'AWS::Lambda::Version',
        Properties: { FunctionName: x.ref(fn) },
      });
      x.add(x.id(c), {
        Type: 'AWS::Lambda::Alias',
        Properties: {
          Name: givenName(c)
            .replace(/[^A-Za-z0-9_-]/g, '-')
            .slice(0, 128),
          FunctionName: x.ref(fn),
          FunctionVersion: { 'Fn::GetAtt': [version, 'Version'] },
        },
      });
    },
  },
  'aws.lambda_layer_version': {
    write: (c, x) => {
      x.add(x.id(c), {
        Type: 'AWS::Lambda::LayerVersion',
        Properties: {
          LayerName: givenName(c)
            .replace(/[^A-Za-z0-9_-]/g, '-')
            .slice(0, 140),
          CompatibleRuntimes: ['python3.12', 'nodejs20.x'],
          Content: {
            S3Bucket: x.parameter('LayerBucket', { Type: 'String', Description: 'Bucket holding the layer zip' }),
            S3Key: x.parameter('LayerKey', {
              Type: 'String',
              Description: 'Key of the layer zip',
              Default: 'lambda_layer_payload.zip',
            }),
          },
        },
      });
    },
  },
  'aws.api_gateway_rest_api': {
    write: (c, x) => {
      const fn = c.ref.fn as Component | undefined;
      x.add(x.id(c), {
        Type: 'AWS::ApiGateway::RestApi',
        Properties: {
          Name: givenName(c),
          EndpointConfiguration: { Types: ['REGIONAL'] },
          DisableExecuteApiEndpoint: false,
          Tags: tags(c),
        },
      });
      const route = routeOf(c);
      // One resource per segment of the stated path ("/orders/{id}"), each under the one before;
      // with no path stated, every path ({proxy+}) goes to the function.
      const segments = route?.path.split('/').filter(Boolean) ?? [];
      let parent: unknown = x.att(c, 'RootResourceId');
      let proxy = '';
      for (const [i, part] of (segments.length ? segments : ['{proxy+}']).entries()) {
        proxy = x.add(x.id(c, i === 0 ? 'Proxy' : `Proxy${i + 1}`), {
          Type: 'AWS::ApiGateway::Resource',
          Properties: { RestApiId: x.ref(c), ParentId: parent, PathPart: part },
        });
        parent = { Ref: proxy };
      }
      const method = x.add(x.id(c, 'Method'), {
        Type: 'AWS::ApiGateway::Method',
        Properties: {
          RestApiId: x.ref(c),
          ResourceId: { Ref: proxy },
          HttpMethod: route?.method ?? 'ANY',
          AuthorizationType: 'AWS_IAM',
          Integration: fn
            ? {
                Type: 'AWS_PROXY',
                IntegrationHttpMethod: 'POST',
                Uri: {
                  'Fn::Sub': `arn:\${AWS::Partition}:apigateway:\${AWS::Region}:lambda:path/2015-03-31/functions/\${${x.id(fn)}.Arn}/invocations`,
                },
              }
            : { Type: 'MOCK' },
        },
      });
      const deployment = x.add(x.id(c, 'Deployment'), {
        Type: 'AWS::ApiGateway::Deployment',
        Properties: { RestApiId: x.ref(c) },
        DependsOn: [method],
      });
      const log = c.ref.logGroup as Component | undefined;
      x.add(x.id(c, 'Stage'), {
        Type: 'AWS::ApiGateway::Stage',
        Properties: {
          RestApiId: x.ref(c),
          DeploymentId: { Ref: deployment },
          StageName: 'prod',
          TracingEnabled: true,
          AccessLogSetting: log
            ? {
                DestinationArn: x.att(log, 'Arn'),
                Format:
                  '$context.requestId $context.identity.sourceIp $context.httpMethod $context.resourcePath $context.status',
              }
            : undefined,
          MethodSettings: [
            {
              ResourcePath: '/*',
              HttpMethod: '*',
              ThrottlingBurstLimit: 100,
              ThrottlingRateLimit: 50,
              LoggingLevel: 'ERROR',
            },
          ],
        },
      });
      x.output(
        `${x.id(c)}Url`,
        { 'Fn::Sub': `https://\${${x.id(c)}}.execute-api.\${AWS::Region}.amazonaws.com/prod` },
        'API URL',
      );
    },
  },
  'aws.apigatewayv2_api': {
    write: (c, x) => {
      const route = routeOf(c);
      const fn = c.ref.fn as Component;
      x.add(x.id(c), {
        Type: 'AWS::ApiGatewayV2::Api',
        Properties: { Name: givenName(c), ProtocolType: 'HTTP' },
      });
      const backend = c.attrs.backendUrl && asStated(c, c.attrs.backendUrl);
      // Requests go to the stated HTTP backend, else to the function.
      const integration = x.add(x.id(c, 'Integration'), {
        Type: 'AWS::ApiGatewayV2::Integration',
        Properties: {
          ApiId: x.ref(c),
          IntegrationType: backend ? 'HTTP_PROXY' : 'AWS_PROXY',
          IntegrationMethod: backend ? 'ANY' : undefined,
          IntegrationUri: backend || x.att(fn, 'Arn'),
          PayloadFormatVersion: backend ? '1.0' : '2.0',
        },
      });
      x.add(x.id(c, 'Route'), {
        Type: 'AWS::ApiGatewayV2::Route',
        Properties: {
          ApiId: x.ref(c),
          // The stated route, else every request ($default) goes to the function.
          RouteKey: route ? `${route.method} ${route.path}` : '$default',
          Target: { 'Fn::Sub': `integrations/\${${integration}}` },
        },
      });
      const log = c.ref.logGroup as Component | undefined;
      x.add(x.id(c, 'Stage'), {
        Type: 'AWS::ApiGatewayV2::Stage',
        Properties: {
          ApiId: x.ref(c),
          StageName: '$default',
          AutoDeploy: true,
          AccessLogSettings: log
            ? {
                DestinationArn: x.att(log, 'Arn'),
                Format: '$context.requestId $context.identity.sourceIp $context.routeKey $context.status',
              }
            : undefined,
        },
      });
      x.output(`${x.id(c)}Url`, x.att(c, 'ApiEndpoint'), 'API URL');
    },
  },
  'aws.cloudwatch_event_rule': {
    write: (c, x) => {
      const target = (c.ref.target as Component | undefined) ?? x.plan.first('aws.lambda_function');
      x.add(x.id(c), {
        Type: 'AWS::Events::Rule',
        Properties: {
          Description: c.attrs.eventPattern ? `Events for ${givenName(c)}` : `Schedule for ${givenName(c)}`,
          // The events the request describes, else its schedule.
          EventPattern: c.attrs.schedule ? undefined : c.attrs.eventPattern,
          ScheduleExpression:
            c.attrs.eventPattern && !c.attrs.schedule ? undefined : (c.attrs.schedule ?? 'rate(1 day)'),
          State: 'ENABLED',
          Targets: target ? [{ Id: 'target', Arn: arnOf(target, x) }] : undefined,
        },
      });
    },
  },
  'aws.sfn_state_machine': {
    write: (c, x) => {
      const log = c.ref.logGroup as Component | undefined;
      x.add(x.id(c), {
        Type: 'AWS::StepFunctions::StateMachine',
        Properties: {
          StateMachineName: c.name
            ? givenName(c)
                .replace(/[^A-Za-z0-9_-]/g, '-')
                .slice(0, 80)
            : undefined,
          StateMachineType: c.attrs.workflowType === 'express' ? 'EXPRESS' : undefined,
          RoleArn: roleArn(c, x),
          Definition: { StartAt: 'Done', States: { Done: { Type: 'Pass', End: true } } },
          TracingConfiguration: { Enabled: true },
          LoggingConfiguration: log
            ? {
                Level: 'ERROR',
                IncludeExecutionData: false,
                Destinations: [{ CloudWatchLogsLogGroup: { LogGroupArn: x.att(log, 'Arn') } }],
              }
            : undefined,
        },
      });
    },
  },
};
