/** Apigee: an organization, its environments and runtime instances, the environments attached to the instances. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';

export const organizationFor = (c: Component, plan: Planner) =>
  void (c.ref.org = plan.ensure('gcp.apigee_organization', 'environments and instances belong to an organization', {
    label: 'main',
  }));

export const APIGEE_KINDS: Kind[] = [];
