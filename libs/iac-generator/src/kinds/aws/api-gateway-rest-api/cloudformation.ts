import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
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
    let parent: unknown = x.att(c, 'RootResourceId');
    let proxy = '';
    for (const [i, part] of d.segments.entries()) {
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
        HttpMethod: d.method,
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
};
