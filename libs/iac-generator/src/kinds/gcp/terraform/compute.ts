/**
 * Compute Engine, GKE, Cloud Run and Cloud Functions as hashicorp/google resources. No public IPs, Shielded VMs,
 * dedicated service accounts.
 */
import { type Component } from '../../../model/types';
import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';

/** Spot VMs, when the request asked for them. */
export const spot = (c: Component) =>
  c.attrs.flags.has('spot')
    ? block({
        provisioning_model: 'SPOT',
        preemptible: true,
        automatic_restart: false,
        instance_termination_action: 'STOP',
      })
    : undefined;

export const shielded = () => block({ enable_secure_boot: true, enable_vtpm: true, enable_integrity_monitoring: true });

export const COMPUTE_TERRAFORM: Record<string, TerraformWriter> = {};
