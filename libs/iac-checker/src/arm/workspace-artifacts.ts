/**
 * Types a Synapse workspace template holds that Azure Resource Manager does not deploy. Synapse
 * Studio publishes a workspace's artifacts (pipelines, notebooks, datasets...) as a template in the
 * ARM format (`TemplateForWorkspace.json`, and the gallery templates of Azure/Azure-DataFactory);
 * Synapse's workspace deployment task reads it and creates each artifact through the workspace's
 * own endpoint. In a template deployed by ARM such a type fails, so it stays an error, but one
 * that says what the type is instead of calling it made up. The list is that task's own
 * (Azure/Synapse-workspace-deployment, build_and_deploy/utils/artifacts_enum.ts), less the types ARM
 * also deploys (bigDataPools, sqlPools, integrationRuntimes).
 */
const ARTIFACTS = new Set(
  [
    'datasets',
    'dataflows',
    'linkedServices',
    'credentials',
    'notebooks',
    'pipelines',
    'sparkJobDefinitions',
    'sqlscripts',
    'triggers',
    'managedVirtualNetworks',
    'managedVirtualNetworks/managedPrivateEndpoints',
    'kqlscripts',
  ].map((t) => `microsoft.synapse/workspaces/${t.toLowerCase()}`),
);

/** True for a Synapse workspace artifact type (`Microsoft.Synapse/workspaces/pipelines`). */
export const workspaceArtifact = (type: string): boolean => ARTIFACTS.has(type.toLowerCase());
