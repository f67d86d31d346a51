import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.add(x.id(c), {
      Type: 'AWS::SSM::PatchBaseline',
      Properties: {
        Name: givenName(c),
        OperatingSystem: d.os,
        ApprovalRules: {
          PatchRules: [
            {
              ApproveAfterDays: d.approveAfterDays,
              ComplianceLevel: d.complianceLevel,
              PatchFilterGroup: { PatchFilters: d.filters.map((f) => ({ Key: f.key, Values: f.values })) },
            },
          ],
        },
        PatchGroups: d.patchGroup ? [d.patchGroup] : undefined,
      },
    });
  },
};
