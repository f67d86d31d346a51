import { defineRule, type RuleContext } from '../../model';
import { asBool, UNKNOWN } from '../../view/node';

/**
 * A REST API method anyone can call: no authorizer and no API key. CORS preflight (OPTIONS) is
 * left alone, since browsers send it without credentials by design.
 */
function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [type, method, auth, apiKey] = tf
    ? ['aws_api_gateway_method', 'http_method', 'authorization', 'api_key_required']
    : ['AWS::ApiGateway::Method', 'HttpMethod', 'AuthorizationType', 'ApiKeyRequired'];
  for (const r of ctx.resources(type)) {
    const verb = r.body.get(method)?.value();
    if (typeof verb !== 'string' || verb.toUpperCase() === 'OPTIONS') continue;
    const keyed = asBool(r.body.get(apiKey)?.value());
    if (keyed === true || keyed === UNKNOWN) continue;
    const node = r.body.get(auth);
    const v = node?.value();
    // CloudFormation's AuthorizationType defaults to NONE; Terraform requires it.
    if (v === undefined ? !tf : typeof v === 'string' && v.toUpperCase() === 'NONE') ctx.report(r, node);
  }
}

export const awsApiGatewayMethodAuth = defineRule({
  id: 'IG-AWS-054',
  title: 'API Gateway method open to anyone',
  severity: 'LOW',
  rationale:
    'A method with no authorizer and no API key can be called by anyone who finds the URL; unless the endpoint is meant to be public, its data and cost are open to all.',
  remediation:
    'Set `authorization` (`AuthorizationType`) to `AWS_IAM`, `COGNITO_USER_POOLS` or `CUSTOM` with an authorizer, or require an API key; keep `NONE` only for endpoints meant to be public.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
