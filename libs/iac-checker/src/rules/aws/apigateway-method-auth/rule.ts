import { type RuleContext } from '../../model';
import { asBool, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

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

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
