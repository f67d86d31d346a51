import { givenName } from '../../../model/names';
import { asStated } from '../../../model/stated-case';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { routeOf } from '../serverless';

export const cloudformation: CloudFormationWriter = {
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
};
