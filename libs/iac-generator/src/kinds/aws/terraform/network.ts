/**
 * VPC building blocks as hashicorp/aws resources. Subnets spread over availability zones; nothing is public unless
 * asked.
 */
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';

export const azs = (x: TfContext) => (
  x.data('aws_availability_zones', 'available', { state: 'available' }),
  'data.aws_availability_zones.available.names'
);

export const NETWORK_TERRAFORM: Record<string, TerraformWriter> = {};
