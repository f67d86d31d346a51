import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { asStated } from '../../../model/stated-case';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { routeOf } from '../serverless';

export const terraform: TerraformWriter = {
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
};
