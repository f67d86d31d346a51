/** A kind's id is written once in its planning file and once per writer table: the two must agree. */
import { AWS_KINDS } from '../kinds/aws';
import { AWS_CLOUDFORMATION_WRITERS } from '../kinds/aws/cloudformation';
import { AWS_TERRAFORM_WRITERS } from '../kinds/aws/terraform';
import { AZURE_KINDS } from '../kinds/azure';
import { AZURE_ARM_WRITERS } from '../kinds/azure/arm';
import { AZURE_TERRAFORM_WRITERS } from '../kinds/azure/terraform';
import { GCP_KINDS } from '../kinds/gcp';
import { GCP_TERRAFORM_WRITERS } from '../kinds/gcp/terraform';
import { K8S_KINDS } from '../kinds/k8s';
import { K8S_MANIFEST_WRITERS } from '../kinds/k8s/manifests';

const TABLES = [
  ['AWS Terraform', AWS_KINDS, AWS_TERRAFORM_WRITERS, true],
  ['AWS CloudFormation', AWS_KINDS, AWS_CLOUDFORMATION_WRITERS, false],
  ['Azure Terraform', AZURE_KINDS, AZURE_TERRAFORM_WRITERS, true],
  ['Azure ARM', AZURE_KINDS, AZURE_ARM_WRITERS, false],
  ['Google Terraform', GCP_KINDS, GCP_TERRAFORM_WRITERS, true],
  ['Kubernetes manifests', K8S_KINDS, K8S_MANIFEST_WRITERS, true],
] as const;

describe.each(TABLES)('%s writers', (_name, kinds, writers, complete) => {
  it('write only kinds the cloud plans', () => {
    expect([...writers.keys()].filter((kind) => !kinds.has(kind))).toEqual([]);
  });

  if (complete)
    it('cover every kind the cloud plans', () => {
      expect([...kinds.keys()].filter((kind) => !writers.has(kind))).toEqual([]);
    });
});
