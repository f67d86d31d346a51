import { existingLookup } from '../../../model/existing';
import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { apiOf } from '../serverless';

export const terraform: TerraformWriter = {
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
      // A function given by its ARN is named by it: no lookup is needed to grant on it.
      function_name: x.ref(c.ref.fn as Component, existingLookup(c.ref.fn as Component) ? 'arn' : 'function_name'),
      principal,
      source_arn: source,
    });
  },
};
