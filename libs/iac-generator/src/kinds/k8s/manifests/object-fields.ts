/**
 * Object fields a request states in plain words, as the API spells them: a CronJob's history,
 * overlap policy, start deadline and suspension; a container's variables read from Secrets and
 * ConfigMaps; a volume's access modes; a LimitRange's defaults. Each falls back to the writer's
 * own default when nothing was stated.
 */
import { type Component } from '../../../model/types';
import { asStated } from '../../../model/stated-case';
import { unixCron } from '../../../model/names';
import { type K8sContext } from '../../../render/kubernetes/context';
import { atTimeOfDay } from '../../time-of-day';

type Obj = Record<string, unknown>;

/** A CronJob's schedule: the one stated, at the time of day stated ("at 1:30am"; daily when no schedule is), else midnight. */
export function cronSchedule(c: Component): string {
  return unixCron(atTimeOfDay(c.attrs.schedule, c.attrs.timeOfDay));
}

/** A CronJob's spec fields besides its schedule: runs never overlap and three of each outcome are kept unless stated. */
export function cronFields(c: Component): Obj {
  return {
    concurrencyPolicy: c.attrs.concurrencyPolicy ?? 'Forbid',
    startingDeadlineSeconds: c.attrs.startingDeadlineSeconds ?? 300,
    successfulJobsHistoryLimit: c.attrs.successfulJobsHistory ?? 3,
    failedJobsHistoryLimit: c.attrs.failedJobsHistory ?? 3,
    suspend: c.attrs.suspend || undefined,
  };
}

/** A key as the request wrote it after the word "key" (the variable's own name may hold the same letters). */
function keyAsStated(c: Component, key: string): string {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const s of c.settings ?? []) {
    const m = new RegExp(`\\bkey\\s*[:=]?\\s*(${escaped})\\b`, 'i').exec(s.text);
    if (m) return m[1];
  }
  return asStated(c, key);
}

/** What the Kubernetes API calls a Secret or a ConfigMap. */
const KIND_NAME = { secret: 'Secret', configMap: 'ConfigMap' } as const;

/**
 * Variables read from a key of a Secret or ConfigMap (`valueFrom`) and whole ones read as
 * environment (`envFrom`). An object the request only refers to already exists: it is named in
 * the answer, not written with made-up contents.
 */
export function envReferences(
  c: Component,
  x: K8sContext,
  /** The variable the image reads its password from (POSTGRES_PASSWORD), for a secret key stated without one. */
  imageVariable?: string,
): { env: Obj[]; envFrom: Obj[]; names: Set<string> } {
  // A variable stated as coming from a key of a Secret ("the password comes from the Secret pg-creds
  // (key: password)"): the image's own variable when the request names none.
  const fromSecrets = (c.attrs.secretEnv ?? []).map((s) => ({
    from: 'secret' as const,
    object: s.secret,
    name: s.variable ?? (s.key ? imageVariable : undefined),
    key: s.key,
  }));
  const refs = [...(c.attrs.envRefs ?? []), ...fromSecrets];
  const planned = new Set(
    [...x.plan.all('k8s.secret'), ...x.plan.all('k8s.config_map')].map((o) => `${o.kind}:${x.name(o)}`),
  );
  const env: Obj[] = [];
  const envFrom: Obj[] = [];
  const names = new Set<string>();
  for (const r of refs) {
    const name = r.object;
    names.add(name);
    const kind = r.from === 'secret' ? 'k8s.secret' : 'k8s.config_map';
    if (!planned.has(`${kind}:${name}`)) {
      planned.add(`${kind}:${name}`);
      x.note(`the existing ${KIND_NAME[r.from]} ${name} (referred to, not written)`);
    }
    if (r.name && r.key) {
      const ref = { name, key: keyAsStated(c, r.key) };
      env.push({
        name: asStated(c, r.name),
        valueFrom: r.from === 'secret' ? { secretKeyRef: ref } : { configMapKeyRef: ref },
      });
    } else envFrom.push(r.from === 'secret' ? { secretRef: { name } } : { configMapRef: { name } });
  }
  return { env, envFrom, names };
}

/** The access modes stated for a volume, else one node reading and writing. */
export const accessModesOf = (c: Component | undefined): string[] => c?.attrs.accessModes ?? ['ReadWriteOnce'];

// Quantities in one unit each (millicores, mebibytes), to keep a default within its limit and the maximum.
const milli = (q: string) => (q.endsWith('m') ? Number(q.slice(0, -1)) : Number(q) * 1000);
const mebi = (q: string) => (q.endsWith('Gi') ? Number(q.slice(0, -2)) * 1024 : Number(q.replace(/Mi$/, '')));
const larger = (a: string, b: string, size: (q: string) => number) => (size(a) >= size(b) ? a : b);

/**
 * A LimitRange's defaults and maximum: the requests and limits stated, else modest ones. A default
 * limit is never below the default request, and the maximum never below either.
 */
export function limitDefaults(c: Component): { default: Obj; defaultRequest: Obj; max: Obj } {
  const req = c.attrs.defaultRequest ?? {};
  const lim = c.attrs.defaultLimit ?? {};
  const request = { cpu: req.cpu ?? '100m', memory: req.memory ?? '128Mi' };
  const limit = {
    cpu: lim.cpu ?? larger('500m', request.cpu, milli),
    memory: lim.memory ?? larger('512Mi', request.memory, mebi),
  };
  return {
    default: limit,
    defaultRequest: request,
    max: { cpu: larger('2', limit.cpu, milli), memory: larger('4Gi', limit.memory, mebi) },
  };
}
