/**
 * A GKE cluster whose default pool is replaced by a named one, and a Google service account that a Kubernetes
 * service account acts as (issue 24, NAME/WIR/WRONGRES classes): "remove the default pool and add one named X"
 * writes the pool X; "let the ksa api in namespace shop impersonate it" binds roles/iam.workloadIdentityUser for
 * serviceAccount:PROJECT.svc.id.goog[shop/api]; and that account is the pods', never the nodes' own.
 */
import { at, generated, of } from '../../testing/resources';

const PROMPT =
  'A GKE cluster orbit-gke in us-east1 with Workload Identity. Remove the default node pool and add one named batch ' +
  'with n2-standard-8 machines. Also a Google service account orbit-gsa, and let the Kubernetes service account ' +
  'runner in namespace jobs impersonate it through Workload Identity.';

describe('Workload Identity said for a Google service account', () => {
  it('writes the named pool, the binding, and a node account of its own', async () => {
    const { resources, errors } = await generated(PROMPT, 'terraform-google');
    expect(errors).toEqual([]);
    const pools = of(resources, 'google_container_node_pool');
    expect(pools.map((p) => at(p.body, 'name'))).toEqual(['batch']);
    const [binding] = of(resources, 'google_service_account_iam_member');
    expect(at(binding.body, 'role')).toBe('roles/iam.workloadIdentityUser');
    expect(String(at(binding.body, 'member'))).toMatch(/\.svc\.id\.goog\[jobs\/runner\]$/);
    expect(String(at(pools[0].body, 'node_config.service_account'))).not.toMatch(/orbit-gsa/);
  });
});
