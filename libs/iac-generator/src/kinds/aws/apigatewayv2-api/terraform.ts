import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';
import { accessLogSettings } from '../terraform/api-access-logs';

export const terraform: TerraformWriter = {
  resourceType: 'aws_apigatewayv2_api',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, { name: givenName(c), protocol_type: 'HTTP' });
    const integration = x.resource('aws_apigatewayv2_integration', c.id, {
      api_id: x.ref(c),
      integration_type: d.integrationType,
      integration_method: d.integrationMethod,
      integration_uri: d.backend ?? x.ref(c.ref.fn as Component, 'invoke_arn'),
      payload_format_version: d.payloadFormatVersion,
    });
    x.resource('aws_apigatewayv2_route', c.id, {
      api_id: x.ref(c),
      route_key: d.routeKey,
      target: expr(`"integrations/\${${integration}.id}"`),
    });
    x.resource('aws_apigatewayv2_stage', c.id, {
      api_id: x.ref(c),
      name: '$default',
      auto_deploy: true,
      access_log_settings: accessLogSettings(c, x),
    });
    x.output(`${c.id}_invoke_url`, expr(`aws_apigatewayv2_stage.${c.id}.invoke_url`), 'Base URL of the API');
  },
};
