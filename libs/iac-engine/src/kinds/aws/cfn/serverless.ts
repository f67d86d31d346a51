/** Lambda, API Gateway, SQS, SNS, EventBridge and Step Functions as CloudFormation. */
import { type Component } from '../../../model/types';
import { type CfnWriter } from './types';
import { arnOf, kmsArn, roleArn, tags } from './common';
import { nameOf } from '../common';

const PY = 'import json\n\n\ndef handler(event, context):\n    return {"statusCode": 200, "body": json.dumps({"ok": True})}\n';
const JS = 'exports.handler = async () => ({ statusCode: 200, body: JSON.stringify({ ok: true }) });\n';

export const SERVERLESS_CFN: Record<string, CfnWriter> = {
  'aws.lambda_function': (c, x) => {
    const node = /node/.test(c.attrs.runtime ?? x.plan.global.runtime ?? '');
    const table = x.plan.first('aws.dynamodb_table');
    const log = c.ref.logGroup as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::Lambda::Function',
      // The log group (/aws/lambda/<name>) exists first, so its retention and key apply.
      DependsOn: log ? [x.id(log)] : undefined,
      Properties: {
        FunctionName: c.name ? nameOf(c).replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 64) : undefined,
        Runtime: node ? 'nodejs20.x' : 'python3.12',
        Handler: 'index.handler',
        Role: roleArn(c, x),
        // A starter handler inline; replace Code with an S3 location for real code.
        Code: { ZipFile: node ? JS : PY },
        Timeout: 30,
        MemorySize: 256,
        TracingConfig: { Mode: 'Active' },
        Environment: table ? { Variables: { TABLE_NAME: x.ref(table) } } : undefined,
        Tags: tags(c),
      },
    });
    const queue = x.plan.first('aws.sqs_queue');
    if (queue && x.plan.first('aws.lambda_function') === c) x.add(x.id(c, 'QueueTrigger'), { Type: 'AWS::Lambda::EventSourceMapping', Properties: { EventSourceArn: x.att(queue, 'Arn'), FunctionName: x.ref(c), BatchSize: 10 } });
    x.output(`${x.id(c)}Name`, x.ref(c), `Name of function ${nameOf(c)}`);
  },
  'aws.lambda_permission': (c, x) => {
    const principal = String(c.config.principal ?? 'events.amazonaws.com');
    const api = x.plan.first('aws.api_gateway_rest_api');
    const rule = x.plan.first('aws.cloudwatch_event_rule');
    const source = principal.startsWith('apigateway') && api ? { 'Fn::Sub': `arn:\${AWS::Partition}:execute-api:\${AWS::Region}:\${AWS::AccountId}:\${${x.id(api)}}/*/*` } : principal.startsWith('events') && rule ? x.att(rule, 'Arn') : undefined;
    x.add(x.id(c), { Type: 'AWS::Lambda::Permission', Properties: { Action: 'lambda:InvokeFunction', FunctionName: x.ref(c.ref.fn as Component), Principal: principal, SourceArn: source, SourceAccount: { Ref: 'AWS::AccountId' } } });
  },
  'aws.lambda_function_url': (c, x) => {
    x.add(x.id(c), { Type: 'AWS::Lambda::Url', Properties: { TargetFunctionArn: x.att(c.ref.fn as Component, 'Arn'), AuthType: c.attrs.flags.has('public') ? 'NONE' : 'AWS_IAM' } });
    x.output(`${x.id(c)}Url`, x.att(c, 'FunctionUrl'), 'Function URL');
  },
  'aws.lambda_alias': (c, x) => {
    const fn = c.ref.fn as Component;
    const version = x.add(x.id(c, 'Version'), { Type: 'AWS::Lambda::Version', Properties: { FunctionName: x.ref(fn) } });
    x.add(x.id(c), { Type: 'AWS::Lambda::Alias', Properties: { Name: nameOf(c).replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 128), FunctionName: x.ref(fn), FunctionVersion: { 'Fn::GetAtt': [version, 'Version'] } } });
  },
  'aws.lambda_layer_version': (c, x) => {
    x.add(x.id(c), { Type: 'AWS::Lambda::LayerVersion', Properties: { LayerName: nameOf(c).replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 140), CompatibleRuntimes: ['python3.12', 'nodejs20.x'], Content: { S3Bucket: x.parameter('LayerBucket', { Type: 'String', Description: 'Bucket holding the layer zip' }), S3Key: x.parameter('LayerKey', { Type: 'String', Description: 'Key of the layer zip', Default: 'lambda_layer_payload.zip' }) } } });
  },
  'aws.api_gateway_rest_api': (c, x) => {
    const fn = c.ref.fn as Component | undefined;
    x.add(x.id(c), { Type: 'AWS::ApiGateway::RestApi', Properties: { Name: nameOf(c), EndpointConfiguration: { Types: ['REGIONAL'] }, DisableExecuteApiEndpoint: false, Tags: tags(c) } });
    const proxy = x.add(x.id(c, 'Proxy'), { Type: 'AWS::ApiGateway::Resource', Properties: { RestApiId: x.ref(c), ParentId: x.att(c, 'RootResourceId'), PathPart: '{proxy+}' } });
    const method = x.add(x.id(c, 'Method'), {
      Type: 'AWS::ApiGateway::Method',
      Properties: { RestApiId: x.ref(c), ResourceId: { Ref: proxy }, HttpMethod: 'ANY', AuthorizationType: 'AWS_IAM', Integration: fn ? { Type: 'AWS_PROXY', IntegrationHttpMethod: 'POST', Uri: { 'Fn::Sub': `arn:\${AWS::Partition}:apigateway:\${AWS::Region}:lambda:path/2015-03-31/functions/\${${x.id(fn)}.Arn}/invocations` } } : { Type: 'MOCK' } },
    });
    const deployment = x.add(x.id(c, 'Deployment'), { Type: 'AWS::ApiGateway::Deployment', Properties: { RestApiId: x.ref(c) }, DependsOn: [method] });
    const log = c.ref.logGroup as Component | undefined;
    x.add(x.id(c, 'Stage'), { Type: 'AWS::ApiGateway::Stage', Properties: { RestApiId: x.ref(c), DeploymentId: { Ref: deployment }, StageName: 'prod', TracingEnabled: true, AccessLogSetting: log ? { DestinationArn: x.att(log, 'Arn'), Format: '$context.requestId $context.identity.sourceIp $context.httpMethod $context.resourcePath $context.status' } : undefined, MethodSettings: [{ ResourcePath: '/*', HttpMethod: '*', ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50, LoggingLevel: 'ERROR' }] } });
    x.output(`${x.id(c)}Url`, { 'Fn::Sub': `https://\${${x.id(c)}}.execute-api.\${AWS::Region}.amazonaws.com/prod` }, 'API URL');
  },
  'aws.sqs_queue': (c, x) => {
    const fifo = c.attrs.flags.has('fifo');
    const first = x.plan.first('aws.sqs_queue') === c;
    const dlq = c.attrs.flags.has('dlq') && first ? x.add(x.id(c, 'DeadLetter'), { Type: 'AWS::SQS::Queue', Properties: { FifoQueue: fifo || undefined, MessageRetentionPeriod: 1209600, SqsManagedSseEnabled: true } }) : undefined;
    x.add(x.id(c), { Type: 'AWS::SQS::Queue', Properties: { QueueName: c.name ? `${nameOf(c).replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 75)}${fifo ? '.fifo' : ''}` : undefined, FifoQueue: fifo || undefined, SqsManagedSseEnabled: true, VisibilityTimeout: 180, RedrivePolicy: dlq ? { deadLetterTargetArn: { 'Fn::GetAtt': [dlq, 'Arn'] }, maxReceiveCount: 5 } : undefined, Tags: tags(c) } });
    x.output(`${x.id(c)}Url`, x.ref(c), `URL of queue ${nameOf(c)}`);
  },
  'aws.sns_topic': (c, x) => {
    x.add(x.id(c), { Type: 'AWS::SNS::Topic', Properties: { TopicName: c.name ? nameOf(c).replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 256) : undefined, KmsMasterKeyId: kmsArn(c, x) ?? 'alias/aws/sns', Tags: tags(c) } });
  },
  'aws.cloudwatch_event_rule': (c, x) => {
    const target = (c.ref.target as Component | undefined) ?? x.plan.first('aws.lambda_function');
    x.add(x.id(c), { Type: 'AWS::Events::Rule', Properties: { Description: `Schedule for ${nameOf(c)}`, ScheduleExpression: c.attrs.schedule ?? 'rate(1 day)', State: 'ENABLED', Targets: target ? [{ Id: 'target', Arn: arnOf(target, x) }] : undefined } });
  },
  'aws.sfn_state_machine': (c, x) => {
    const log = c.ref.logGroup as Component | undefined;
    x.add(x.id(c), { Type: 'AWS::StepFunctions::StateMachine', Properties: { StateMachineName: c.name ? nameOf(c).replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 80) : undefined, RoleArn: roleArn(c, x), Definition: { StartAt: 'Done', States: { Done: { Type: 'Pass', End: true } } }, TracingConfiguration: { Enabled: true }, LoggingConfiguration: log ? { Level: 'ERROR', IncludeExecutionData: false, Destinations: [{ CloudWatchLogsLogGroup: { LogGroupArn: x.att(log, 'Arn') } }] } : undefined } });
  },
};
