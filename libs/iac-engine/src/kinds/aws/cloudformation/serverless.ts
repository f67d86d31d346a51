/** Lambda, API Gateway, SQS, SNS, EventBridge and Step Functions as CloudFormation. */
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { arnOf, kmsArn, roleArn, tags } from './common';
import { lambdaCode } from '../common';
import { givenName } from '../../../model/names';

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
          Environment: table ? { Variables: { TABLE_NAME: x.ref(table) } } : undefined,
          Tags: tags(c),
        },
      });
      const queue = x.plan.first('aws.sqs_queue');
      if (queue && x.plan.first('aws.lambda_function') === c)
        x.add(x.id(c, 'QueueTrigger'), {
          Type: 'AWS::Lambda::EventSourceMapping',
          Properties: { EventSourceArn: x.att(queue, 'Arn'), FunctionName: x.ref(c), BatchSize: 10 },
        });
      x.output(`${x.id(c)}Name`, x.ref(c), `Name of function ${givenName(c)}`);
    },
  },
  'aws.lambda_permission': {
    write: (c, x) => {
      const principal = String(c.config.principal ?? 'events.amazonaws.com');
      const api = x.plan.first('aws.api_gateway_rest_api');
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
      const proxy = x.add(x.id(c, 'Proxy'), {
        Type: 'AWS::ApiGateway::Resource',
        Properties: { RestApiId: x.ref(c), ParentId: x.att(c, 'RootResourceId'), PathPart: '{proxy+}' },
      });
      const method = x.add(x.id(c, 'Method'), {
        Type: 'AWS::ApiGateway::Method',
        Properties: {
          RestApiId: x.ref(c),
          ResourceId: { Ref: proxy },
          HttpMethod: 'ANY',
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
  'aws.sqs_queue': {
    write: (c, x) => {
      const fifo = c.attrs.flags.has('fifo');
      const first = x.plan.first('aws.sqs_queue') === c;
      const dlq =
        c.attrs.flags.has('dlq') && first
          ? x.add(x.id(c, 'DeadLetter'), {
              Type: 'AWS::SQS::Queue',
              Properties: { FifoQueue: fifo || undefined, MessageRetentionPeriod: 1209600, SqsManagedSseEnabled: true },
            })
          : undefined;
      x.add(x.id(c), {
        Type: 'AWS::SQS::Queue',
        Properties: {
          QueueName: c.name
            ? `${givenName(c)
                .replace(/[^A-Za-z0-9_-]/g, '-')
                .slice(0, 75)}${fifo ? '.fifo' : ''}`
            : undefined,
          FifoQueue: fifo || undefined,
          SqsManagedSseEnabled: true,
          VisibilityTimeout: c.attrs.timeoutSeconds ?? 180,
          MessageRetentionPeriod: c.attrs.retentionDays ? Math.min(14, c.attrs.retentionDays) * 86400 : undefined,
          RedrivePolicy: dlq ? { deadLetterTargetArn: { 'Fn::GetAtt': [dlq, 'Arn'] }, maxReceiveCount: 5 } : undefined,
          Tags: tags(c),
        },
      });
      x.output(`${x.id(c)}Url`, x.ref(c), `URL of queue ${givenName(c)}`);
    },
  },
  'aws.sns_topic': {
    write: (c, x) => {
      x.add(x.id(c), {
        Type: 'AWS::SNS::Topic',
        Properties: {
          TopicName: c.name
            ? givenName(c)
                .replace(/[^A-Za-z0-9_-]/g, '-')
                .slice(0, 256)
            : undefined,
          KmsMasterKeyId: kmsArn(c, x) ?? 'alias/aws/sns',
          Tags: tags(c),
        },
      });
      // The topic delivers to what the request has: the function, else the queue, else an email address.
      const target = c.ref.subscriber as Component | undefined;
      const protocol = target ? String(c.config.subscriber) : 'email';
      x.add(x.id(c, 'Subscription'), {
        Type: 'AWS::SNS::Subscription',
        Properties: {
          TopicArn: x.ref(c),
          Protocol: protocol,
          Endpoint: target
            ? x.att(target, 'Arn')
            : x.parameter('NotificationEmail', {
                Type: 'String',
                Description: 'Address that receives the notifications (confirm the subscription by email)',
              }),
        },
      });
      if (target && protocol === 'sqs')
        x.add(x.id(c, 'QueuePolicy'), {
          Type: 'AWS::SQS::QueuePolicy',
          Properties: {
            Queues: [x.ref(target)],
            PolicyDocument: {
              Version: '2012-10-17',
              Statement: [
                {
                  Effect: 'Allow',
                  Principal: { Service: 'sns.amazonaws.com' },
                  Action: 'sqs:SendMessage',
                  Resource: x.att(target, 'Arn'),
                  Condition: { ArnEquals: { 'aws:SourceArn': x.ref(c) } },
                },
              ],
            },
          },
        });
    },
  },
  'aws.cloudwatch_event_rule': {
    write: (c, x) => {
      const target = (c.ref.target as Component | undefined) ?? x.plan.first('aws.lambda_function');
      x.add(x.id(c), {
        Type: 'AWS::Events::Rule',
        Properties: {
          Description: `Schedule for ${givenName(c)}`,
          ScheduleExpression: c.attrs.schedule ?? 'rate(1 day)',
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
