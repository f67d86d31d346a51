import { requiredFields, schemaSource } from '../../../catalogue';
import { kubernetesKind } from '../../../catalogue/kubernetes';
import { type StatedValue } from '../../../catalogue/stated';
import { catalogueManifestBody } from '../../../render/kubernetes/catalogue';
import { type ManifestWriter } from '../../../render/kubernetes/context';

export const manifests: ManifestWriter = {
  write: (c, x) => {
    const type = String(c.config.type);
    const k = kubernetesKind(type);
    const fields = requiredFields('kubernetes', type);
    if (!k || !fields) return;
    const metadata = x.meta(c, { cluster: !k.namespaced });
    x.add(
      {
        apiVersion: k.apiVersion,
        kind: k.kind,
        metadata,
        ...catalogueManifestBody(x, k.kind, metadata.name, fields, c.config.stated as StatedValue[] | undefined),
      },
      `Minimal object written from ${schemaSource('kubernetes')}: only its required fields. Review it and add what your setup needs.`,
    );
  },
};
