import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    const fn = c.ref.fn as Component;
    x.add(x.id(c), {
      Type: 'AWS::ApiGatewayV2::Api',
      Properties: { Name: givenName(c), ProtocolType: 'HTTP' },
    });
    const integration = x.add(x.id(c, 'Integration'), {
      Type: 'AWS::ApiGatewayV2::Integration',
      Properties: {
        ApiId: x.ref(c),
        IntegrationType: d.integrationType,
        IntegrationMethod: d.integrationMethod,
        IntegrationUri: d.backend ?? x.att(fn, 'Arn'),
        PayloadFormatVersion: d.payloadFormatVersion,
      },
    });
    x.add(x.id(c, 'Route'), {
      Type: 'AWS::ApiGatewayV2::Route',
      Properties: {
        ApiId: x.ref(c),
        RouteKey: d.routeKey,
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
