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
 * of the functions the request asked for, in its order, each going on to the next; a function it
 * says is called again ("then calls it again") is called once more at the end; a pause it states
 * ("waits 10 minutes") is a Wait state after the first call (before the next one, or at the end when
 * there is none). Without functions a single state that succeeds. `resource` names a function's ARN
 * as the format writes it.
 */
export interface State {
  Type: 'Task' | 'Wait' | 'Succeed';
  Resource?: unknown;
  Seconds?: number;
  Next?: string;
  End?: boolean;
}

export function definitionOf(
  c: Component,
  resource: (fn: Component) => unknown,
): { StartAt: string; States: Record<string, State> } {
  const steps = (c.ref.steps as Component[] | undefined) ?? [];
  if (!steps.length) return { StartAt: 'Done', States: { Done: { Type: 'Succeed' } } };
  const calls = c.attrs.workflowRepeat ? [...steps, steps[steps.length - 1]] : [...steps];
  const seen = new Map<Component, number>();
  const order: { name: string; state: State }[] = calls.map((fn) => {
    const n = (seen.get(fn) ?? 0) + 1;
    seen.set(fn, n);
    return { name: `Run_${fn.id}${n > 1 ? `_${n}` : ''}`, state: { Type: 'Task', Resource: resource(fn) } };
  });
  const wait = c.attrs.workflowWaitSeconds;
  if (wait) order.splice(1, 0, { name: `Wait_${wait}s`, state: { Type: 'Wait', Seconds: wait } });
  const States: Record<string, State> = {};
  order.forEach(({ name, state }, i) => {
    States[name] = { ...state, ...(i + 1 < order.length ? { Next: order[i + 1].name } : { End: true }) };
  });
  return { StartAt: order[0].name, States };
}
