import { defineRule, ex, type RuleContext } from '../model';
import { reportImages } from '../helpers/images';
import { at } from '../view/node';
import { arm } from './template';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const items = tf
    ? ctx
        .resources('azurerm_container_app')
        .flatMap((r) =>
          (at(r.body, 'template')?.list('container') ?? []).map((c) => ({ resource: r, image: c.get('image') })),
        )
    : ctx.resources('Microsoft.App/containerApps').flatMap((r) =>
        (at(r.body, 'properties.template')?.list('containers') ?? []).map((c) => ({
          resource: r,
          image: c.get('image'),
        })),
      );
  reportImages(ctx, items);
}

export const azureContainerAppImage = defineRule({
  id: 'IG-AZR-028',
  title: 'Container app image not pinned',
  severity: 'MEDIUM',
  rationale:
    'An image without a tag, or tagged latest, changes with every push: a new revision can run code nobody reviewed, and a rollback may not bring back what ran before.',
  remediation: 'Name a version tag (`myapp:1.4.2`) or a digest (`myapp@sha256:...`).',
  checks: { terraform: check, arm: check, bicep: check },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_container_app" "api" {
            name                         = "api"
            resource_group_name          = "app"
            container_app_environment_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.App/managedEnvironments/env"
            revision_mode                = "Single"
            template {
              container {
                name   = "api"
                image  = "acmeacr.azurecr.io/api:latest" #!
                cpu    = 0.5
                memory = "1Gi"
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_container_app" "api" {
            name                         = "api"
            resource_group_name          = "app"
            container_app_environment_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.App/managedEnvironments/env"
            revision_mode                = "Single"
            template {
              container {
                name   = "api"
                image  = "acmeacr.azurecr.io/api:2.3.1"
                cpu    = 0.5
                memory = "1Gi"
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_container_app_environment" "env" {
          name                = "env"
          location            = "westeurope"
          resource_group_name = "app"
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.App/containerApps",
            "apiVersion": "2026-01-01",
            "name": "api",
            "location": "westeurope",
            "properties": {
              "template": {
                "containers": [
                  { "name": "api", "image": "nginx" } #!
                ]
              }
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.App/containerApps",
            "apiVersion": "2026-01-01",
            "name": "api",
            "location": "westeurope",
            "properties": {
              "template": {
                "containers": [
                  { "name": "api", "image": "nginx:1.27.2" }
                ]
              }
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.App/containerApps",
          "apiVersion": "2026-01-01",
          "name": "api",
          "location": "westeurope",
          "properties": {}
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          param image string = 'acmeacr.azurecr.io/api:latest'

          resource api 'Microsoft.App/containerApps@2026-01-01' = {
            name: 'api'
            location: 'westeurope'
            properties: {
              template: {
                containers: [
                  {
                    name: 'api'
                    image: image #!
                  }
                ]
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource api 'Microsoft.App/containerApps@2026-01-01' = {
            name: 'api'
            location: 'westeurope'
            properties: {
              template: {
                containers: [
                  {
                    name: 'api'
                    image: 'acmeacr.azurecr.io/api:2.3.1'
                  }
                ]
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource api 'Microsoft.App/containerApps@2026-01-01' = {
          name: 'api'
          location: 'westeurope'
          properties: {}
        }
      `,
    },
  },
});
