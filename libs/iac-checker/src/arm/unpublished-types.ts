/**
 * Resource types Azure deploys although neither of its published lists (the resource manager
 * schemas, the Bicep compiler's types) has them, each with where it is shown deployed. The checker
 * cannot judge their bodies, so they are information, as the Bicep compiler warns of a type it has
 * no types for (BCP081), never an unknown type. A type joins this list only with such
 * a source; any other type no list has, in a namespace and at an apiVersion the checker knows,
 * stays an error (a made-up child such as `Microsoft.Storage/storageAccounts/containers`).
 */
const UNPUBLISHED: Record<string, string> = {
  // A Standard logic app's managed identity allowed on a managed API connection: Microsoft Learn,
  // "Set up DevOps deployment for Standard logic app workflows"; Azure/logicapps' DevOps samples
  // (deploy/connectors-template.json, arc-enabled-logic-app-sample/env/main.bicep).
  'microsoft.web/connections/accesspolicies': 'Microsoft.Web/connections/accessPolicies',
};

/** The canonical name of a type Azure deploys without publishing it, or undefined. */
export const unpublishedType = (type: string): string | undefined => UNPUBLISHED[type.toLowerCase()];
