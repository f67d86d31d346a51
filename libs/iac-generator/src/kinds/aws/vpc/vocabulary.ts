import { type KindVocabulary } from '../../../vocabulary/types';

export const vocabulary: KindVocabulary = {
  kind: 'aws.vpc',
  settings: [],
  existing: { data: 'aws_vpc', by: 'id', what: 'VPC', cfnType: 'AWS::EC2::VPC::Id' },
};
