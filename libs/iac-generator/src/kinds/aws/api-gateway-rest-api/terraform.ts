import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';
import { accessLogSettings } from '../terraform/api-access-logs';

export const terraform: TerraformWriter = {
  resourceType: 'aws_api_gateway_rest_api',
  write: (c, x) => {
    const d = decide(c);
    const fn = c.ref.fn as Component;
    x.primary(c, { name: givenName(c), endpoint_configuration: block({ types: ['REGIONAL'] }) });
    let parent = x.ref(c, 'root_resource_id');
    let res = '';
    for (const [i, part] of d.segments.entries()) {
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
      http_method: d.method,
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
      access_log_settings: accessLogSettings(c, x),
    });
    x.output(`${c.id}_invoke_url`, expr(`aws_api_gateway_stage.${c.id}.invoke_url`), 'Base URL of the API');
  },
};
