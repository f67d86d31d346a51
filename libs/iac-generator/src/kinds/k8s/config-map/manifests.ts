import { asStated } from '../../../model/stated-case';
import { type ManifestWriter } from '../../../render/kubernetes/context';
import { existing } from '../manifests/workloads';
import { type Component } from '../../../model/types';
import { type K8sContext } from '../../../render/kubernetes/context';
import { runtimeOf } from '../manifests/pod';

/**
 * What a file holds: a proxy's server block ("a default.conf that proxies / to http://api:8080") on
 * the port of the workload that mounts it, answering its probe paths itself; a placeholder otherwise.
 */
function fileContent(c: Component, file: string, x: K8sContext): string {
  const proxy = c.attrs.proxyPass;
  if (!proxy || !/\.conf$/.test(file)) return `# ${file}: replace with its contents\n`;
  const workload = ['k8s.deployment', 'k8s.stateful_set', 'k8s.daemon_set']
    .flatMap((k) => x.plan.all(k))
    .find((w) => w.attrs.mountsConfig);
  const port = workload ? (runtimeOf(workload).port ?? 80) : 80;
  const probes = [...new Set((workload?.attrs.probes ?? []).map((p) => p.path).filter((p) => p && p !== proxy.path))];
  return [
    'server {',
    `    listen ${port};`,
    ...probes.map((p) => `    location = ${p} {\n        access_log off;\n        return 200 'ok';\n    }`),
    `    location ${proxy.path} {`,
    `        proxy_pass ${proxy.url};`,
    '        proxy_set_header Host $host;',
    '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    }',
    '}',
    '',
  ].join('\n');
}

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (existing(c, x, 'ConfigMap')) return;
    // Files asked for by name ("a default.conf that proxies / to ..."), mounted where the workload reads them.
    const files = c.attrs.configFiles ?? [];
    if (files.length) {
      const data = Object.fromEntries(files.map((f) => [f, fileContent(c, f, x)]));
      const said = files.some((f) => !(c.attrs.proxyPass && /\.conf$/.test(f)));
      x.add(
        { apiVersion: 'v1', kind: 'ConfigMap', metadata: x.meta(c), data, immutable: false },
        `Holds ${files.join(', ')} as files, each under its file name.` +
          (said ? ' Replace the placeholder contents with your own.' : ''),
      );
      return;
    }
    const stated = Object.entries(c.attrs.environment ?? {});
    const data = stated.length
      ? Object.fromEntries(stated.map(([k, v]) => [asStated(c, k), asStated(c, v)]))
      : { APP_ENV: 'production', LOG_LEVEL: 'info' };
    x.add(
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: x.meta(c), data, immutable: false },
      stated.length ? 'The entries asked for.' : 'Non-secret settings, read by the workloads as environment variables.',
    );
  },
};
