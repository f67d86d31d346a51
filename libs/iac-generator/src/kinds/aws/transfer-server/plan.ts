import { type Needs } from '../../../plan/needs';

/**
 * A Transfer Family server writes its session and transfer logs to CloudWatch Logs only as a role it
 * is given: one trusted by transfer.amazonaws.com with the service's own logging policy. Without it
 * the server runs and nothing it does is logged. A role of its own, never the users' access role.
 */
export const needs: Needs = (c, plan) => {
  c.ref.loggingRole ??= plan.add('aws.iam_role', {
    implicit: 'lets the Transfer Family server write its logs to CloudWatch Logs (AWSTransferLoggingAccess)',
    label: `${c.id}_logging`,
    config: {
      service: 'transfer.amazonaws.com',
      policies: ['arn:aws:iam::aws:policy/service-role/AWSTransferLoggingAccess'],
    },
  });
};
