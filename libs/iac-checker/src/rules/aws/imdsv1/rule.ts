import { defineRule } from '../../model';
import { flag, notOneOf } from '../../helpers/settings';

export const awsImdsV1 = defineRule({
  id: 'IG-AWS-026',
  title: 'Instance metadata service allows IMDSv1',
  severity: 'HIGH',
  rationale:
    "IMDSv1 answers any request from the instance, so a server-side request forgery in the application hands out the instance role's credentials; IMDSv2 requires a session token that such requests cannot get.",
  remediation:
    'Set `metadata_options { http_tokens = "required" }` (`MetadataOptions: {HttpTokens: required}` in the launch template).',
  checks: {
    terraform: (ctx) => {
      for (const r of ctx.resources('aws_instance', 'aws_launch_template'))
        if (r.body.get('metadata_options')?.get('http_endpoint')?.value() !== 'disabled')
          flag(ctx, r, 'metadata_options.http_tokens', notOneOf('required'), { omitted: true });
    },
    cloudformation: (ctx) => {
      for (const r of ctx.resources('AWS::EC2::LaunchTemplate'))
        if (r.body.get('LaunchTemplateData')?.get('MetadataOptions')?.get('HttpEndpoint')?.value() !== 'disabled')
          flag(ctx, r, 'LaunchTemplateData.MetadataOptions.HttpTokens', notOneOf('required'), { omitted: true });
    },
  },
  formats: ['terraform-aws', 'cloudformation'],
});
