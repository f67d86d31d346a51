import { type ManifestWriter } from '../../../render/kubernetes/context';
import { existing } from '../manifests/workloads';
import { runsUnwrittenPods } from '../unwritten-pods';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    if (x.plan.first('k8s.namespace') !== c) return;
    // Objects asked to go into this namespace are in it (every namespaced object is), whether it is written or referred to.
    for (const o of x.plan.components)
      if (o.settings?.some((s) => s.values?.namespace === x.name(c))) void o.attrs.namespace;
    if (existing(c, x, 'Namespace')) return;
    // Pods it already runs say it exists: written again, its labels would change under them.
    if (runsUnwrittenPods(x)) return x.note(`the existing Namespace ${x.name(c)} (referred to, not written)`);
    // Pods on the node's network, or mounting the node's directories, are outside what the
    // restricted (and baseline) profiles admit.
    const hostNetwork = x.plan.components.some((o) => o.attrs.hostNetwork);
    const hostPath = x.plan.components.some((o) => o.attrs.hostPaths?.length);
    const privileged = hostNetwork || hostPath;
    const why = [
      hostNetwork ? 'on the host network' : '',
      hostPath ? 'mounting directories of the node (hostPath)' : '',
    ]
      .filter(Boolean)
      .join(' and ');
    x.add(
      {
        apiVersion: 'v1',
        kind: 'Namespace',
        metadata: {
          name: x.name(c),
          labels: {
            ...c.attrs.labels,
            ...x.labels(c),
            'pod-security.kubernetes.io/enforce': privileged ? 'privileged' : 'restricted',
            'pod-security.kubernetes.io/audit': 'restricted',
            'pod-security.kubernetes.io/warn': privileged ? 'restricted' : undefined,
          },
        },
      },
      privileged
        ? `Pods ${why} need the privileged profile (restricted and baseline forbid it); audit and warnings still report against restricted.`
        : 'Pod Security Admission enforces the restricted profile on everything in this namespace.',
    );
  },
};
