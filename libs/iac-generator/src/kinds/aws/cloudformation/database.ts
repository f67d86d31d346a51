/** What the CloudFormation writers of the database subnet groups share. */
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
