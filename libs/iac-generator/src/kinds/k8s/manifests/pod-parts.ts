/**
 * Parts of a pod spec the request states: its config maps and secrets mounted as files or read as
 * environment, the environment variables stated for the container, and the health probes asked for.
 */
import { type Component } from '../../../model/types';
import { asStated } from '../../../model/stated-case';
import { type K8sContext } from '../../../render/kubernetes/context';

type Obj = Record<string, unknown>;

/** A pod volume's name for a config map or secret: its kind and its name, within a DNS label's 63 characters. */
const volume = (prefix: string, name: string) => `${prefix}-${name}`.slice(0, 63).replace(/-+$/, '');

/**
 * The request's config maps and secrets: mounted read-only as files under /etc/config and
 * /etc/secrets when the workload mounts them, else read as environment variables.
 */
export function configVolumes(c: Component, x: K8sContext): { volumes: Obj[]; mounts: Obj[]; envFrom: Obj[] } {
  const maps = x.plan.all('k8s.config_map').map((m) => x.name(m));
  const secrets = x.plan.all('k8s.secret').map((s) => x.name(s));
  if (!c.attrs.mountsConfig)
    return {
      volumes: [],
      mounts: [],
      envFrom: [
        ...maps.map((name) => ({ configMapRef: { name } })),
        ...secrets.map((name) => ({ secretRef: { name } })),
      ],
    };
  return {
    volumes: [
      ...maps.map((name) => ({ name: volume('config', name), configMap: { name } })),
      ...secrets.map((name) => ({ name: volume('secret', name), secret: { secretName: name } })),
    ],
    mounts: [
      // Where the request said to mount it, when it has one config map; under /etc/config otherwise.
      ...maps.map((name) => ({
        name: volume('config', name),
        mountPath: (maps.length === 1 && c.attrs.configMountPath) || `/etc/config/${name}`,
        readOnly: true,
      })),
      ...secrets.map((name) => ({ name: volume('secret', name), mountPath: `/etc/secrets/${name}`, readOnly: true })),
    ],
    envFrom: [],
  };
}

/**
 * The Secrets and ConfigMaps stated as mounted at a path ("mount the secret db-tls at /tls"), added to
 * the pod's `volumes` and `mounts` read-only (a mount of one already there moves to the path stated);
 * the names of those objects.
 */
export function statedObjectMounts(c: Component, volumes: Obj[], mounts: Obj[]): Set<string> {
  const names = new Set<string>();
  for (const m of c.attrs.objectMounts ?? []) {
    names.add(m.object);
    const name = volume(m.from === 'secret' ? 'secret' : 'config', m.object);
    const had = mounts.find((v) => v.name === name);
    if (had) {
      had.mountPath = m.path;
      continue;
    }
    volumes.push({
      name,
      ...(m.from === 'secret' ? { secret: { secretName: m.object } } : { configMap: { name: m.object } }),
    });
    mounts.push({ name, mountPath: m.path, readOnly: true });
  }
  return names;
}

/** The runtime's own variables, then those stated for this workload, keys and values as the request wrote them. */
export function containerEnv(c: Component, own: { name: string; value: string }[] = []): Obj[] | undefined {
  const stated = Object.entries(c.attrs.environment ?? {}).map(([k, v]) => ({
    name: asStated(c, k),
    value: asStated(c, v),
  }));
  const env = [...own.filter((e) => !stated.some((s) => s.name === e.name)), ...stated];
  return env.length ? env : undefined;
}

/**
 * Readiness and liveness probes: an HTTP GET on the path asked for ("/" when a probe is asked for
 * without one), or the TCP or gRPC check asked for, at the port stated or the container's (`served`),
 * with every timing stated; a TCP check on the container port otherwise, only when that port is
 * known (`port`).
 */
export function probesOf(c: Component, port: number | undefined, longRunning: boolean, served = port): Obj {
  const asked = c.attrs.probes ?? [];
  const timing = { periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 };
  const probe = (kind: 'liveness' | 'readiness' | 'startup', delay: number): Obj | undefined => {
    const stated = asked.find((p) => p.kind === kind);
    if (stated) {
      // A port stated for another of its probes is the container's too ("liveness on 8081", "readiness
      // on /ready"), before one only guessed from its runtime.
      const at = stated.port ?? port ?? asked.find((p) => p.port)?.port ?? served ?? 8080;
      const check =
        stated.type === 'tcp'
          ? { tcpSocket: { port: at } }
          : stated.type === 'grpc'
            ? { grpc: { port: at } }
            : { httpGet: { path: stated.path ? asStated(c, stated.path) : '/', port: at } };
      // Each timing stated is written as stated; the rest keep the defaults.
      return {
        ...check,
        periodSeconds: stated.periodSeconds ?? timing.periodSeconds,
        timeoutSeconds: stated.timeoutSeconds ?? timing.timeoutSeconds,
        failureThreshold: stated.failureThreshold ?? timing.failureThreshold,
        initialDelaySeconds: stated.initialDelaySeconds ?? delay,
      };
    }
    if (!longRunning || !port || kind === 'startup') return undefined;
    return { tcpSocket: { port }, ...timing, initialDelaySeconds: delay };
  };
  return {
    readinessProbe: probe('readiness', 5),
    livenessProbe: probe('liveness', 15),
    startupProbe: probe('startup', 0),
  };
}
