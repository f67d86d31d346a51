import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.subnet',
  settings: ['subnetTiers'],
  existing: { data: 'aws_subnet', by: 'id', what: 'subnet', cfnType: 'AWS::EC2::Subnet::Id' },
};
