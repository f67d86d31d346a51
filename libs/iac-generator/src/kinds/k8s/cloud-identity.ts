/**
 * A cloud identity a Kubernetes service account acts as (model/cloud-identities.ts). Asked for as
 * a "role" in a Kubernetes request, it is no Kubernetes Role: it already exists in the cloud, and the
 * service account is annotated with it, which is all the cluster needs to let pods assume it.
 */
import { type Component } from '../../model/types';
import { cloudIdentityAnnotation } from '../../model/cloud-identities';

export { cloudIdentityAnnotation };

/** Whether a role of the plan is a cloud identity (named by its ARN or email), not a Kubernetes Role. */
export const isCloudIdentity = (role: Component) => cloudIdentityAnnotation(role.name) !== undefined;
