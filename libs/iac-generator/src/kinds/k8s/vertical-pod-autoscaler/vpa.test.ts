/**
 * A VerticalPodAutoscaler asked for is written as one (autoscaling.k8s.io/v1), never an HPA in its
 * place (issue 24, WRONGRES/SIL): the workload it resizes runs already, its update mode and the least
 * and most it may give each container are written as said.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../../testing/resources';

const FORMATS: FormatId[] = ['kubernetes-yaml', 'terraform-kubernetes'];

describe('a VerticalPodAutoscaler', () => {
  it.each(FORMATS)('%s: resizes the named workload within the bounds said, and nothing else', async (f) => {
    const { resources, errors } = await generated(
      'add a vertical pod autoscaler to our running statefulset ledger-db in ns finance, update mode Initial, ' +
        'each container at least 250m cpu and 512Mi, at most 4 cpu and 8Gi',
      f,
    );
    expect(errors).toEqual([]);
    const [vpa] = of(resources, 'VerticalPodAutoscaler');
    expect(at(vpa.body, 'apiVersion')).toBe('autoscaling.k8s.io/v1');
    expect(at(vpa.body, 'metadata.namespace')).toBe('finance');
    expect(at(vpa.body, 'spec.targetRef')).toMatchObject({ kind: 'StatefulSet', name: 'ledger-db' });
    expect(at(vpa.body, 'spec.updatePolicy.updateMode')).toBe('Initial');
    expect([at(vpa.body, 'spec.resourcePolicy.containerPolicies')].flat()[0]).toMatchObject({
      minAllowed: { cpu: '250m', memory: '512Mi' },
      maxAllowed: { cpu: '4', memory: '8Gi' },
    });
    for (const kind of ['HorizontalPodAutoscaler', 'StatefulSet', 'Deployment'])
      expect(of(resources, kind)).toEqual([]);
  });

  it('recommends only when asked so, and says so', async () => {
    const { resources, errors, result } = await generated(
      'VPA in recommendation-only mode for the existing deployment checkout',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    const [vpa] = of(resources, 'VerticalPodAutoscaler');
    expect(at(vpa.body, 'spec.updatePolicy.updateMode')).toBe('Off');
    expect(at(vpa.body, 'spec.targetRef.name')).toBe('checkout');
    expect(of(resources, 'HorizontalPodAutoscaler')).toEqual([]);
    expect(result.notCovered.join('\n')).not.toMatch(/recommendation/);
  });
});
