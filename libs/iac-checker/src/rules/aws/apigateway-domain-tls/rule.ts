import { defineRule } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';

// REST API custom domains still default to TLS_1_0; HTTP API domains accept only TLS 1.2 and up.
const old = oneOf('TLS_1_0');

export const awsApiGatewayDomainTls = defineRule({
  id: 'IG-AWS-055',
  title: 'API Gateway custom domain accepts TLS 1.0',
  severity: 'HIGH',
  rationale:
    'TLS 1.0 has known weaknesses and no longer meets compliance baselines; a domain that accepts it lets clients and attackers negotiate down to it.',
  remediation: 'Set `security_policy = "TLS_1_2"` (`SecurityPolicy: TLS_1_2`) on the custom domain.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_api_gateway_domain_name'], 'security_policy', old, { omitted: true }),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::ApiGateway::DomainName'], 'SecurityPolicy', old, { omitted: true }),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
