/**
 * Services, ingresses and network policies as manifests. The namespace denies all traffic unless a policy allows it.
 */
import { type Component } from '../../../model/types';
import { runtimeOf } from './pod';
import { type ManifestWriter } from '../../../render/kubernetes/context';

/**
 * The port a service listens on and the pod port it sends to: the first port stated for the service
 * and the second ("443 to 8443"), else the port the pods listen on (80 in front of the usual 8080).
 */
export function servicePorts(svc: Component): { port: number; targetPort: number } {
  const [stated, statedTarget] = svc.attrs.ports;
  const targetPort = statedTarget ?? runtimeOf((svc.ref.target as Component | undefined) ?? svc).port ?? 8080;
  return { port: stated ?? (targetPort === 8080 ? 80 : targetPort), targetPort };
}

export const NETWORKING_MANIFESTS: Record<string, ManifestWriter> = {};
