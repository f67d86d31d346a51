import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lex_intent',
  write: (c, x) => {
    const fn = x.plan.first('aws.lambda_function');
    const slot = x.plan.first('aws.lex_slot_type');
    x.primary(c, {
      name: givenName(c).replace(/[^A-Za-z_]/g, '_'),
      create_version: true,
      sample_utterances: ['I would like to order', 'Place an order'],
      fulfillment_activity: block(
        fn
          ? { type: 'CodeHook', code_hook: block({ message_version: '1.0', uri: x.ref(fn, 'arn') }) }
          : { type: 'ReturnIntent' },
      ),
      slot: slot
        ? block({
            name: 'Choice',
            slot_constraint: 'Required',
            slot_type: x.ref(slot, 'name'),
            slot_type_version: x.ref(slot, 'version'),
            priority: 1,
            value_elicitation_prompt: block({
              max_attempts: 2,
              message: block({ content: 'Which one would you like?', content_type: 'PlainText' }),
            }),
          })
        : undefined,
      follow_up_prompt: slot
        ? block({
            prompt: block({
              max_attempts: 1,
              message: block({ content: 'Anything else?', content_type: 'PlainText' }),
            }),
            rejection_statement: block({ message: block({ content: 'Okay.', content_type: 'PlainText' }) }),
          })
        : undefined,
    });
  },
};
