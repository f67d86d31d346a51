import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'azure.consumption_budget_subscription',
  label: 'main',
  title: 'Budget',
  // A subscription budget belongs to no resource group; ARM writes it in the deployment's group.
  needs: () => undefined,
};
