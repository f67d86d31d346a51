/**
 * A "not covered" line's reason is true (issue 24, class 4): a value written for one thing is never
 * said to be "written instead" of a value stated for another thing that fills the same attribute.
 * Prompts of our own.
 */
import { generateInfrastructure } from './index';

describe('"written instead" names only a value stated for the same thing', () => {
  it('does not call the node range written instead of a number of pods', () => {
    const r = generateInfrastructure({
      prompt:
        'a GKE cluster with a node pool of n2-standard-2 machines autoscaling from 2 to 6 nodes, at most 40 pods per node',
      platform: 'gcp',
      format: 'terraform-google',
    });
    const line = r.notCovered.find((l) => l.startsWith("'at most 40 pods"));
    // Either the pods are written (no line), or the line does not claim the node range stands for them.
    if (line) expect(line).not.toMatch(/written instead|2 to 6 nodes/);
    else expect(r.files.map((f) => f.content).join('\n')).toMatch(/max_pods_per_node\s*=\s*40/);
  });
});
