import { type Kind } from '../../kind';
import { targetWorkload } from '../common';
import { namedAfter } from '../policy';

export const kind: Kind = {
  kind: 'k8s.horizontal_pod_autoscaler',
  label: 'app',
  title: 'HorizontalPodAutoscaler',
  needs: (c, plan) => void namedAfter(c, targetWorkload(c, plan, 'the pods the autoscaler scales')),
};
