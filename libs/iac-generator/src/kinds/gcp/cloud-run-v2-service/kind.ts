import { type Kind } from '../../kind';
import { serviceAccountFor } from '../common';

export const kind: Kind = {
  kind: 'gcp.cloud_run_v2_service',
  label: 'app',
  title: 'Cloud Run service',
  needs: serviceAccountFor,
};
