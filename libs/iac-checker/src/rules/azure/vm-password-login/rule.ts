import { defineRule, type RuleContext } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

const azure = (ctx: RuleContext) =>
  flagAll(
    ctx,
    ['Microsoft.Compute/virtualMachines'],
    'properties.osProfile.linuxConfiguration.disablePasswordAuthentication',
    isFalse,
  );

export const azureVmPasswordLogin = defineRule({
  id: 'IG-AZR-025',
  title: 'Linux virtual machine accepts password logins',
  severity: 'MEDIUM',
  rationale: 'Password logins over SSH can be guessed or reused from leaks; keys cannot.',
  remediation:
    'Set `disable_password_authentication = true` (`disablePasswordAuthentication: true`) and give an `admin_ssh_key`.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_linux_virtual_machine'], 'disable_password_authentication', isFalse),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
