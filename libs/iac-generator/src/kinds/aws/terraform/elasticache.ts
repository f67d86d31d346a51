/** ElastiCache as hashicorp/aws resources: encrypted at rest and in transit, with users and groups for auth. */
import { type TerraformWriter } from '../../../render/terraform/context';
import { subnetGroupWriter } from './common';

/** A cache node type: "cache.r7g.large" as given, "t3.micro" as its cache type. */
export function cacheNode(size: string | undefined): string {
  if (size && /^(cache\.)?[a-z]\d[a-z0-9]*\./.test(size) && !/^(db|dax|ml|kafka)\./.test(size))
    return size.startsWith('cache.') ? size : `cache.${size}`;
  return 'cache.t4g.micro';
}

/** Primary plus replicas: the nodes or read replicas asked for, two when highly available. */

export const ELASTICACHE_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.elasticache_subnet_group': subnetGroupWriter('aws_elasticache_subnet_group'),
};
