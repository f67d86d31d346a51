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
  // A function app's host keys, `<app>/default/<key>` (also on a deployment slot): the App Service
  // REST API's "Web Apps - Create Or Update Host Secret" (and "... Host Secret Slot"), PUT
  // .../sites/{name}[/slots/{slot}]/host/default/{keyType}/{keyName} with keyType functionKeys or
  // systemKeys; Bicep warns BCP081 and deploys it (Azure/bicep#9355, Azure/bicep-types-az#1356,
  // Azure/azure-rest-api-specs#13424 "Microsoft.Web/sites/host/functionKeys is undocumented").
  'microsoft.web/sites/host/functionkeys': 'Microsoft.Web/sites/host/functionKeys',
  'microsoft.web/sites/host/systemkeys': 'Microsoft.Web/sites/host/systemKeys',
  'microsoft.web/sites/slots/host/functionkeys': 'Microsoft.Web/sites/slots/host/functionKeys',
  'microsoft.web/sites/slots/host/systemkeys': 'Microsoft.Web/sites/slots/host/systemKeys',
  // HTTPS on a Front Door (classic) frontend endpoint, `<door>/<endpoint>/default`: one of the
  // types Microsoft.Network registers (`az provider show -n Microsoft.Network`, resourceTypes
  // `frontdoors/frontendEndpoints/customHttpsConfiguration`, 2020-07-01 and later), deployed by
  // Azure's Front Door custom-domain quickstart templates; the REST API has it as the
  // frontendEndpoints' EnableHttps action, so neither published list has the type.
  'microsoft.network/frontdoors/frontendendpoints/customhttpsconfiguration':
    'Microsoft.Network/frontDoors/frontendEndpoints/customHttpsConfiguration',
};

/** The canonical name of a type Azure deploys without publishing it, or undefined. */
export const unpublishedType = (type: string): string | undefined => UNPUBLISHED[type.toLowerCase()];
