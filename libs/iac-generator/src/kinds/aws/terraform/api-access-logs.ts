/** An API stage's access-log settings, shared by the REST and HTTP API writers. */
import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TfContext } from '../../../render/terraform/context';

/** The stage's access_log_settings when the API has a log group (asked for, decision 052); none otherwise. */
export function accessLogSettings(c: Component, x: TfContext) {
  if (!c.ref.logGroup) return undefined;
  return block({
    destination_arn: x.ref(c.ref.logGroup as Component, 'arn'),
    format: expr(
      'jsonencode({ requestId = "$context.requestId", status = "$context.status", ip = "$context.identity.sourceIp" })',
    ),
  });
}
