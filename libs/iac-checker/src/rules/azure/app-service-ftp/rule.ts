import { defineRule, type RuleContext } from '../../model';
import { flagAll, oneOf } from '../../helpers/settings';
import { APP_TYPES } from '../app-service-https-only/rule';

// Through the resource API, FTP stays allowed (`AllAllowed`) unless the site config says otherwise.
const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Web/sites'], 'properties.siteConfig.ftpsState', oneOf('AllAllowed'), { omitted: true });

export const azureAppServiceFtp = defineRule({
  id: 'IG-AZR-019',
  title: 'Web or function app allows plain FTP deployment',
  severity: 'MEDIUM',
  rationale:
    'Plain FTP sends the deployment credentials and the code unencrypted; anyone on the path can take both and deploy their own code.',
  remediation:
    'Set `ftps_state = "Disabled"` (or `"FtpsOnly"`) in the site config, and deploy from a pipeline instead.',
  checks: {
    terraform: (ctx) => flagAll(ctx, APP_TYPES, 'site_config.ftps_state', oneOf('AllAllowed')),
    arm: azure,
    bicep: azure,
  },
  formats: ['terraform-azurerm', 'arm', 'bicep'],
});
