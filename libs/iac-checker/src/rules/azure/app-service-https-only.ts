import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, isFalse } from '../helpers/settings';
import { arm } from './template';

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
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_linux_web_app" "web" {
            name                = "acme-web"
            resource_group_name = "app"
            location            = "westeurope"
            service_plan_id     = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Web/serverFarms/plan"
            https_only          = false #!
            site_config {}
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_linux_function_app" "fn" {
            name                 = "acme-fn"
            resource_group_name  = "app"
            location             = "westeurope"
            service_plan_id      = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Web/serverFarms/plan"
            storage_account_name = "acmefn"
            https_only           = true
            site_config {}
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_linux_web_app" "web" { #!
          name                = "acme-web"
          resource_group_name = "app"
          location            = "westeurope"
          service_plan_id     = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Web/serverFarms/plan"
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
              "serverFarmId": "[resourceId('Microsoft.Web/serverfarms', 'plan')]",
              "httpsOnly": false #!
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
              "serverFarmId": "[resourceId('Microsoft.Web/serverfarms', 'plan')]",
              "httpsOnly": true
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
            "serverFarmId": "[resourceId('Microsoft.Web/serverfarms', 'plan')]"
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
              serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan')
              httpsOnly: false #!
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
              serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan')
              httpsOnly: true
            }
          }
        `,
      ],
      omitted: ex`
        resource web 'Microsoft.Web/sites@2024-11-01' = {
          name: 'acme-web'
          location: 'westeurope'
          properties: { #!
            serverFarmId: resourceId('Microsoft.Web/serverfarms', 'plan')
          }
        }
      `,
    },
  },
});
