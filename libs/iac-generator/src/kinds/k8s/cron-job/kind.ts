import { type Kind } from '../../kind';
import { identityFor } from '../common';

export const kind: Kind = {
  kind: 'k8s.cron_job',
  label: 'scheduled',
  title: 'CronJob',
  needs: identityFor,
};
