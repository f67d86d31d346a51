/**
 * Permissions said of a service account are written as a Role (a ClusterRole when said to hold
 * cluster-wide, or for resources outside namespaces) with exactly those rules, bound to that
 * account, in every Kubernetes format; and the answer reports them as written, not as missing.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../testing/resources';

const FORMATS: FormatId[] = ['kubernetes-yaml', 'terraform-kubernetes'];
// HCL read back gives a list of one block as that block: every list is compared as a list.
const list = (v: unknown) => [v].flat();

describe('a service account given permissions', () => {
  it.each(FORMATS)('%s: namespace-wide permissions give a Role bound to the account', async (f) => {
    const { resources, errors, result } = await generated(
      'I need a service account named report-reader that is able to get and list configmaps and secrets',
      f,
    );
    expect(errors).toEqual([]);
    const role = of(resources, 'Role')[0];
    expect(list(at(role.body, 'rules'))).toEqual([
      { apiGroups: [''], resources: ['configmaps', 'secrets'], verbs: ['get', 'list'] },
    ]);
    const binding = of(resources, 'RoleBinding')[0];
    expect(at(binding.body, 'roleRef.name')).toBe(at(role.body, 'metadata.name'));
    expect(list(at(binding.body, 'subjects'))).toEqual([
      expect.objectContaining({ kind: 'ServiceAccount', name: 'report-reader' }),
    ]);
    expect(of(resources, 'ClusterRole')).toEqual([]);
    expect(result.notCovered.join('\n')).not.toMatch(/permissions/);
    expect(result.explanation).toMatch(/Role with those rules/);
  });

  it.each(FORMATS)('%s: cluster-wide permissions give a ClusterRole and its binding', async (f) => {
    const { resources, errors, result } = await generated(
      'A service account metrics-agent allowed to list and watch pods and nodes in all namespaces',
      f,
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'Role')).toEqual([]);
    const role = of(resources, 'ClusterRole')[0];
    expect(list(at(role.body, 'rules'))).toEqual([
      { apiGroups: [''], resources: ['pods', 'nodes'], verbs: ['list', 'watch'] },
    ]);
    const binding = of(resources, 'ClusterRoleBinding')[0];
    expect(at(binding.body, 'roleRef.kind')).toBe('ClusterRole');
    expect(list(at(binding.body, 'subjects'))).toEqual([
      expect.objectContaining({ kind: 'ServiceAccount', name: 'metrics-agent' }),
    ]);
    expect(result.notCovered).toEqual([]);
  });

  it.each(FORMATS)('%s: permissions on objects by name are limited to those objects', async (f) => {
    const { resources, errors, result } = await generated(
      'Add a service account config-loader which may get and update configmaps called app-settings and feature-flags',
      f,
    );
    expect(errors).toEqual([]);
    expect(list(at(of(resources, 'Role')[0].body, 'rules'))).toEqual([
      {
        apiGroups: [''],
        resources: ['configmaps'],
        resourceNames: ['app-settings', 'feature-flags'],
        verbs: ['get', 'update'],
      },
    ]);
    expect(result.notCovered).toEqual([]);
  });

  it('a service account with no permissions said gets no role', async () => {
    const { resources } = await generated('A service account called batch-runner', 'kubernetes-yaml');
    expect(of(resources, 'Role')).toEqual([]);
    expect(of(resources, 'RoleBinding')).toEqual([]);
  });

  it('a Role said to hold across the cluster is written as asked, and the answer says it holds in its namespace', async () => {
    const { resources, result } = await generated(
      'A Role that can list pods across the cluster, bound to the service account auditor',
      'kubernetes-yaml',
    );
    expect(of(resources, 'Role')).toHaveLength(1);
    expect(of(resources, 'RoleBinding')).toHaveLength(1);
    expect(result.notCovered.join('\n')).toMatch(/own namespace only/);
  });
});
