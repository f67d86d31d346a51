import { type Component } from '../../../model/types';
import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, tags } from '../cloudformation/common';

const safe = (c: Component, max: number, re = /[^A-Za-z0-9-]/g) => givenName(c).replace(re, '-').slice(0, max);

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::KinesisVideo::Stream',
      Properties: {
        Name: safe(c, 256, /[^A-Za-z0-9_.-]/g),
        DataRetentionInHours: Math.max(1, (c.attrs.retentionDays ?? 1) * 24),
        KmsKeyId: kmsArn(c, x),
        Tags: tags(c),
      },
    }),
};
