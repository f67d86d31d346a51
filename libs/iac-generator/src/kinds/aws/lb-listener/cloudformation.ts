import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { listeners } from '../cloudformation/edge';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const lb = (c.ref.lb as Component | undefined) ?? x.plan.first('aws.lb');
    const tg = x.plan.first('aws.lb_target_group');
    if (lb) listeners(c, lb, x, tg);
  },
};
