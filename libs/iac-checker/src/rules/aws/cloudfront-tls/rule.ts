import { type RuleContext } from '../../model';
import { flag, isTrue } from '../../helpers/settings';
import { at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [path, fallback, version] = tf
    ? ['viewer_certificate', 'cloudfront_default_certificate', 'minimum_protocol_version']
    : ['DistributionConfig.ViewerCertificate', 'CloudFrontDefaultCertificate', 'MinimumProtocolVersion'];
  for (const r of ctx.resources(tf ? 'aws_cloudfront_distribution' : 'AWS::CloudFront::Distribution')) {
    const viewer = at(r.body, path);
    // The default *.cloudfront.net certificate has no setting for the version.
    if (!viewer || isTrue(viewer.get(fallback)?.value() ?? false)) continue;
    flag(ctx, r, `${path}.${version}`, (v) => typeof v === 'string' && !/^TLSv1\.[23]/.test(v), { omitted: true });
  }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
