import { type Needs } from '../../../plan/needs';
import { WORKLOADS, inNamespace } from '../common';

export const needs: Needs = (c, plan) => {
  inNamespace(plan);
  // A policy asked for the pods of a workload that already runs ("for the payments pods") selects them.
  const running = WORKLOADS.flatMap((k) => plan.all(k)).find((w) => w.attrs.flags.has('existing') && w.name);
  if (!c.implicit && running) c.ref.target ??= running;
  // A policy asked to let chosen pods in, with no pods of its own named ("only pods labelled app=api may
  // reach 5432"), is said of the one workload the request asks for: it selects that workload's pods,
  // and the port it opens is the one they serve when nothing else said theirs.
  const asked = WORKLOADS.flatMap((k) => plan.all(k)).filter((w) => !w.implicit);
  if (c.implicit || !c.attrs.allowFrom || c.attrs.labels || asked.length !== 1) return;
  const [workload] = asked;
  c.ref.target ??= workload;
  const port = c.attrs.allowFrom.port;
  if (c.ref.target === workload && typeof port === 'number' && !workload.attrs.ports.length)
    workload.attrs.ports.push(port);
};
