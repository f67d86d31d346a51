import { type Component } from '../../../model/types';

/** What the request's settings decide for a state machine, once for every format. */
export function decide(c: Component) {
  // The type as stated (STANDARD written out when said), else the service's default, standard.
  const type =
    c.attrs.workflowType === 'express' ? 'EXPRESS' : c.attrs.workflowType === 'standard' ? 'STANDARD' : undefined;
  return { type, level: levelOf(c.attrs.logLevel) };
}

/**
 * The execution log level: as stated when Step Functions has it (ALL, ERROR, FATAL, OFF), else the
 * nearest it has (kind.json `conflicts` says so in the answer): a level below errors (debug, info,
 * trace) logs everything, a warning level logs errors. Unstated: errors only.
 */
function levelOf(stated: string | undefined): 'ALL' | 'ERROR' | 'FATAL' | 'OFF' {
  if (stated === 'ALL' || stated === 'ERROR' || stated === 'FATAL' || stated === 'OFF') return stated;
  return stated && /^(?:DEBUG|INFO|TRACE)$/.test(stated) ? 'ALL' : 'ERROR';
}

/**
 * The workflow's definition as data, once for every format: each step a Task state that runs one
 * of the functions the request asked for, in its order, each going on to the next; without
 * functions a single state that succeeds. `resource` names a function's ARN as the format writes it.
 */
export interface State {
  Type: 'Task' | 'Succeed';
  Resource?: unknown;
  Next?: string;
  End?: boolean;
}

export function definitionOf(
  c: Component,
  resource: (fn: Component) => unknown,
): { StartAt: string; States: Record<string, State> } {
  const steps = (c.ref.steps as Component[] | undefined) ?? [];
  if (!steps.length) return { StartAt: 'Done', States: { Done: { Type: 'Succeed' } } };
  const names = steps.map((fn) => `Run_${fn.id}`);
  const States: Record<string, State> = {};
  steps.forEach((fn, i) => {
    States[names[i]] = {
      Type: 'Task',
      Resource: resource(fn),
      ...(i + 1 < steps.length ? { Next: names[i + 1] } : { End: true }),
    };
  });
  return { StartAt: names[0], States };
}
