/**
 * An object every cluster has, named by its reserved name, is referred to and never written again: a PriorityClass
 * "system-node-critical" written fails to apply. A class or namespace of the user's own name is still written.
 */
import { generated } from '../../testing/resources';

const kindsOf = (resources: { type: string; name?: string }[]) => resources.map((r) => r.type);

describe('built-in Kubernetes objects are referred to by name', () => {
  it('a workload in the reserved node-critical class writes no PriorityClass, and runs in it', async () => {
    const { result, resources, errors } = await generated(
      'a DaemonSet disk-watch in namespace ops, image ghcr.io/acme/disk-watch:2.4, priority class system-node-critical',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    expect(kindsOf(resources)).not.toContain('PriorityClass');
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toContain('priorityClassName: system-node-critical');
    expect(result.explanation).toMatch(/existing PriorityClass system-node-critical \(referred to, not written\)/);
  });

  it('a class the user names for their own workloads is written', async () => {
    const { result, resources, errors } = await generated(
      'a PriorityClass batch-urgent with value 5000, and a Deployment reports using that class, image nginx:1.27',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    expect(kindsOf(resources)).toContain('PriorityClass');
    expect(result.files.map((f) => f.content).join('\n')).toContain('name: batch-urgent');
  });

  it("a class whose name only contains a reserved one is the user's own, and is written", async () => {
    const { resources } = await generated(
      'a PriorityClass team-system-node-critical with value 9000, and a Deployment api using it, image nginx:1.27',
      'kubernetes-yaml',
    );
    expect(kindsOf(resources)).toContain('PriorityClass');
  });
});
