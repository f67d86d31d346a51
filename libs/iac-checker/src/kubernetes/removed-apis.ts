/**
 * API versions the Kubernetes project removed, with the release that removed them and what to
 * use instead: a manifest still using them is refused by any current cluster.
 */
const moved = (release: string, to: string, entries: [string, string[]][]) =>
  entries.flatMap(([from, kinds]) => kinds.map((k): [string, [string, string]] => [`${from} ${k}`, [release, to]]));

export const REMOVED_APIS: Record<string, [release: string, replacement: string]> = Object.fromEntries([
  ...moved('1.16', 'apps/v1', [
    ['extensions/v1beta1', ['Deployment', 'DaemonSet', 'ReplicaSet']],
    ['apps/v1beta1', ['Deployment', 'StatefulSet', 'ReplicaSet', 'DaemonSet']],
    ['apps/v1beta2', ['Deployment', 'StatefulSet', 'ReplicaSet', 'DaemonSet']],
  ]),
  ...moved('1.16', 'networking.k8s.io/v1', [['extensions/v1beta1', ['NetworkPolicy']]]),
  ...moved('1.22', 'networking.k8s.io/v1', [
    ['extensions/v1beta1', ['Ingress']],
    ['networking.k8s.io/v1beta1', ['Ingress', 'IngressClass']],
  ]),
  ...moved('1.22', 'rbac.authorization.k8s.io/v1', [
    ['rbac.authorization.k8s.io/v1beta1', ['Role', 'ClusterRole', 'RoleBinding', 'ClusterRoleBinding']],
    ['rbac.authorization.k8s.io/v1alpha1', ['Role', 'ClusterRole', 'RoleBinding', 'ClusterRoleBinding']],
  ]),
  ...moved('1.22', 'storage.k8s.io/v1', [
    ['storage.k8s.io/v1beta1', ['StorageClass', 'CSIDriver', 'CSINode', 'VolumeAttachment']],
  ]),
  ...moved('1.22', 'admissionregistration.k8s.io/v1', [
    ['admissionregistration.k8s.io/v1beta1', ['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration']],
  ]),
  ...moved('1.22', 'apiextensions.k8s.io/v1', [['apiextensions.k8s.io/v1beta1', ['CustomResourceDefinition']]]),
  ...moved('1.22', 'apiregistration.k8s.io/v1', [['apiregistration.k8s.io/v1beta1', ['APIService']]]),
  ...moved('1.22', 'coordination.k8s.io/v1', [['coordination.k8s.io/v1beta1', ['Lease']]]),
  ...moved('1.22', 'certificates.k8s.io/v1', [['certificates.k8s.io/v1beta1', ['CertificateSigningRequest']]]),
  ...moved('1.17', 'scheduling.k8s.io/v1', [
    ['scheduling.k8s.io/v1beta1', ['PriorityClass']],
    ['scheduling.k8s.io/v1alpha1', ['PriorityClass']],
  ]),
  ...moved('1.25', 'batch/v1', [
    ['batch/v1beta1', ['CronJob']],
    ['batch/v2alpha1', ['CronJob']],
  ]),
  ...moved('1.25', 'policy/v1', [['policy/v1beta1', ['PodDisruptionBudget']]]),
  ...moved('1.25', 'Pod Security Admission (namespace labels pod-security.kubernetes.io/*)', [
    ['policy/v1beta1', ['PodSecurityPolicy']],
    ['extensions/v1beta1', ['PodSecurityPolicy']],
  ]),
  ...moved('1.25', 'autoscaling/v2', [['autoscaling/v2beta1', ['HorizontalPodAutoscaler']]]),
  ...moved('1.26', 'autoscaling/v2', [['autoscaling/v2beta2', ['HorizontalPodAutoscaler']]]),
  ...moved('1.25', 'discovery.k8s.io/v1', [['discovery.k8s.io/v1beta1', ['EndpointSlice']]]),
  ...moved('1.25', 'events.k8s.io/v1', [['events.k8s.io/v1beta1', ['Event']]]),
  ...moved('1.25', 'node.k8s.io/v1', [['node.k8s.io/v1beta1', ['RuntimeClass']]]),
  ...moved('1.27', 'storage.k8s.io/v1', [['storage.k8s.io/v1beta1', ['CSIStorageCapacity']]]),
  ...moved('1.26', 'flowcontrol.apiserver.k8s.io/v1', [
    ['flowcontrol.apiserver.k8s.io/v1beta1', ['FlowSchema', 'PriorityLevelConfiguration']],
  ]),
  ...moved('1.29', 'flowcontrol.apiserver.k8s.io/v1', [
    ['flowcontrol.apiserver.k8s.io/v1beta2', ['FlowSchema', 'PriorityLevelConfiguration']],
  ]),
]);
