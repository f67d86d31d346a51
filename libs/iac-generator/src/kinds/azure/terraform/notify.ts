/** Subscriptions, action groups and budgets as hashicorp/azurerm resources: who is told, and where events go. */
import { type Component } from '../../../model/types';
import { block } from '../../../model/hcl';
import { statedUrl } from '../notify';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';

/** An Event Grid webhook destination: the URL stated, else a variable (Event Grid validates the endpoint first). */
export const webhook = (c: Component, x: TfContext) =>
  block({
    url:
      statedUrl(c) ??
      x.variable(`${c.id}_webhook_url`, { type: 'string', description: 'HTTPS endpoint that receives the events' }),
  });

export const NOTIFY_TERRAFORM: Record<string, TerraformWriter> = {};
