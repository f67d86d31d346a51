import { defineRule, type RuleContext } from '../../model';
import { asBool, asStrings, at, UNKNOWN } from '../../view/node';

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

export const awsEksPublicEndpoint = defineRule({
  id: 'IG-AWS-049',
  title: 'EKS API endpoint open to the internet',
  severity: 'HIGH',
  rationale:
    'The Kubernetes API server is public and open to every address by default; leaked kubeconfig credentials or an API flaw can then be used from anywhere.',
  remediation:
    'Set `endpoint_public_access = false` (with `endpoint_private_access = true`), or narrow `public_access_cidrs` to your own ranges.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
