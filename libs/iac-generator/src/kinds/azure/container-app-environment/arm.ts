import { type Component } from '../../../model/types';
import { type ArmContext, ArmExpr, type ArmWriter, armQuote } from '../../../render/azure/arm-context';
import { ownName } from '../naming';

const WORKSPACES = 'Microsoft.OperationalInsights/workspaces';
const WORKSPACE_API = '2022-10-01';

export const arm: ArmWriter = {
  write: (c, x) => {
    const workspace = c.ref.workspace as Component | undefined;
    x.resource(c, 'Microsoft.App/managedEnvironments', '2024-03-01', {
      name: ownName(c, 'cae'),
      location: x.location(),
      // The environment's apps log to the workspace planned with it (workspaceFor), as in Terraform.
      properties: workspace
        ? {
            appLogsConfiguration: {
              destination: 'log-analytics',
              logAnalyticsConfiguration: workspaceKeys(x, workspace),
            },
          }
        : {},
      dependsOn: workspace ? [x.symbol(workspace)] : undefined,
    });
  },
};

/** The workspace's id and shared key, read from the workspace in ARM and Bicep. */
function workspaceKeys(x: ArmContext, workspace: Component): { customerId: ArmExpr; sharedKey: ArmExpr } {
  const symbol = x.symbol(workspace);
  const name = x.nameOf(symbol, workspace.id);
  const id = `resourceId('${WORKSPACES}', ${typeof name === 'string' ? armQuote(name) : name.inner})`;
  return {
    customerId: new ArmExpr(`reference(${id}, '${WORKSPACE_API}').customerId`, `${symbol}.properties.customerId`),
    sharedKey: new ArmExpr(
      `listKeys(${id}, '${WORKSPACE_API}').primarySharedKey`,
      `${symbol}.listKeys().primarySharedKey`,
    ),
  };
}
