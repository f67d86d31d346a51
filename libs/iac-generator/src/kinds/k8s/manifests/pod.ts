/**
 * The pod every workload runs: a dedicated service account without a mounted token, non-root,
 * read-only root filesystem, no privilege escalation, all capabilities dropped, the runtime's
 * seccomp profile, resource requests and limits, and probes for anything long-running.
 */
import { type Component } from '../../../model/types';
import { clean } from '../../../model/clean';
import { type K8sContext, type Waiver } from '../../../render/kubernetes/context';
import { runtimeImage } from '../../../model/runtimes';
import { PRODUCT_RUNTIMES, repositoryOf } from './products';
import { configVolumes, containerEnv, probesOf, statedObjectMounts } from './pod-parts';
import { envReferences } from './object-fields';
import { everyStated } from '../../../plan/track-reads';
import { selectorOf } from './common';
import { asStated } from '../../../model/stated-case';

// What every container runs with (the restricted Pod Security level): no privilege, a read-only root
// (whether or not it was asked for), not root.
const restrictedContainer = (c?: Component) => ({
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: c?.attrs.readOnlyRoot ?? true,
  runAsNonRoot: true,
  privileged: false,
  capabilities: { drop: ['ALL'] },
});

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
  sysctls?: { name: string; value: string }[];
  /** The port is a guess (an image of its own, no port stated): nothing probes it, since the image may not listen there. */
  guessedPort?: boolean;
}

// The image of each database or broker engine, at the version stated.
const ENGINE_IMAGES: [RegExp, string, string][] = [
  [/postgres/, 'postgres', '16'],
  [/mariadb/, 'mariadb', '11.4'],
  [/mysql/, 'mysql', '8.4'],
  [/redis/, 'redis', '7.4'],
  [/rabbitmq/, 'rabbitmq', '3.13'],
  [/memcached/, 'memcached', '1.6'],
];

/**
 * What runs in the pod: the image the prompt named (a well-known product's runs as that product
 * does), else the engine's or language's official image.
 */
export function runtimeOf(c: Component, batch = false): Runtime {
  const { engine, version, image } = c.attrs;
  const byEngine = engine ? ENGINE_IMAGES.find(([re]) => re.test(engine)) : undefined;
  const chosen = image ?? (byEngine && `${byEngine[1]}:${version ?? byEngine[2]}`);
  const product = chosen ? PRODUCT_RUNTIMES[repositoryOf(chosen)] : undefined;
  // A command given runs a tool of the product's image ("postgres:16 running vacuumdb"), not its server: no
  // server port, data directory or server settings unless said.
  if (chosen && product && c.attrs.command?.length)
    return { ...product, image: chosen, port: c.attrs.ports[0], dataPath: undefined, env: undefined };
  if (chosen && product) return { ...product, image: chosen, port: (image && c.attrs.ports[0]) || product.port };
  const language = image ? undefined : runtimeImage(c.attrs);
  if (language)
    return { image: language, port: c.attrs.ports[0] ?? 8080, uid: 10001, writable: ['/tmp'], memory: '512Mi' };
  if (image)
    return {
      image,
      port: c.attrs.ports[0] ?? 8080,
      uid: 10001,
      writable: ['/tmp'],
      memory: '512Mi',
      // An image of the user's that no product row knows, on a port nobody said.
      guessedPort: c.attrs.ports[0] === undefined,
    };
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

/**
 * The values the request stated for one attribute of the workload, smallest and largest: "requests
 * 500m CPU, limits 1 CPU" states two, the request and the limit; one stated value is both.
 */
function statedRange(c: Component, key: 'cpu' | 'memoryMb'): { low?: number; high?: number } {
  const values = everyStated(c, key).filter((v): v is number => typeof v === 'number' && v > 0);
  return values.length ? { low: Math.min(...values), high: Math.max(...values) } : {};
}

const cpuQuantity = (cpu?: number) =>
  cpu === undefined ? undefined : cpu < 1 ? `${Math.round(cpu * 1000)}m` : String(cpu);
const memQuantity = (mem?: number) =>
  mem === undefined ? undefined : mem % 1024 === 0 ? `${mem / 1024}Gi` : `${mem}Mi`;

/**
 * Requests and limits: the CPU and memory the request stated (two values: the request and the limit),
 * else the runtime's defaults; no CPU limit when the request ruled one out.
 */
function resourcesOf(c: Component, rt: Runtime): Record<string, Record<string, string>> {
  const cpu = statedRange(c, 'cpu');
  const mem = statedRange(c, 'memoryMb');
  return {
    requests: {
      cpu: cpuQuantity(cpu.low) ?? '100m',
      memory: memQuantity(mem.low) ?? (rt.memory === '1Gi' ? '512Mi' : '128Mi'),
    },
    // A CPU limit ruled out is not written: memory stays bounded, the CPU is throttled by nothing.
    limits: c.attrs.flags.has('noCpuLimit')
      ? { memory: memQuantity(mem.high) ?? rt.memory }
      : { cpu: cpuQuantity(cpu.high) ?? '500m', memory: memQuantity(mem.high) ?? rt.memory },
  };
}

/** Whether a role or binding of the plan grants something to service account `sa`. */
const granted = (sa: Component, x: K8sContext) =>
  ['k8s.role', 'k8s.cluster_role', 'k8s.role_binding', 'k8s.cluster_role_binding'].some((kind) =>
    x.plan.all(kind).some((r) => r.ref.subject === sa),
  );

/**
 * The port a workload's container declares: the one stated or its image's, and a guessed one only
 * where a Service sends traffic to it (a port the image may not listen on is never declared alone).
 */
export function declaredPort(c: Component, x: K8sContext, rt = runtimeOf(c)): number | undefined {
  const served = x.plan.all('k8s.service').some((s) => s.ref.target === c);
  return rt.guessedPort && !served ? undefined : rt.port;
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
  // The data volume where the request said to mount it, else where the image keeps its data.
  const dataPath = c.attrs.dataMountPath ?? rt.dataPath ?? '/data';
  if (opts.dataVolume) mounts.push({ name: opts.dataVolume, mountPath: dataPath });
  if (opts.claim) {
    volumes.push({ name: 'data', persistentVolumeClaim: { claimName: opts.claim } });
    mounts.push({ name: 'data', mountPath: dataPath });
  }
  // Directories of the node asked for ("/var/log from the host"), read-only unless said writable.
  for (const [i, h] of (c.attrs.hostPaths ?? []).entries()) {
    const name = `host-${i + 1}`;
    volumes.push({ name, hostPath: { path: h.path, type: 'Directory' } });
    mounts.push({ name, mountPath: h.path, readOnly: h.readOnly || undefined });
  }
  const config = configVolumes(c, x);
  volumes.push(...config.volumes);
  mounts.push(...config.mounts);
  const stated = statedObjectMounts(c, volumes, mounts);
  // Variables read from named Secrets and ConfigMaps; an object read by key is not also read whole.
  const refs = envReferences(c, x, rt.secretKey);
  const refName = (e: Record<string, unknown>) =>
    ((e.configMapRef ?? e.secretRef) as { name: string } | undefined)?.name ?? '';
  const env = [...(containerEnv(c, rt.env) ?? []), ...refs.env];
  // An object mounted as files where stated is not also read whole as environment.
  const envFrom = [
    ...config.envFrom.filter((e) => !refs.names.has(refName(e)) && !stated.has(refName(e))),
    ...refs.envFrom,
  ];
  const port = declaredPort(c, x, rt);
  const container: Record<string, unknown> = {
    name: x.name(c).slice(0, 63),
    image: rt.image,
    imagePullPolicy: 'IfNotPresent',
    // The command stated after the image, in the case it was written; else the image's own.
    command: c.attrs.command ? asStated(c, c.attrs.command.join(' ')).split(/\s+/) : rt.command,
    args: c.attrs.args ? asStated(c, c.attrs.args.join(' ')).split(/\s+/) : undefined,
    ports: port ? [{ name: 'main', containerPort: port, protocol: 'TCP' }] : undefined,
    env: env.length ? env : undefined,
    envFrom: envFrom.length ? envFrom : undefined,
    resources: resourcesOf(c, rt),
    // A guessed port is never probed: a TCP check on a port the image does not listen on restarts its pods forever.
    ...probesOf(c, rt.guessedPort ? undefined : rt.port, opts.longRunning, rt.port),
    securityContext: restrictedContainer(c),
    volumeMounts: mounts,
  };
  return clean({
    serviceAccountName: sa ? x.name(sa) : undefined,
    // No API token unless the pod's identity was granted permissions: then it is there to call the
    // API ("a service account that may get and list secrets"), and without its token it cannot.
    automountServiceAccountToken: sa && granted(sa, x) ? true : false,
    restartPolicy: opts.restartPolicy,
    securityContext: {
      runAsNonRoot: true,
      // The ids stated, else the image's own user; a group left unsaid is the user's.
      runAsUser: c.attrs.runAs?.user ?? rt.uid,
      runAsGroup: c.attrs.runAs?.group ?? c.attrs.runAs?.user ?? rt.uid,
      fsGroup: c.attrs.runAs?.fsGroup ?? c.attrs.runAs?.group ?? c.attrs.runAs?.user ?? rt.uid,
      seccompProfile: { type: 'RuntimeDefault' },
      sysctls: rt.sysctls,
    },
    // On the node's network (node agents, exporters): names still resolve through the cluster's DNS.
    hostNetwork: c.attrs.hostNetwork || undefined,
    dnsPolicy: c.attrs.hostNetwork ? 'ClusterFirstWithHostNet' : undefined,
    // Tainted nodes (control plane, dedicated pools) run these pods too when asked for.
    tolerations: tolerationsOf(c.attrs.tolerate),
    // The class asked for with the workload ("a PriorityClass ... using that class").
    priorityClassName: c.ref.priorityClass ? x.name(c.ref.priorityClass as Component) : undefined,
    // Spread over zones or nodes as asked, counting this workload's own pods.
    topologySpreadConstraints: c.attrs.spread?.map((s) => ({
      ...s,
      labelSelector: selectorOf(x.name(c)),
    })),
    // Only the nodes carrying the labels asked for ("only on nodes labelled role=ingress") run these pods.
    nodeSelector: c.attrs.nodeSelector,
    initContainers: initContainersOf(c),
    containers: [container],
    volumes,
  });
}

/**
 * Containers that run before the pod's own, as restricted as it: what they wait for ("waits until
 * db.data.svc.cluster.local resolves"), a loop until the name resolves or its port answers.
 */
function initContainersOf(c: Component): Record<string, unknown>[] | undefined {
  const asked = c.attrs.initContainers;
  if (!asked?.length) return undefined;
  return asked.map((ic, i) => {
    const host = ic.waitFor;
    const until = !host
      ? undefined
      : ic.waitPort
        ? `until nc -z ${host} ${ic.waitPort}; do echo waiting for ${host}:${ic.waitPort}; sleep 2; done`
        : `until nslookup ${host}; do echo waiting for ${host}; sleep 2; done`;
    return {
      name: host ? `wait-for-${host.split('.')[0]}`.slice(0, 63).replace(/-+$/, '') : `init-${i + 1}`,
      image: ic.image,
      imagePullPolicy: 'IfNotPresent',
      command: until ? ['sh', '-c', until] : undefined,
      resources: { requests: { cpu: '10m', memory: '16Mi' }, limits: { cpu: '100m', memory: '64Mi' } },
      securityContext: restrictedContainer(),
    };
  });
}

/**
 * Tolerations: nodes of the control plane ("control-plane nodes included") by their taint's key, or
 * every taint of one effect ("tolerates NoSchedule taints").
 */
function tolerationsOf(tolerate: string | undefined): Record<string, unknown>[] | undefined {
  if (!tolerate) return undefined;
  // Every taint, whatever its key and effect ("including the tainted nodes").
  if (tolerate === 'all') return [{ operator: 'Exists' }];
  if (tolerate === 'control-plane')
    return [{ key: 'node-role.kubernetes.io/control-plane', operator: 'Exists', effect: 'NoSchedule' }];
  return [{ operator: 'Exists', effect: tolerate }];
}

/**
 * Findings waived because the request asked for them: pods on the node's network (node agents,
 * exporters), and directories of the node they mount (log collectors).
 */
export function workloadWaivers(c: Component): Waiver[] {
  return [
    ...(c.attrs.hostNetwork
      ? [
          {
            key: 'hostNetwork',
            directive: "infragen:waive IG-K8S-005 the request asked for pods on the node's network",
          },
        ]
      : []),
    ...(c.attrs.hostPaths?.length
      ? [{ key: 'hostPath', directive: 'infragen:waive IG-K8S-008 the request asked for a directory of the node' }]
      : []),
  ];
}
