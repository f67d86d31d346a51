/**
 * The Kubernetes part of the catalogue: every kind of the built-in API that checked output
 * validates manifests against (check/kubernetes), under its stable apiVersion, with its fields.
 * A request names a kind by its own name ("a RuntimeClass") or by the hashicorp/kubernetes type
 * that declares it (`kubernetes_runtime_class_v1`); both are the kind.
 *
 * @example
 *   kubernetesKind('kubernetes_runtime_class_v1') // { kind: 'RuntimeClass', apiVersion: 'node.k8s.io/v1', namespaced: false, ... }
 */
import { kubernetesApi } from '@infragen/iac-schemas';

export interface KubernetesKind {
  kind: string;
  apiVersion: string;
  namespaced: boolean;
  /** The kind's model: field -> type code, and the required fields. */
  model: { f: Record<string, string>; r?: string[] };
}

let byName: Map<string, KubernetesKind> | undefined;

// A stable version (`v1`, `apps/v1`, `autoscaling/v2`), never an alpha or beta one.
const STABLE = /(?:^|\/)v\d+$/;

function kinds(): Map<string, KubernetesKind> {
  if (byName) return byName;
  const api = kubernetesApi();
  byName = new Map();
  for (const [apiVersion, group] of Object.entries(api.kinds)) {
    if (!STABLE.test(apiVersion)) continue;
    for (const [kind, [model, namespaced]] of Object.entries(group))
      // The later stable version of a kind wins (`autoscaling/v2` over `autoscaling/v1`).
      byName.set(kind.toLowerCase(), { kind, apiVersion, namespaced: namespaced === 1, model: api.models[model] });
  }
  return byName;
}

/** The kind a type names: its own name in any case, or a hashicorp/kubernetes resource type. */
export function kubernetesKind(type: string): KubernetesKind | undefined {
  const name = type.startsWith('kubernetes_')
    ? type.replace(/^kubernetes_/, '').replace(/_v\d+(?:(?:alpha|beta)\d+)?$/, '')
    : type;
  return kinds().get(name.replace(/_/g, '').toLowerCase());
}

/** The source the explanation names. */
export function kubernetesSource(): string {
  const api = kubernetesApi();
  return `the Kubernetes ${api.version} API (${api.package})`;
}
