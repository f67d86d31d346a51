import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lex_bot',
  write: (c, x) =>
    void x.primary(c, {
      name: givenName(c).replace(/[^A-Za-z_]/g, '_'),
      description: `Bot ${givenName(c)}`,
      child_directed: /kid|child/.test(String(c.config.audience ?? '')) || x.plan.global.flags.has('private'),
      process_behavior: 'BUILD',
      locale: 'en-US',
      voice_id: 'Salli',
      idle_session_ttl_in_seconds: 300,
      abort_statement: block({
        message: block({ content: 'Sorry, I could not help with that.', content_type: 'PlainText' }),
      }),
      clarification_prompt: block({
        max_attempts: 2,
        message: block({ content: 'Could you say that again?', content_type: 'PlainText' }),
      }),
      intent: block({
        intent_name: x.ref(ref(c, 'intent'), 'name'),
        intent_version: x.ref(ref(c, 'intent'), 'version'),
      }),
    }),
};
