import { defineRule, type RuleContext } from '../../model';
import { flagAll, isFalse } from '../../helpers/settings';

export const APP_TYPES = [
  'azurerm_linux_web_app',
  'azurerm_windows_web_app',
  'azurerm_linux_function_app',
  'azurerm_windows_function_app',
];

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Web/sites'], 'properties.httpsOnly', isFalse, { omitted: true });

export const azureAppServiceHttpsOnly = defineRule({
  id: 'IG-AZR-017',
  title: 'Web or function app serves plain HTTP',
  severity: 'HIGH',
  rationale:
    'App Service answers on HTTP as well as HTTPS unless told otherwise; sessions, tokens and form data then cross the network readable.',
  remediation: 'Set `https_only = true` (`httpsOnly: true`): HTTP requests are then redirected to HTTPS.',
  checks: {
    terraform: (ctx) => flagAll(ctx, APP_TYPES, 'https_only', isFalse, { omitted: true }),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
