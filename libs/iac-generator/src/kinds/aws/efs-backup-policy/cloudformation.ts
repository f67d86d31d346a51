import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const fs = c.ref.fs as Component | undefined;
    if (fs) x.note(`${x.id(fs)} (AWS::EFS::FileSystem BackupPolicy)`);
  },
};
