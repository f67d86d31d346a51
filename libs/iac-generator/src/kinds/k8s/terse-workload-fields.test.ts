/**
 * Workload fields said tersely (issue 24, SIL/NAME classes): a time before "every day" is the schedule's time
 * ("04:15 every day" is "15 4 * * *"); a command in backticks after the image is the container's command, and a
 * product image running a tool starts no server (no server port, no data directory); "liveness on /alive" is an
 * HTTP probe of the pod, never a route; a one-word name right after the kind ("daemonset agent in ns ops") is kept.
 */
import { at, generated, of } from '../../testing/resources';

const first = (body: unknown, path: string) =>
  (at(body, path) as Record<string, unknown>[] | undefined)?.[0] as Record<string, unknown>;

describe('terse workload fields', () => {
  it('reads a time said before "every day" and a command in backticks', async () => {
    const { resources, errors } = await generated(
      'cronjob reindex in ns search: 04:15 every day, image mysql:8.4 running `mysqlcheck --all-databases --optimize`',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    const [cron] = of(resources, 'CronJob');
    expect(at(cron.body, 'spec.schedule')).toBe('15 4 * * *');
    const container = first(cron.body, 'spec.jobTemplate.spec.template.spec.containers');
    expect(container.command).toEqual(['mysqlcheck', '--all-databases', '--optimize']);
    expect(container.ports).toBeUndefined();
  });

  it('reads "liveness on /path" as an HTTP probe, not an ingress route', async () => {
    const { resources } = await generated(
      'deployment shop-api, image ghcr.io/acme/shop:2.0, port 9000, liveness on /alive; an ingress for shop.example.org',
      'kubernetes-yaml',
    );
    const container = first(of(resources, 'Deployment')[0].body, 'spec.template.spec.containers');
    expect(at(container, 'livenessProbe.httpGet.path')).toBe('/alive');
    const paths = at(of(resources, 'Ingress')[0].body, 'spec.rules.http.paths.path');
    expect([paths].flat()).not.toContain('/alive');
  });

  it('keeps a one-word name said right after the kind', async () => {
    const { resources } = await generated('daemonset agent in ns ops running fluent/fluent-bit:3.1', 'kubernetes-yaml');
    expect(of(resources, 'DaemonSet').map((d) => at(d.body, 'metadata.name'))).toEqual(['agent']);
  });
});
