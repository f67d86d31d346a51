/**
 * The schema-derived types the writers are checked against (generated files beside this one, by
 * scripts/schemas/generate-writer-types.mjs). Each table is indexed by type name: a known name
 * gives its arguments or properties, any other name (a type chosen at run time, as the
 * catalogue's) an open body.
 *
 * Tables with an index signature rather than conditional types, so that `TfBodies[T]` for a
 * generic `T` is related by its index alone: relating two conditional types over thousands of
 * types made every `tsc` of the generator several times slower.
 */
import { type HclBody } from '../model/hcl';
import { type ArchiveDataSources, type ArchiveResources } from './terraform-archive';
import { type AwsDataSources, type AwsResources } from './terraform-aws';
import { type AzurermDataSources, type AzurermResources } from './terraform-azurerm';
import { type GoogleDataSources, type GoogleResources } from './terraform-google';
import { type KubernetesDataSources, type KubernetesResources } from './terraform-kubernetes';
import { type RandomDataSources, type RandomResources } from './terraform-random';
import { type TlsDataSources, type TlsResources } from './terraform-tls';
import { type CfnProperties } from './cloudformation';
import { type ArmApiVersions, type ArmBodies } from './arm';
import { type K8sKinds } from './kubernetes';

type KnownTfResources = AwsResources &
  AzurermResources &
  GoogleResources &
  KubernetesResources &
  RandomResources &
  TlsResources &
  ArchiveResources;

/** A Terraform resource type the schemas know (the writers' `resourceType`). */
export type TfResourceType = keyof KnownTfResources;

/** The body of each Terraform resource type (schema arguments, attributes, blocks and meta-arguments). */
export interface TfBodies
  extends
    AwsResources,
    AzurermResources,
    GoogleResources,
    KubernetesResources,
    RandomResources,
    TlsResources,
    ArchiveResources {
  [type: string]: HclBody;
}
export interface TfDataBodies
  extends
    AwsDataSources,
    AzurermDataSources,
    GoogleDataSources,
    KubernetesDataSources,
    RandomDataSources,
    TlsDataSources,
    ArchiveDataSources {
  [type: string]: HclBody;
}

/** Each CloudFormation type's `Properties`. */
export interface CfnBodies extends CfnProperties {
  [type: string]: Record<string, unknown>;
}

/** The apiVersions the schemas know for each ARM type; any string for a type they do not know. */
export interface ArmVersions extends ArmApiVersions {
  [type: string]: string;
}
/** Each ARM type's body (everything but name, type and apiVersion). */
export interface ArmTypeBodies extends ArmBodies {
  [type: string]: Record<string, unknown>;
}

/** Each Kubernetes kind's fields, keyed `<apiVersion>/<kind>` (`apps/v1/Deployment`, `v1/Service`). */
export interface K8sBodies extends K8sKinds {
  [apiVersionAndKind: string]: Record<string, unknown>;
}
