import { defineRule, ex, type RuleContext } from '../model';
import { flag, isTrue } from '../helpers/settings';
import { at } from '../view/node';

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

export const awsCloudFrontTls = defineRule({
  id: 'IG-AWS-039',
  title: 'CloudFront accepts TLS older than 1.2',
  severity: 'HIGH',
  rationale:
    'With a custom certificate, CloudFront accepts TLS 1.0 unless told otherwise; old protocol versions have known weaknesses.',
  remediation: 'Set `minimum_protocol_version = "TLSv1.2_2021"` (`MinimumProtocolVersion: TLSv1.2_2021`).',
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
              viewer_protocol_policy = "redirect-to-https"
              allowed_methods        = ["GET", "HEAD"]
              cached_methods         = ["GET", "HEAD"]
            }
            restrictions {
              geo_restriction {
                restriction_type = "none"
              }
            }
            viewer_certificate {
              acm_certificate_arn      = "arn:aws:acm:us-east-1:123456789012:certificate/1"
              ssl_support_method       = "sni-only"
              minimum_protocol_version = "TLSv1_2016" #!
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
              viewer_protocol_policy = "redirect-to-https"
              allowed_methods        = ["GET", "HEAD"]
              cached_methods         = ["GET", "HEAD"]
            }
            restrictions {
              geo_restriction {
                restriction_type = "none"
              }
            }
            viewer_certificate {
              acm_certificate_arn      = "arn:aws:acm:us-east-1:123456789012:certificate/1"
              ssl_support_method       = "sni-only"
              minimum_protocol_version = "TLSv1.2_2021"
            }
          }
        `,
      ],
      omitted: ex`
        resource "aws_cloudfront_distribution" "site" {
          enabled = true
          origin {
            domain_name = "site.s3.eu-west-1.amazonaws.com"
            origin_id   = "s3"
          }
          default_cache_behavior {
            target_origin_id       = "s3"
            viewer_protocol_policy = "redirect-to-https"
            allowed_methods        = ["GET", "HEAD"]
            cached_methods         = ["GET", "HEAD"]
          }
          restrictions {
            geo_restriction {
              restriction_type = "none"
            }
          }
          viewer_certificate { #!
            acm_certificate_arn = "arn:aws:acm:us-east-1:123456789012:certificate/1"
            ssl_support_method  = "sni-only"
          }
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
                    ViewerProtocolPolicy: redirect-to-https
                  ViewerCertificate:
                    AcmCertificateArn: arn:aws:acm:us-east-1:123456789012:certificate/1
                    SslSupportMethod: sni-only
                    MinimumProtocolVersion: TLSv1.1_2016 #!
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
                  ViewerCertificate:
                    CloudFrontDefaultCertificate: true
        `,
      ],
      omitted: ex`
        Resources:
          Site:
            Type: AWS::CloudFront::Distribution
            Properties:
              DistributionConfig:
                Enabled: true
                DefaultCacheBehavior:
                  TargetOriginId: s3
                  ViewerProtocolPolicy: redirect-to-https
                ViewerCertificate: #!
                  AcmCertificateArn: arn:aws:acm:us-east-1:123456789012:certificate/1
                  SslSupportMethod: sni-only
      `,
    },
  },
});
