import { type Resource, type RuleContext } from '../../model';
import { asBool, type Node, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** Method settings that cache responses without encrypting the cache (encryption is off unless asked). */
function judge(ctx: RuleContext, r: Resource, s: Node, cache: string, enc: string): void {
  if (asBool(s.get(cache)?.value()) !== true) return;
  const node = s.get(enc);
  const v = asBool(node?.value());
  if (v === UNKNOWN) return;
  if (v !== true) ctx.report(r, node ?? s.get(cache));
}

function check(ctx: RuleContext): void {
  if (ctx.engine === 'terraform') {
    for (const r of ctx.resources('aws_api_gateway_method_settings'))
      for (const s of r.body.list('settings')) judge(ctx, r, s, 'caching_enabled', 'cache_data_encrypted');
  } else {
    // A SAM API (`AWS::Serverless::Api`) takes the same method settings for the stage it makes.
    for (const r of ctx.resources('AWS::ApiGateway::Stage', 'AWS::Serverless::Api'))
      for (const s of r.body.get('MethodSettings')?.items() ?? [])
        judge(ctx, r, s, 'CachingEnabled', 'CacheDataEncrypted');
  }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
