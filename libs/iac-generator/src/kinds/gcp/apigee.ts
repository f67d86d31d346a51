/** Apigee: an organization, its environments and runtime instances, the environments attached to the instances. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';

const organizationFor = (c: Component, plan: Planner) =>
  void (c.ref.org = plan.ensure('gcp.apigee_organization', 'environments and instances belong to an organization', {
    label: 'main',
  }));

export const APIGEE_KINDS: Kind[] = [
  {
    kind: 'gcp.apigee_organization',
    label: 'main',
    title: 'Apigee organization',
  },
  {
    kind: 'gcp.apigee_environment',
    label: 'env',
    title: 'Apigee environment',
    needs: organizationFor,
  },
  {
    kind: 'gcp.apigee_instance',
    label: 'runtime',
    title: 'Apigee runtime instance',
    needs: organizationFor,
  },
];
