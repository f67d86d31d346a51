/**
 * A role and the binding the request asks for are one grant: the role keeps the name given after its
 * kind, the binding asked for binds it (no second role or binding is invented beside them), a
 * ClusterRoleBinding is its own object, and a RoleBinding may grant a ClusterRole in one namespace,
 * also when a follow-up swaps the cluster-wide binding for it ("the same role").
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../testing/resources';

const FORMATS: FormatId[] = ['kubernetes-yaml', 'terraform-kubernetes'];
const kindsOf = (resources: { body: unknown }[]) =>
  resources
    .map((r) => at(r.body, 'kind') as string)
    .filter((k) => /Role/.test(k ?? ''))
    .sort();

describe('roles and the bindings asked for with them', () => {
  it.each(FORMATS)('%s: a named ClusterRole bound by the ClusterRoleBinding asked for', async (f) => {
    const { resources, errors, result } = await generated(
      'Create a service account log-shipper in namespace observability. Add a ClusterRole node-viewer that may get and list nodes, granted to log-shipper through a ClusterRoleBinding',
      f,
    );
    expect(errors).toEqual([]);
    expect(kindsOf(resources)).toEqual(['ClusterRole', 'ClusterRoleBinding']);
    const [role] = of(resources, 'ClusterRole');
    expect(at(role.body, 'metadata.name')).toBe('node-viewer');
    const [binding] = of(resources, 'ClusterRoleBinding');
    expect(at(binding.body, 'roleRef')).toEqual(expect.objectContaining({ kind: 'ClusterRole', name: 'node-viewer' }));
    expect(JSON.stringify(at(binding.body, 'subjects'))).toContain('log-shipper');
    expect(result.explanation).not.toMatch(/added for wiring: (?:Cluster)?Role/);
  });

  it.each(FORMATS)('%s: a named Role bound by the RoleBinding asked for, nothing more', async (f) => {
    const { resources, errors } = await generated(
      'service account deploy-bot in namespace apps; a Role rollout-editor able to get and patch deployments, bound to deploy-bot with a RoleBinding',
      f,
    );
    expect(errors).toEqual([]);
    expect(kindsOf(resources)).toEqual(['Role', 'RoleBinding']);
    expect(at(of(resources, 'RoleBinding')[0].body, 'roleRef.name')).toBe('rollout-editor');
  });

  it('a follow-up swaps the cluster-wide binding for a RoleBinding of the same ClusterRole', async () => {
    const { resources, errors } = await generated(
      'Remove the ClusterRoleBinding and bind the same role with a RoleBinding instead',
      'kubernetes-yaml',
      [
        'Create a service account log-shipper in namespace observability. Add a ClusterRole pod-viewer that may get and list pods, granted to log-shipper through a ClusterRoleBinding',
      ],
    );
    expect(errors).toEqual([]);
    expect(kindsOf(resources)).toEqual(['ClusterRole', 'RoleBinding']);
    expect(at(of(resources, 'RoleBinding')[0].body, 'roleRef')).toEqual(
      expect.objectContaining({ kind: 'ClusterRole', name: 'pod-viewer' }),
    );
  });
});
