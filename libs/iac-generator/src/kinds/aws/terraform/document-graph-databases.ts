/** DocumentDB and Neptune as hashicorp/aws resources: private, encrypted with a customer-managed key. */
import { type TerraformWriter } from '../../../render/terraform/context';
import { subnetGroupWriter } from './common';

export const DOCUMENT_GRAPH_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.neptune_subnet_group': subnetGroupWriter('aws_neptune_subnet_group'),
  'aws.docdb_subnet_group': subnetGroupWriter('aws_docdb_subnet_group'),
};
