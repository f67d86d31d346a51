/**
 * An Argo Rollout asked for is written as one (argoproj.io/v1alpha1), never a Deployment in its place
 * (issue 24, WRONGRES/SIL): the pod template as a Deployment's, the canary's steps in their order
 * with the Services it moves traffic between, or blue-green's active and preview Services.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../../testing/resources';

const FORMATS: FormatId[] = ['kubernetes-yaml', 'terraform-kubernetes'];

describe('an Argo Rollout', () => {
  it.each(FORMATS)('%s: a canary in the steps said, between the two Services named', async (f) => {
    const { resources, errors } = await generated(
      'argo rollout canary for the web app "storefront" in ns retail - image quay.io/retail/store:3.4, 5 replicas, ' +
        'port 3000; steps 25% for 1m, 60% for 15m, then wait for manual promotion; stable and canary services ' +
        'store-stable / store-canary',
      f,
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'Deployment')).toEqual([]);
    const [rollout] = of(resources, 'Rollout');
    expect(at(rollout.body, 'apiVersion')).toBe('argoproj.io/v1alpha1');
    expect(at(rollout.body, 'metadata.namespace')).toBe('retail');
    expect(at(rollout.body, 'spec.replicas')).toBe(5);
    expect(at(rollout.body, 'spec.strategy.canary.steps')).toEqual([
      { setWeight: 25 },
      { pause: { duration: '1m' } },
      { setWeight: 60 },
      { pause: { duration: '15m' } },
      { pause: {} },
    ]);
    expect(at(rollout.body, 'spec.strategy.canary.stableService')).toBe('store-stable');
    expect(at(rollout.body, 'spec.strategy.canary.canaryService')).toBe('store-canary');
    const names = of(resources, 'Service').map((s) => at(s.body, 'metadata.name'));
    expect(names.sort()).toEqual(['store-canary', 'store-stable']);
    for (const s of of(resources, 'Service'))
      expect(at(s.body, 'spec.selector')).toEqual(at(rollout.body, 'spec.selector.matchLabels'));
  });

  it('blue-green with an active and a preview Service, promoted by hand', async () => {
    const { resources, errors } = await generated(
      'a blue-green argo rollout for billing-api (image ghcr.io/acme/billing:9, port 8081) with active service ' +
        'billing-live and preview service billing-next, promoted manually',
      'kubernetes-yaml',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'Deployment')).toEqual([]);
    const [rollout] = of(resources, 'Rollout');
    expect(at(rollout.body, 'spec.strategy.blueGreen')).toEqual({
      activeService: 'billing-live',
      previewService: 'billing-next',
      autoPromotionEnabled: false,
    });
  });
});
