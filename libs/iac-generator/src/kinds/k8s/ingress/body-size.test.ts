/**
 * The largest request body stated for an Ingress is written as the nginx controller's
 * proxy-body-size annotation, in Kubernetes YAML and terraform-kubernetes (read back and checked, zero
 * errors); an Ingress of another class gets no nginx annotation and the answer says the size is not
 * written.
 */
import { generated, of } from '../../../testing/resources';

const annotations = (body: Record<string, unknown>) =>
  (body.metadata as { annotations?: Record<string, string> }).annotations ?? {};

describe('an Ingress max body size', () => {
  it.each(
    (['kubernetes-yaml', 'terraform-kubernetes'] as const).flatMap((format) =>
      [
        [
          'an nginx ingress for shop.example.com to service web port 80, with the annotation for a 10m max body size',
          '10m',
        ],
        ['ingress for api.example.com backed by service api, client max body size of 50 MB', '50m'],
      ].map(([prompt, size]) => [format, prompt, size] as const),
    ),
  )('%s: %s', async (format, prompt, size) => {
    const { resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const [ingress] = of(resources, 'Ingress');
    expect(annotations(ingress.body)['nginx.ingress.kubernetes.io/proxy-body-size']).toBe(size);
  });

  it('another controller class gets no nginx annotation, and the answer says so', async () => {
    const { resources, result } = await generated(
      'an ingress for the api service using the traefik ingress class, max body size of 25 MB',
      'kubernetes-yaml',
    );
    const [ingress] = of(resources, 'Ingress');
    expect(annotations(ingress.body)).toEqual({});
    expect(result.notCovered.join('\n')).toMatch(/max body size/);
  });
});
