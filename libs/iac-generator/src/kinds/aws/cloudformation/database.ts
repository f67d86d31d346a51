/** RDS, Aurora, DynamoDB, ElastiCache, Redshift, DocumentDB, Neptune and secrets as CloudFormation. */
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { subnetRefs, tags } from './common';
import { givenName } from '../../../model/names';

export const subnetGroup =
  (type: string, idKey: string, descKey: string): CloudFormationWriter['write'] =>
  (c, x) =>
    void x.add(x.id(c), {
      Type: type,
      Properties: { [descKey]: `Private subnets for ${givenName(c)}`, [idKey]: subnetRefs(c, x), Tags: tags(c) },
    });

export const DATABASE_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
  'aws.elasticache_subnet_group': { write: subnetGroup('AWS::ElastiCache::SubnetGroup', 'SubnetIds', 'Description') },
  'aws.redshift_subnet_group': { write: subnetGroup('AWS::Redshift::ClusterSubnetGroup', 'SubnetIds', 'Description') },
  'aws.docdb_subnet_group': {
    write: subnetGroup('AWS::DocDB::DBSubnetGroup', 'SubnetIds', 'DBSubnetGroupDescription'),
  },
  'aws.neptune_subnet_group': {
    write: subnetGroup('AWS::Neptune::DBSubnetGroup', 'SubnetIds', 'DBSubnetGroupDescription'),
  },
};
