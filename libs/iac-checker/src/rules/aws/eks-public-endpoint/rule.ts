import { type RuleContext } from '../../model';
import { asBool, asStrings, at, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [type, config, publicKey, cidrsKey] = tf
    ? ['aws_eks_cluster', 'vpc_config', 'endpoint_public_access', 'public_access_cidrs']
    : ['AWS::EKS::Cluster', 'ResourcesVpcConfig', 'EndpointPublicAccess', 'PublicAccessCidrs'];
  for (const r of ctx.resources(type)) {
    const vpc = at(r.body, config);
    const pub = vpc?.get(publicKey);
    // The endpoint is public unless turned off, and open to 0.0.0.0/0 unless narrowed.
    if (asBool(pub?.value()) === false || pub?.value() === UNKNOWN) continue;
    const cidrs = vpc?.get(cidrsKey);
    const list = asStrings(cidrs?.value());
    if (list === UNKNOWN) continue;
    if (!cidrs) ctx.report(r, pub ?? vpc);
    else if (list.includes('0.0.0.0/0')) ctx.report(r, cidrs);
  }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
