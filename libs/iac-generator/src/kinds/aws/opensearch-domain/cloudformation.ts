import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { ebsVolume } from '../ebs-type';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.add(x.id(c), {
      Type: 'AWS::OpenSearchService::Domain',
      Properties: {
        DomainName: (
          givenName(c)
            .toLowerCase()
            .replace(/[^a-z0-9-]/g, '-')
            .replace(/^[^a-z]+/, '') || 'search'
        )
          .slice(0, 28)
          .padEnd(3, '0'),
        EngineVersion: d.engineVersion,
        ClusterConfig: {
          InstanceType: d.instanceType,
          InstanceCount: d.instanceCount,
          ZoneAwarenessEnabled: d.zones ? true : undefined,
          ZoneAwarenessConfig: d.zones ? { AvailabilityZoneCount: d.zones } : undefined,
        },
        EBSOptions: {
          EBSEnabled: true,
          VolumeType: ebsVolume(c).type,
          VolumeSize: d.volumeGb,
          Iops: ebsVolume(c).iops,
        },
        EncryptionAtRestOptions: { Enabled: true },
        NodeToNodeEncryptionOptions: { Enabled: true },
        DomainEndpointOptions: { EnforceHTTPS: true, TLSSecurityPolicy: 'Policy-Min-TLS-1-2-2019-07' },
        AdvancedSecurityOptions: {
          Enabled: true,
          InternalUserDatabaseEnabled: false,
          MasterUserOptions: { MasterUserARN: { 'Fn::Sub': 'arn:${AWS::Partition}:iam::${AWS::AccountId}:root' } },
        },
      },
    });
  },
};
