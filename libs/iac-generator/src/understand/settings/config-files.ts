/**
 * The `configFile` settings family: files a Kubernetes ConfigMap holds, by their names ("a
 * ConfigMap edge-conf with a default.conf that proxies / to http://api:8080"), and where a workload
 * mounts it as files (`mounts`: "mount that ConfigMap at /etc/nginx/conf.d"). settings.ts `RULES`
 * tries them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

const CONFIG_MAP = /\bconfig ?maps?\b/;
const FILE = String.raw`([a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\.(?:conf|cfg|ini|ya?ml|json|toml|properties|xml|txt|env|lua|sh|py|js|html))`;

// "that proxies / to http://api:8080": the path a proxy's file sends on, and where to.
const PROXY =
  /^\s+(?:file\s+)?(?:that|which)\s+(?:proxies|forwards|sends|routes|passes)\s+(\/[\w./-]*)\s+(?:requests\s+)?to\s+(https?:\/\/[\w.:/-]*[\w/])/;

export const CONFIG_FILES_K8S: Rule[] = [
  // A file held by name, and what a proxy's file does: "with a default.conf that proxies / to
  // http://auth.identity.svc.cluster.local:8080", "holding a file app.yaml".
  {
    re: new RegExp(
      String.raw`\b(?:with|holding|containing|contains|has|having|stores?|storing)\s+(?:a\s+|an\s+|the\s+|one\s+)?(?:file\s+(?:named\s+|called\s+)?|(?:config(?:uration)?\s+)?file\s+)?${FILE}`,
      'g',
    ),
    when: CONFIG_MAP,
    read: (m, all) => {
      // What a proxy's file does, said right after it; the address itself is left to be read as one.
      const after = all.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 200);
      const proxy = PROXY.exec(after);
      return {
        label: 'config file',
        values: {
          configFiles: [m[1]],
          ...(proxy ? { proxyPass: { path: proxy[1], url: proxy[2] } } : {}),
        },
        family: 'configFile',
      };
    },
    examples: {
      reads: {
        'a configmap web-conf holding a file app.conf': { configFiles: ['app.conf'] },
        'a configmap proxy-conf with a default.conf that proxies / to http://api.shop.svc.cluster.local:8080': {
          configFiles: ['default.conf'],
          proxyPass: { path: '/', url: 'http://api.shop.svc.cluster.local:8080' },
        },
      },
      leaves: ['a configmap with log_level=debug'],
    },
  },
  // Where a workload mounts the ConfigMap as files: "mount that ConfigMap as files at /etc/nginx/conf.d".
  {
    re: /\bmount(?:s|ed|ing)?\s+(?:that|the|this|it|its|their)?\s*(?:config ?map\s+)?(?:[a-z0-9]+(?:-[a-z0-9]+)+\s+)?(?:as\s+(?:files|a\s+volume|a\s+directory|a\s+folder)\s+)?(?:at|on|under|in|into)\s+(\/[\w./-]*[\w/])/g,
    when: CONFIG_MAP,
    read: (m) => ({
      label: 'mount path',
      values: { configMountPath: m[1], mountsConfig: true },
      family: 'mounts',
    }),
    examples: {
      reads: {
        'a configmap site-conf; mount that configmap as files at /etc/nginx/conf.d': {
          configMountPath: '/etc/nginx/conf.d',
          mountsConfig: true,
        },
        'a configmap app-config mounted at /etc/app': { configMountPath: '/etc/app', mountsConfig: true },
      },
      leaves: ['a configmap app-config with log_level=debug'],
    },
  },
];
