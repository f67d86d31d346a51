import { defineRule, ex, type RuleContext } from '../model';
import { flag, oneOf } from '../helpers/settings';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  for (const r of ctx.resources(tf ? 'aws_cloudfront_distribution' : 'AWS::CloudFront::Distribution')) {
    const config = tf ? r.body : r.body.get('DistributionConfig');
    if (!config) continue;
    const behaviors = [
      ...[config.get(tf ? 'default_cache_behavior' : 'DefaultCacheBehavior')].filter((b) => !!b),
      ...config.list(tf ? 'ordered_cache_behavior' : 'CacheBehaviors'),
    ];
    for (const b of behaviors)
      flag(ctx, { ...r, body: b! }, tf ? 'viewer_protocol_policy' : 'ViewerProtocolPolicy', oneOf('allow-all'));
  }
}

export const awsCloudFrontPlainHttp = defineRule({
  id: 'IG-AWS-040',
  title: 'CloudFront serves plain HTTP',
  severity: 'MEDIUM',
  rationale:
    'A cache behaviour allowing all viewer protocols serves content, cookies and signed URLs over unencrypted HTTP.',
  remediation: 'Set `viewer_protocol_policy = "redirect-to-https"` or `"https-only"` on every cache behaviour.',
  checks: { terraform: check, cloudformation: check },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_cloudfront_distribution" "site" {
            enabled = true
            origin {
              domain_name = "site.s3.eu-west-1.amazonaws.com"
              origin_id   = "s3"
            }
            default_cache_behavior {
              target_origin_id       = "s3"
              viewer_protocol_policy = "allow-all" #!
              allowed_methods        = ["GET", "HEAD"]
              cached_methods         = ["GET", "HEAD"]
            }
            restrictions {
              geo_restriction {
                restriction_type = "none"
              }
            }
            viewer_certificate {
              cloudfront_default_certificate = true
            }
          }
        `,
      ],
      good: [
        ex`
          resource "aws_cloudfront_distribution" "site" {
            enabled = true
            origin {
              domain_name = "site.s3.eu-west-1.amazonaws.com"
              origin_id   = "s3"
            }
            default_cache_behavior {
              target_origin_id       = "s3"
              viewer_protocol_policy = "https-only"
              allowed_methods        = ["GET", "HEAD"]
              cached_methods         = ["GET", "HEAD"]
            }
            restrictions {
              geo_restriction {
                restriction_type = "none"
              }
            }
            viewer_certificate {
              cloudfront_default_certificate = true
            }
          }
        `,
      ],
      omitted: ex`
        resource "aws_cloudfront_origin_access_control" "site" {
          name                              = "site"
          origin_access_control_origin_type = "s3"
          signing_behavior                  = "always"
          signing_protocol                  = "sigv4"
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Site:
              Type: AWS::CloudFront::Distribution
              Properties:
                DistributionConfig:
                  Enabled: true
                  DefaultCacheBehavior:
                    TargetOriginId: s3
                    ViewerProtocolPolicy: allow-all #!
        `,
      ],
      good: [
        ex`
          Resources:
            Site:
              Type: AWS::CloudFront::Distribution
              Properties:
                DistributionConfig:
                  Enabled: true
                  DefaultCacheBehavior:
                    TargetOriginId: s3
                    ViewerProtocolPolicy: redirect-to-https
        `,
      ],
      omitted: ex`
        Resources:
          Oac:
            Type: AWS::CloudFront::OriginAccessControl
            Properties:
              OriginAccessControlConfig:
                Name: site
                OriginAccessControlOriginType: s3
                SigningBehavior: always
                SigningProtocol: sigv4
      `,
    },
  },
});
