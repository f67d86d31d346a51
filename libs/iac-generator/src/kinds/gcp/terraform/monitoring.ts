/** Cloud Monitoring alert policies, uptime checks and notification channels as hashicorp/google resources. */
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

/** The host, path and scheme an uptime check probes: from the stated URL, else the stated domain. */
export function target(c: Component): { host?: string; path: string; ssl: boolean } {
  const url = c.attrs.url ? /^(https?):\/\/([^/:]+)(?::\d+)?(\/[^?#]*)?/.exec(c.attrs.url) : null;
  if (url) return { host: url[2], path: url[3] ?? '/', ssl: url[1] === 'https' };
  return { host: c.attrs.domain, path: c.attrs.path ?? '/', ssl: true };
}

export const MONITORING_TERRAFORM: Record<string, TerraformWriter> = {};
