/**
 * One machine asked behind a Google Cloud load balancer stays that machine, reached through an
 * unmanaged instance group that holds it (a backend service sends traffic to groups); several
 * identical machines are one managed group of that size. Never a one-machine managed group in
 * place of the VM asked for.
 */
import { generated, of } from '../../testing/resources';

describe('one VM behind a load balancer', () => {
  it.each([
    'a GCE instance serving our wiki, fronted by an HTTP load balancer',
    'single compute engine vm (e2-small) behind a global load balancer on port 80',
    'one Compute Engine VM for the status page, behind an external http lb',
  ])('%s', async (prompt) => {
    const { resources, errors, result } = await generated(prompt, 'terraform-google');
    expect(errors).toEqual([]);
    expect(of(resources, 'google_compute_instance')).toHaveLength(1);
    expect(of(resources, 'google_compute_region_instance_group_manager')).toEqual([]);
    const group = of(resources, 'google_compute_instance_group');
    expect(group).toHaveLength(1);
    expect(String(group[0].body.instances)).toMatch(/google_compute_instance\.\w+\.self_link/);
    expect(JSON.stringify(of(resources, 'google_compute_backend_service')[0].body.backend)).toMatch(
      /google_compute_instance_group\./,
    );
    expect(result.explanation).not.toMatch(/managed instance group/i);
  });

  it('makes several identical ones a managed group', async () => {
    const { resources } = await generated('four compute engine vms behind an http load balancer', 'terraform-google');
    expect(of(resources, 'google_compute_region_instance_group_manager')).toHaveLength(1);
    expect(of(resources, 'google_compute_instance')).toEqual([]);
  });
});
