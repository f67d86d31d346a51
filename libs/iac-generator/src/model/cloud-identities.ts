/**
 * Cloud identities a Kubernetes service account can act as, by the shape of their id: an AWS IAM
 * role ARN (IRSA on EKS) or a Google service account email (Workload Identity on GKE), each with the
 * service account annotation that makes pods act as it.
 */
const CLOUD_IDENTITIES: { id: RegExp; annotation: string }[] = [
  { id: /^arn:aws[a-z-]*:iam::\d{12}:role\/[\w+=,.@/-]+$/, annotation: 'eks.amazonaws.com/role-arn' },
  {
    id: /^[a-z][a-z0-9-]{4,29}@[a-z][a-z0-9-]+\.iam\.gserviceaccount\.com$/,
    annotation: 'iam.gke.io/gcp-service-account',
  },
];

/** The service account annotation that makes pods act as the cloud identity `id`; none when `id` is not one. */
export function cloudIdentityAnnotation(id: string | undefined): string | undefined {
  return id ? CLOUD_IDENTITIES.find((i) => i.id.test(id))?.annotation : undefined;
}
