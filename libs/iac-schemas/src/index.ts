/**
 * The bundled schema data (data/, gzipped JSON written by scripts/schemas/) and its loaders: the
 * Terraform provider schemas, the CloudFormation specification, the ARM schemas and the
 * Kubernetes API. Each file is read on first use and kept for the life of the process. Beneath
 * the checker and the generator; imports nothing of the project.
 */
export * from './terraform';
export { loadedData } from './data';
export * from './arm';
export { cloudFormationSpec, type Prop as CloudFormationProp } from './cloudformation';
export { kubernetesApi, type Api as KubernetesApi } from './kubernetes';
