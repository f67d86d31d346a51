import { defineRule } from '../../model';
import { flagAll } from '../../helpers/settings';

const present = () => false;

export const awsApiGatewayAccessLogging = defineRule({
  id: 'IG-AWS-053',
  title: 'API Gateway stage without access logging',
  severity: 'MEDIUM',
  rationale:
    'Without access logs there is no record of who called the API, from where and with what result, so abuse and probing go unseen and an incident cannot be traced.',
  remediation:
    'Add an `access_log_settings` block (`AccessLogSetting` / `AccessLogSettings`) with a CloudWatch log group destination and a format.',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['aws_api_gateway_stage', 'aws_apigatewayv2_stage'], 'access_log_settings', present, {
        omitted: true,
      }),
    cloudformation: (ctx) => {
      flagAll(ctx, ['AWS::ApiGateway::Stage'], 'AccessLogSetting', present, { omitted: true });
      flagAll(ctx, ['AWS::ApiGatewayV2::Stage'], 'AccessLogSettings', present, { omitted: true });
    },
  },
  formats: ['terraform-aws', 'cloudformation'],
});
