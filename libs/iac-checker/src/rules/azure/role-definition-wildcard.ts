import { defineRule, ex, type RuleContext } from '../model';
import { asStrings, UNKNOWN } from '../view/node';
import { arm } from './template';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  for (const r of ctx.resources(tf ? 'azurerm_role_definition' : 'Microsoft.Authorization/roleDefinitions')) {
    const permissions = tf ? r.body.list('permissions') : (r.body.get('properties')?.list('permissions') ?? []);
    for (const p of permissions) {
      const actions = p.get('actions');
      const list = asStrings(actions?.value());
      if (actions && list !== UNKNOWN && list.includes('*')) ctx.report(r, actions);
    }
  }
}

export const azureRoleDefinitionWildcard = defineRule({
  id: 'IG-AZR-023',
  title: 'Custom role allows every action',
  severity: 'CRITICAL',
  rationale:
    'A custom role with `actions = ["*"]` is an Owner in disguise: whoever holds it can change anything in its scope, including who has access.',
  remediation:
    'List the provider operations the role needs (`Microsoft.Storage/storageAccounts/read`, ...), or use a built-in role with less reach.',
  checks: { terraform: check, arm: check, bicep: check },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_role_definition" "ops" {
            name  = "ops"
            scope = "/subscriptions/00000000-0000-0000-0000-000000000000"
            permissions {
              actions     = ["*"] #!
              not_actions = []
            }
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_role_definition" "ops" {
            name  = "ops"
            scope = "/subscriptions/00000000-0000-0000-0000-000000000000"
            permissions {
              actions = ["Microsoft.Compute/virtualMachines/start/action", "Microsoft.Compute/virtualMachines/read"]
            }
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_role_definition" "ops" {
          name  = "ops"
          scope = "/subscriptions/00000000-0000-0000-0000-000000000000"
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.Authorization/roleDefinitions",
            "apiVersion": "2022-04-01",
            "name": "11111111-1111-1111-1111-111111111111",
            "properties": {
              "roleName": "ops",
              "permissions": [
                { "actions": ["*"] } #!
              ],
              "assignableScopes": ["[subscription().id]"]
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.Authorization/roleDefinitions",
            "apiVersion": "2022-04-01",
            "name": "11111111-1111-1111-1111-111111111111",
            "properties": {
              "roleName": "ops",
              "permissions": [
                { "actions": ["Microsoft.Compute/virtualMachines/read"] }
              ],
              "assignableScopes": ["[subscription().id]"]
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.Authorization/roleDefinitions",
          "apiVersion": "2022-04-01",
          "name": "11111111-1111-1111-1111-111111111111",
          "properties": {
            "roleName": "ops",
            "assignableScopes": ["[subscription().id]"]
          }
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource ops 'Microsoft.Authorization/roleDefinitions@2022-04-01' = {
            name: guid('ops')
            properties: {
              roleName: 'ops'
              permissions: [
                {
                  actions: [ #!
                    '*'
                  ]
                }
              ]
              assignableScopes: [
                subscription().id
              ]
            }
          }
        `,
      ],
      good: [
        ex`
          resource ops 'Microsoft.Authorization/roleDefinitions@2022-04-01' = {
            name: guid('ops')
            properties: {
              roleName: 'ops'
              permissions: [
                {
                  actions: [
                    'Microsoft.Storage/storageAccounts/read'
                  ]
                }
              ]
              assignableScopes: [
                subscription().id
              ]
            }
          }
        `,
      ],
      omitted: ex`
        resource ops 'Microsoft.Authorization/roleDefinitions@2022-04-01' = {
          name: guid('ops')
          properties: {
            roleName: 'ops'
            assignableScopes: [
              subscription().id
            ]
          }
        }
      `,
    },
  },
});
