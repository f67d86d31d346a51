import { defineRule, type RuleContext } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';

const free = oneOf('Free');
const azure = (ctx: RuleContext) => flagAll(ctx, ['Microsoft.Security/pricings'], 'properties.pricingTier', free);

export const azureDefenderPlanFree = defineRule({
  id: 'IG-AZR-030',
  title: 'Microsoft Defender plan set to the Free tier',
  severity: 'LOW',
  rationale:
    'On the Free tier Defender for Cloud only assesses configuration: threats to the covered resources (malware, suspicious sign-ins, exploited vulnerabilities) raise no alerts.',
  remediation:
    'Set `tier = "Standard"` (`pricingTier: \'Standard\'`) on the Defender plan for the resource types the subscription runs.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_security_center_subscription_pricing'], 'tier', free),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
