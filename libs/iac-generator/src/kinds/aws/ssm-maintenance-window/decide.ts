import { type Attrs, type Component } from '../../../model/types';
import { type WindowSaid } from './said';

const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** What the request decides for a Systems Manager maintenance window, once for every format. */
export function decide(c: Component, plan: { global: Attrs }) {
  const said = (c.config.said ?? {}) as WindowSaid;
  const own = <K extends keyof Attrs>(key: K): Attrs[K] => c.attrs[key] ?? plan.global[key];
  const at = own('maintenanceWindow');
  // The day and time said ("every Sunday at 03:00") as a weekly cron; else a schedule said; else Sundays at 02:00.
  const schedule = at
    ? `cron(${at.minute} ${at.hour} ? * ${DAYS[at.day]} *)`
    : (own('schedule') ?? 'cron(0 2 ? * SUN *)');
  const duration = Math.min(Math.max(said.durationHours ?? 3, 1), 24);
  // The cutoff is under the duration: tasks stop starting that long before the window closes.
  const cutoff = Math.min(said.cutoffHours ?? Math.min(1, duration - 1), duration - 1);
  // A tag read as labels ("PatchGroup=web") is the one said, whose key keeps its case as written.
  const label = c.attrs.labels && Object.entries(c.attrs.labels)[0];
  const [key, value] = said.tag ? [said.tag.key, said.tag.value] : (label ?? []);
  // The system the targets run ("our Windows servers"), said in the target's description.
  const system = c.attrs.os ?? said.targetSystem;
  const what = system ? `${said.targetSystem ?? system} (instances)` : 'Instances';
  const targets = said.instanceIds?.length
    ? { key: 'InstanceIds', values: said.instanceIds, description: `${what} ${said.instanceIds.join(', ')}` }
    : key && value
      ? { key: `tag:${key}`, values: [value], description: `${what} tagged ${key}=${value}` }
      : undefined;
  const document = said.document ?? 'AWS-RunPatchBaseline';
  const parameters: Record<string, string[]> =
    document === 'AWS-RunPatchBaseline'
      ? { Operation: [said.operation ?? 'Install'], RebootOption: [said.rebootOption ?? 'RebootIfNeeded'] }
      : {};
  return {
    schedule,
    timeZone: own('timeZone'),
    duration,
    cutoff,
    targets,
    document,
    parameters,
    // "two at a time" may be read as the targets' parallelism (the jobRuns family).
    maxConcurrency: c.attrs.parallelism ? String(c.attrs.parallelism) : (said.maxConcurrency ?? '10%'),
    maxErrors: said.maxErrors ?? '1',
  };
}
