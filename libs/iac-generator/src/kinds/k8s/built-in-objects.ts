/**
 * Objects every Kubernetes cluster already has, by kind: their names are reserved, so one named in a request is
 * referred to, never written (a PriorityClass "system-node-critical" written again fails to apply).
 */
export const BUILT_IN_OBJECTS: Record<string, string[]> = {
  'k8s.priority_class': ['system-node-critical', 'system-cluster-critical'],
  'k8s.namespace': ['default', 'kube-system', 'kube-public', 'kube-node-lease'],
};
