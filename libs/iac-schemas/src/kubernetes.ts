/**
 * The Kubernetes API models (bundled from @kubernetes/client-node by
 * scripts/schemas/kubernetes-api.mjs): which kinds each group/version serves, and every model's
 * fields with their types and the required ones.
 */
import { loadData } from './data';

export interface Api {
  version: string;
  package: string;
  /** group/version -> kind -> [model index, 1 when namespaced] */
  kinds: Record<string, Record<string, [number, 0 | 1]>>;
  /** f: field -> type code (s, i, n, b, d date, x int-or-string, y base64, a any; l, m, o<index>); r: required */
  models: { f: Record<string, string>; r?: string[] }[];
}
export const kubernetesApi = () => loadData<Api>('kubernetes/api.json.gz');
