import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, oneOf } from '../helpers/settings';
import { APP_TYPES } from './app-service-https-only';
import { arm } from './template';

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
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_windows_web_app" "web" {
            name                = "acme-web"
            resource_group_name = "app"
            location            = "westeurope"
            service_plan_id     = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Web/serverFarms/plan"
            https_only          = true
            site_config {
              ftps_state = "AllAllowed" #!
            }
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_windows_web_app" "web" {
            name                = "acme-web"
            resource_group_name = "app"
            location            = "westeurope"
            service_plan_id     = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Web/serverFarms/plan"
            https_only          = true
            site_config {
              ftps_state = "Disabled"
            }
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_windows_web_app" "web" {
          name                = "acme-web"
          resource_group_name = "app"
          location            = "westeurope"
          service_plan_id     = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Web/serverFarms/plan"
          https_only          = true
          site_config {}
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.Web/sites",
            "apiVersion": "2024-11-01",
            "name": "acme-web",
            "location": "westeurope",
            "properties": {
              "httpsOnly": true,
              "siteConfig": { "ftpsState": "AllAllowed" } #!
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.Web/sites",
            "apiVersion": "2024-11-01",
            "name": "acme-web",
            "location": "westeurope",
            "properties": {
              "httpsOnly": true,
              "siteConfig": { "ftpsState": "Disabled" }
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.Web/sites",
          "apiVersion": "2024-11-01",
          "name": "acme-web",
          "location": "westeurope",
          "properties": { #!
            "httpsOnly": true
          }
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource web 'Microsoft.Web/sites@2024-11-01' = {
            name: 'acme-web'
            location: 'westeurope'
            properties: {
              httpsOnly: true
              siteConfig: {
                ftpsState: 'AllAllowed' #!
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource web 'Microsoft.Web/sites@2024-11-01' = {
            name: 'acme-web'
            location: 'westeurope'
            properties: {
              httpsOnly: true
              siteConfig: {
                ftpsState: 'FtpsOnly'
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource web 'Microsoft.Web/sites@2024-11-01' = {
          name: 'acme-web'
          location: 'westeurope'
          properties: {
            httpsOnly: true
            siteConfig: { #!
              alwaysOn: true
            }
          }
        }
      `,
    },
  },
});
