import { defineRule } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const awsCloudTrailMultiRegion = defineRule({
  id: 'IG-AWS-033',
  title: 'CloudTrail records one region only',
  severity: 'MEDIUM',
  rationale:
    'Activity in the regions a trail does not cover goes unrecorded, and unused regions are where attackers start resources unnoticed.',
  remediation: 'Set `is_multi_region_trail = true` (`IsMultiRegionTrail: true`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['aws_cloudtrail'], 'is_multi_region_trail', isFalse, { omitted: true }),
    cloudformation: (ctx) => flagAll(ctx, ['AWS::CloudTrail::Trail'], 'IsMultiRegionTrail', isFalse, { omitted: true }),
  },
  formats: ['terraform-aws', 'cloudformation'],
});
