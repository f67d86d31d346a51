/** A Kubernetes kind the kinds do not model, written minimally from the Kubernetes API schema (see catalogue/). */
import { kubernetesKind } from '../../catalogue/kubernetes';
import { type Kind } from '../kind';
import { inNamespace } from './common';

export const CATALOGUE_KINDS: Kind[] = [
  {
    kind: 'k8s.catalogue',
    label: 'main',
    title: 'object from the Kubernetes API schema',
    // A namespaced object goes into the application's namespace, like every other.
    needs: (c, plan) => {
      if (kubernetesKind(String(c.config.type))?.namespaced) inNamespace(plan);
    },
  },
];
