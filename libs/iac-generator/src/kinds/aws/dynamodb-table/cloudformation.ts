import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { keptOnRemoval, tags } from '../cloudformation/common';
import { tableKeys } from '../dynamodb';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    const keys = tableKeys(c, /lock/i.test(c.name ?? ''));
    x.add(x.id(c), {
      Type: 'AWS::DynamoDB::Table',
      ...keptOnRemoval('Retain'),
      Properties: {
        TableName: c.name
          ? givenName(c)
              .replace(/[^A-Za-z0-9_.-]/g, '_')
              .slice(0, 255)
              .padEnd(3, '_')
          : undefined,
        BillingMode: d.provisioned ? 'PROVISIONED' : 'PAY_PER_REQUEST',
        ProvisionedThroughput: d.provisioned
          ? { ReadCapacityUnits: d.readCapacity, WriteCapacityUnits: d.writeCapacity }
          : undefined,
        AttributeDefinitions: [
          { AttributeName: keys.hash, AttributeType: keys.hashType },
          ...(keys.range ? [{ AttributeName: keys.range, AttributeType: keys.rangeType }] : []),
        ],
        KeySchema: [
          { AttributeName: keys.hash, KeyType: 'HASH' },
          ...(keys.range ? [{ AttributeName: keys.range, KeyType: 'RANGE' }] : []),
        ],
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
        DeletionProtectionEnabled: true,
        StreamSpecification: c.attrs.flags.has('streams') ? { StreamViewType: 'NEW_AND_OLD_IMAGES' } : undefined,
        TimeToLiveSpecification: d.ttl ? { AttributeName: keys.ttl, Enabled: true } : undefined,
        Tags: tags(c),
      },
    });
    x.output(`${x.id(c)}Name`, x.ref(c), `Name of table ${givenName(c)}`);
  },
};
