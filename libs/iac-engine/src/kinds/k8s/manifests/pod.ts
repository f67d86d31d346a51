/**
 * The pod every workload runs: a dedicated service account without a mounted token, non-root,
 * read-only root filesystem, no privilege escalation, all capabilities dropped, the runtime's
 * seccomp profile, resource requests and limits, and probes for anything long-running.
 */
import { type Component } from '../../../model/types';
import { clean } from '../../../model/clean';
import { type K8sContext } from '../../../render/kubernetes/context';
import { runtimeImage } from '../../../model/runtimes';

export interface Runtime {
  image: string;
  port?: number;
  uid: number;
  /** Paths the process writes to; each gets an emptyDir because the root filesystem is read-only. */
  writable: string[];
  dataPath?: string;
  env?: { name: string; value: string }[];
  command?: string[];
  memory: string;
  /** The secret key this image reads its password from. */
  secretKey?: string;
}

/** What runs in the pod: the image the prompt named, else the engine's or language's official image. */
export function runtimeOf(c: Component, batch = false): Runtime {
  const { engine, version, image } = c.attrs;
  if (engine?.includes('postgres'))
    return {
      image: image ?? `postgres:${version ?? '16'}`,
      port: 5432,
      uid: 999,
      writable: ['/var/run/postgresql', '/tmp'],
      dataPath: '/var/lib/postgresql/data',
      env: [{ name: 'PGDATA', value: '/var/lib/postgresql/data/pgdata' }],
      memory: '1Gi',
      secretKey: 'POSTGRES_PASSWORD',
    };
  if (engine?.includes('mysql') || engine === 'mariadb')
    return {
      image: image ?? `mysql:${version ?? '8.4'}`,
      port: 3306,
      uid: 999,
      writable: ['/var/run/mysqld', '/tmp'],
      dataPath: '/var/lib/mysql',
      memory: '1Gi',
      secretKey: 'MYSQL_ROOT_PASSWORD',
    };
  if (engine === 'redis')
    return {
      image: image ?? `redis:${version ?? '7.4'}`,
      port: 6379,
      uid: 999,
      writable: ['/tmp'],
      dataPath: '/data',
      memory: '512Mi',
    };
  const language = image ? undefined : runtimeImage(c.attrs);
  if (language)
    return { image: language, port: c.attrs.ports[0] ?? 8080, uid: 10001, writable: ['/tmp'], memory: '512Mi' };
  if (image) {
    // The official nginx image starts as root; its unprivileged build serves the same content as a normal user.
    const unprivileged = image.replace(/^nginx(?=:|$)/, 'nginxinc/nginx-unprivileged');
    return { image: unprivileged, port: c.attrs.ports[0] ?? 8080, uid: 10001, writable: ['/tmp'], memory: '512Mi' };
  }
  if (batch)
    return {
      image: 'busybox:1.37',
      uid: 65534,
      writable: ['/tmp'],
      command: ['sh', '-c', 'echo "replace this command with the job to run"'],
      memory: '256Mi',
    };
  return {
    image: 'nginxinc/nginx-unprivileged:1.27-alpine',
    port: c.attrs.ports[0] ?? 8080,
    uid: 101,
    writable: ['/tmp'],
    memory: '256Mi',
  };
}

/** Requests and limits: the CPU and memory the request stated, else the runtime's defaults. */
function resourcesOf(c: Component, rt: Runtime): Record<string, Record<string, string>> {
  const cpu = c.attrs.cpu;
  const mem = c.attrs.memoryMb;
  const cpuText = cpu === undefined ? undefined : cpu < 1 ? `${Math.round(cpu * 1000)}m` : String(cpu);
  const memText = mem === undefined ? undefined : mem % 1024 === 0 ? `${mem / 1024}Gi` : `${mem}Mi`;
  return {
    requests: { cpu: cpuText ?? '100m', memory: memText ?? (rt.memory === '1Gi' ? '512Mi' : '128Mi') },
    limits: { cpu: cpuText ?? '500m', memory: memText ?? rt.memory },
  };
}

/** The pod spec; `claim` mounts a PVC (by name) at the runtime's data path or /data. */
export function podSpec(
  c: Component,
  x: K8sContext,
  opts: { longRunning: boolean; restartPolicy?: string; dataVolume?: string; claim?: string; batch?: boolean },
): Record<string, unknown> {
  const rt = runtimeOf(c, opts.batch);
  const sa = c.ref.serviceAccount as Component | undefined;
  const volumes: Record<string, unknown>[] = rt.writable.map((_p, i) => ({
    name: `scratch-${i + 1}`,
    emptyDir: { sizeLimit: '256Mi' },
  }));
  const mounts: Record<string, unknown>[] = rt.writable.map((p, i) => ({ name: `scratch-${i + 1}`, mountPath: p }));
  if (opts.dataVolume) mounts.push({ name: opts.dataVolume, mountPath: rt.dataPath ?? '/data' });
  if (opts.claim) {
    volumes.push({ name: 'data', persistentVolumeClaim: { claimName: opts.claim } });
    mounts.push({ name: 'data', mountPath: rt.dataPath ?? '/data' });
  }
  const envFrom = [
    ...x.plan.all('k8s.config_map').map((m) => ({ configMapRef: { name: x.name(m) } })),
    ...x.plan.all('k8s.secret').map((s) => ({ secretRef: { name: x.name(s) } })),
  ];
  const probe = rt.port
    ? { tcpSocket: { port: rt.port }, periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 }
    : undefined;
  const container: Record<string, unknown> = {
    name: x.name(c).slice(0, 63),
    image: rt.image,
    imagePullPolicy: 'IfNotPresent',
    command: rt.command,
    ports: rt.port ? [{ name: 'main', containerPort: rt.port, protocol: 'TCP' }] : undefined,
    env: rt.env,
    envFrom: envFrom.length ? envFrom : undefined,
    resources: resourcesOf(c, rt),
    readinessProbe: opts.longRunning ? { ...probe, initialDelaySeconds: 5 } : undefined,
    livenessProbe: opts.longRunning ? { ...probe, initialDelaySeconds: 15 } : undefined,
    securityContext: {
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      runAsNonRoot: true,
      privileged: false,
      capabilities: { drop: ['ALL'] },
    },
    volumeMounts: mounts,
  };
  if (!probe) {
    delete container.readinessProbe;
    delete container.livenessProbe;
  }
  return clean({
    serviceAccountName: sa ? x.name(sa) : undefined,
    automountServiceAccountToken: false,
    restartPolicy: opts.restartPolicy,
    securityContext: {
      runAsNonRoot: true,
      runAsUser: rt.uid,
      runAsGroup: rt.uid,
      fsGroup: rt.uid,
      seccompProfile: { type: 'RuntimeDefault' },
    },
    // Tainted nodes (control plane, dedicated pools) run these pods too when asked for.
    tolerations: c.attrs.tolerate ? [{ operator: 'Exists', effect: c.attrs.tolerate }] : undefined,
    containers: [container],
    volumes,
  });
}
