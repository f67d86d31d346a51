/**
 * Azure built-in role definitions by name. Their ids are the same in every tenant and subscription,
 * so a role asked for by name is written as its definition id (no lookup at deployment).
 */
export const BUILT_IN_ROLES: Record<string, string> = {
  Owner: '8e3af657-a8ff-443c-a75c-2fe8c4bcb635',
  Contributor: 'b24988ac-6180-42a0-ab88-20f7382dd24c',
  Reader: 'acdd72a7-3385-48ef-bd42-f606fba81ae7',
  'User Access Administrator': '18d7d88d-d35e-4fb5-a5c3-7773c20a72d9',
  'Storage Account Contributor': '17d1049b-9a84-46fb-8f53-869881c3d3ab',
  'Storage Blob Data Owner': 'b7e6dc6d-f1e8-4753-8033-0f276bb0955b',
  'Storage Blob Data Contributor': 'ba92f5b4-2d11-453d-a403-e96b0029c9fe',
  'Storage Blob Data Reader': '2a2b9908-6ea1-4ae2-8e65-a410df84e7d1',
  'Storage Queue Data Contributor': '974c5e8b-45b9-4653-ba55-5f855dd0fb88',
  'Storage Queue Data Reader': '19e7f393-937e-4f77-808e-94535e297925',
  'Storage Table Data Contributor': '0a9a7e1f-b9d0-4cc4-a60d-0319b160aaa3',
  'Storage Table Data Reader': '76199698-9eea-4c19-bc75-cec21354c6b6',
  AcrPull: '7f951dda-4ed3-4680-a7ca-43fe172d538d',
  AcrPush: '8311e382-0749-4cb8-b61a-304f252e45ec',
  'Key Vault Administrator': '00482a5a-887f-4fb3-b363-3b7fe8e74483',
  'Key Vault Reader': '21090545-7ca7-4776-b22c-e363652d74d2',
  'Key Vault Secrets User': '4633458b-17de-408a-b874-0445c86b69e6',
  'Key Vault Secrets Officer': 'b86a8fe4-44ce-4948-aee5-eccb2c155cd7',
  'Key Vault Crypto User': '12338af0-0e69-4776-bea7-57ae8d297424',
  'Key Vault Certificates Officer': 'a4417e6f-fecd-4de8-b567-7b0420556985',
  'Azure Service Bus Data Owner': '090c5cfd-751d-490a-894a-3ce6f1109419',
  'Azure Service Bus Data Sender': '69a216fc-b8fb-44d8-bc22-1f3c2cd27a39',
  'Azure Service Bus Data Receiver': '4f6d3b9b-027b-4f4c-9142-0e5a2a2247e0',
  'Azure Event Hubs Data Sender': '2b629674-e913-4c01-ae53-ef4638d8f975',
  'Azure Event Hubs Data Receiver': 'a638d3c7-ab3a-418d-83e6-5f17a39d4fde',
  'Cosmos DB Account Reader Role': 'fbdf93bf-df7d-467e-a4d2-9458aa1360c8',
  'Monitoring Reader': '43d0d8ad-25c7-4714-9337-8ba259a9fe05',
  'Monitoring Metrics Publisher': '3913510d-42f4-4e42-8a64-420c390055eb',
  'Log Analytics Reader': '73c42c96-874c-492b-b04d-ab87d138a893',
  'Network Contributor': '4d97b98b-1d4f-4787-a291-c67834d212e7',
  'Virtual Machine Contributor': '9980e02c-c2be-4d73-94e8-173b1dc7cf3c',
  'Website Contributor': 'de139f84-1756-47ae-9be6-808fbbe84772',
  'SQL DB Contributor': '9b7fa17d-e63e-47b0-bb0a-15c516ac86ec',
  'App Configuration Data Owner': '5ae67dd6-50cb-40e7-96ff-dc2bfa4b606b',
  'App Configuration Data Reader': '516239f1-63e1-4d78-a4de-a74fb236a071',
  'Azure Kubernetes Service Cluster User Role': '4abbcc35-e782-43d8-92c5-2d3f1bd2253f',
  'Azure Kubernetes Service RBAC Reader': '7f6c6a51-bcf8-42ba-9220-52d62157d7db',
  'Azure Kubernetes Service RBAC Writer': 'a7ffa36f-339b-4b5c-8bdf-e2c188b2c0eb',
  'Azure Kubernetes Service RBAC Admin': '3498e952-d568-435e-9b2c-8d77e338d7f7',
  'Azure Kubernetes Service RBAC Cluster Admin': 'b1ff04bb-8a4e-4dc4-8eb5-8693973ce19b',
};

/** The role names, longest first, so "Storage Blob Data Reader" is read before "Reader". */
export const ROLE_NAMES = Object.keys(BUILT_IN_ROLES).sort((a, b) => b.length - a.length);

/** A role as Azure spells it, from its name in any case. */
export const roleNamed = (name: string) => ROLE_NAMES.find((r) => r.toLowerCase() === name.toLowerCase());
