import { evaluate, settingPasses } from '../../scripts/eval/checks';
import { type Resource } from '../../scripts/eval/types';

const resource = (type: string, body: unknown, instances = 1): Resource => ({
  file: 'f',
  name: 'n',
  views: [{ type, body }],
  instances,
});

describe('setting checks', () => {
  const deployment = resource('Deployment', {
    metadata: { annotations: { 'storageclass.kubernetes.io/is-default-class': 'true' } },
    spec: { replicas: 3, template: { spec: { containers: [{ image: 'nginx:1.27' }, { image: 'busybox' }] } } },
  });

  it('reads through lists on the way, and keys holding dots through a list path', () => {
    expect(
      evaluate({ type: 'Deployment', path: 'spec.template.spec.containers.image', matches: '^busybox$' }, [deployment]),
    ).toBe(true);
    expect(
      evaluate(
        {
          type: 'Deployment',
          path: ['metadata', 'annotations', 'storageclass.kubernetes.io/is-default-class'],
          equals: 'true',
        },
        [deployment],
      ),
    ).toBe(true);
  });

  it('compares numbers by value and text without case', () => {
    expect(evaluate({ type: 'Deployment', path: 'spec.replicas', equals: '3' }, [deployment])).toBe(true);
    expect(evaluate({ type: 'x', path: 'tier', equals: 'Standard' }, [resource('x', { tier: 'standard' })])).toBe(true);
    expect(evaluate({ type: 'Deployment', path: 'spec.replicas', equals: 2 }, [deployment])).toBe(false);
  });

  it('passes a negative check when the attribute is left out, and fails it when the type is missing', () => {
    const lb = resource('aws_lb', { name: 'web' });
    expect(evaluate({ type: 'aws_lb', path: 'internal', notEquals: true }, [lb])).toBe(true);
    expect(
      evaluate({ type: 'aws_lb', path: 'internal', notEquals: true }, [resource('aws_lb', { internal: true })]),
    ).toBe(false);
    expect(evaluate({ type: 'aws_lb', path: 'internal', notEquals: true }, [])).toBe(false);
    expect(evaluate({ type: 'aws_lb', path: 'access_logs', absent: true }, [lb])).toBe(true);
  });

  it('counts instances, and measures lists', () => {
    const subnets = [resource('aws_subnet', {}, 2), resource('aws_subnet', {})];
    expect(evaluate({ type: 'aws_subnet', count: 3 }, subnets)).toBe(true);
    expect(evaluate({ type: 'aws_subnet', minCount: 4 }, subnets)).toBe(false);
    expect(evaluate({ type: 'ip', path: 'zones', minItems: 3 }, [resource('ip', { zones: ['1', '2', '3'] })])).toBe(
      true,
    );
  });

  it('passes a setting when one of its alternatives passes', () => {
    const v = resource('aws_s3_bucket_versioning', { versioning_configuration: [{ status: 'Enabled' }] });
    const setting = {
      phrase: 'versioning on',
      anyOf: [
        { type: 'aws_s3_bucket', path: 'versioning.enabled', equals: true },
        { type: 'aws_s3_bucket_versioning', path: 'versioning_configuration.status', equals: 'Enabled' },
      ],
    };
    expect(settingPasses(setting, [v])).toBe(true);
    expect(settingPasses(setting, [])).toBe(false);
  });
});
