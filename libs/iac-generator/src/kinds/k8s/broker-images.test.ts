/**
 * A broker engine named with its version is that engine at that version: the engine and version of
 * an Amazon MQ broker in every AWS format, the official image's tag of a Kubernetes workload in
 * every Kubernetes format (ActiveMQ's images are Apache's own, Classic and Artemis).
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of, type Resource } from '../../testing/resources';

// Terraform's one-element lists read back as the element itself.
const image = (r: Resource) => {
  const containers = at(r.body, 'spec.template.spec.containers');
  return ((Array.isArray(containers) ? containers[0] : containers) as Record<string, unknown>).image;
};

describe('a broker engine version on Amazon MQ', () => {
  it.each<[string, string, string]>([
    ['a managed message broker on Amazon MQ running RabbitMQ 3.12', 'RabbitMQ', '3.12'],
    ['Amazon MQ with ActiveMQ 5.17 for the order service', 'ActiveMQ', '5.17'],
  ])('%s', async (prompt, engine, version) => {
    const tf = await generated(prompt, 'terraform-aws');
    expect(tf.errors).toEqual([]);
    const broker = of(tf.resources, 'aws_mq_broker')[0];
    expect(broker.body.engine_type).toBe(engine);
    expect(broker.body.engine_version).toBe(version);
    const cfn = await generated(prompt, 'cloudformation');
    expect(cfn.errors).toEqual([]);
    const props = of(cfn.resources, 'AWS::AmazonMQ::Broker')[0].body;
    expect(String(at(props, 'EngineType')).toLowerCase()).toBe(engine.toLowerCase());
    expect(at(props, 'EngineVersion')).toBe(version);
  });
});

describe('a broker engine version on Kubernetes is the image tag', () => {
  it.each<[string, string, RegExp]>([
    ['deploy ActiveMQ 5.17 as a Deployment with one replica', 'Deployment', /^apache\/activemq-classic:5\.17$/],
    ['an ActiveMQ Artemis 2.33.0 broker StatefulSet', 'StatefulSet', /^apache\/activemq-artemis:2\.33\.0$/],
    ['a RabbitMQ 3.12 broker deployment with 2 replicas', 'Deployment', /^rabbitmq:3\.12$/],
  ])('%s', async (prompt, kind, tag) => {
    for (const f of ['kubernetes-yaml', 'terraform-kubernetes'] as FormatId[]) {
      const { resources, errors, result } = await generated(prompt, f);
      expect(errors).toEqual([]);
      expect(of(resources, kind).map(image)).toEqual([expect.stringMatching(tag)]);
      expect(result.notCovered.join(' ')).not.toMatch(/mq/i);
    }
  });
});
