/**
 * A machine's startup script said by what it installs (issue 24, INV/SIL classes): the packages are installed
 * by the instance template's startup script; the product word in it ("nginx") is never a service of its own.
 */
import { at, generated, of } from '../../testing/resources';

describe('a startup script that installs packages', () => {
  it('is the template metadata, and writes no container service', async () => {
    const { resources, errors } = await generated(
      'an instance template with e2-small machines and a startup script that installs haproxy and certbot, then a managed instance group of 3 from it',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'google_cloud_run_v2_service')).toEqual([]);
    const [template] = of(resources, 'google_compute_instance_template');
    expect(String((at(template.body, 'metadata') as Record<string, unknown>)['startup-script'])).toMatch(
      /apt-get install -y haproxy certbot/,
    );
  });
});
