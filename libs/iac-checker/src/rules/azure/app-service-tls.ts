import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, oneOf } from '../helpers/settings';
import { APP_TYPES } from './app-service-https-only';
import { arm } from './template';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.Web/sites'], 'properties.siteConfig.minTlsVersion', oneOf('1.0', '1.1'));

export const azureAppServiceTls = defineRule({
  id: 'IG-AZR-018',
  title: 'Web or function app accepts TLS older than 1.2',
  severity: 'HIGH',
  rationale:
    'Allowing TLS 1.0 or 1.1 lets clients (or an attacker forcing a downgrade) use protocol versions with known weaknesses.',
  remediation: 'Set `site_config { minimum_tls_version = "1.2" }` (`siteConfig.minTlsVersion: \'1.2\'`).',
  checks: {
    terraform: (ctx) => flagAll(ctx, APP_TYPES, 'site_config.minimum_tls_version', oneOf('1.0', '1.1')),
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
            https_only          = true
            site_config {
              minimum_tls_version = "1.0" #!
            }
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_linux_web_app" "web" {
            name                = "acme-web"
            resource_group_name = "app"
            location            = "westeurope"
            service_plan_id     = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Web/serverFarms/plan"
            https_only          = true
            site_config {
              minimum_tls_version = "1.2"
            }
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_linux_web_app" "web" {
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
              "siteConfig": { "minTlsVersion": "1.1" } #!
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
              "siteConfig": { "minTlsVersion": "1.2" }
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
          "properties": {
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
                minTlsVersion: '1.0' #!
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
                minTlsVersion: '1.2'
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
          }
        }
      `,
    },
  },
});
