/**
 * A product the generator has no kind for is read whole: the provider type its words name is
 * written minimally from the schema, or the answer says it is not covered. The general words inside
 * its name ("service", "queue", "hub", "autoscaler") never bring in another service in its place.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../testing/resources';

const typesOf = (resources: { type: string }[]) => resources.map((r) => r.type);

describe('a product name no kind models', () => {
  const written: [FormatId, string, string, RegExp][] = [
    [
      'terraform-azurerm',
      'set up an Azure SignalR Service for chat notifications',
      'azurerm_signalr_service',
      /servicebus/,
    ],
    [
      'terraform-google',
      'I need a Google Cloud Tasks queue for email jobs',
      'google_cloud_tasks_queue',
      /pubsub|cloud_run/,
    ],
    ['terraform-aws', 'an AWS App Runner service running my container', 'aws_apprunner_service', /ecs|vpc/],
    ['cloudformation', 'give me an AWS App Runner service', 'AWS::AppRunner::Service', /ECS|Lambda/],
    ['arm', 'deploy an Azure SignalR Service', 'Microsoft.SignalRService/signalR', /Web\/sites|ServiceBus/],
    ['bicep', 'an Azure Web PubSub service for live dashboards', 'Microsoft.SignalRService/webPubSub', /Web\/sites/],
  ];
  it.each(written)(
    '%s: "%s" is its type, written minimally, with nothing in its place',
    async (format, prompt, type, not) => {
      const { result, resources, errors } = await generated(prompt, format);
      expect(errors).toEqual([]);
      expect(typesOf(resources)).toContain(type);
      expect(typesOf(resources).filter((t) => not.test(t))).toEqual([]);
      expect(result.minimal?.join('\n')).toContain(type);
      expect(result.notCovered.join('\n')).not.toMatch(/Google Cloud service|Azure service/);
    },
  );

  it('a value stated after the product is written when its schema has the attribute, and no table stands in', async () => {
    const { resources, errors } = await generated(
      'one Amazon Keyspaces table with table_name invoices',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(typesOf(resources)).not.toContain('aws_dynamodb_table');
    expect(resources.find((r) => r.type === 'aws_keyspaces_table')?.body.table_name).toBe('invoices');
  });

  it('a product of the same cloud that no type matches is said, next to what was read in the same phrase', async () => {
    const { result, resources, errors } = await generated(
      'a Lambda function with an Amazon Quux Relay',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(typesOf(resources)).toContain('aws_lambda_function');
    expect(result.notCovered).toEqual([expect.stringMatching(/^'Amazon Quux Relay' \(.*nothing was substituted/)]);
  });

  it("another cloud's product is said for what it is, never rebuilt from this cloud's services", async () => {
    const { result, resources } = await generated('an S3 bucket and an Azure SignalR Service', 'terraform-aws');
    expect(typesOf(resources).some((t) => t.startsWith('azurerm_'))).toBe(false);
    expect(result.notCovered).toEqual([
      "'Azure SignalR Service' (Azure SignalR Service is not on AWS, and nothing was substituted for it)",
    ]);
  });

  it.each(['kubernetes-yaml', 'terraform-kubernetes'] as FormatId[])(
    '%s: a VerticalPodAutoscaler is written as itself (a custom resource), never a built-in autoscaler',
    async (format) => {
      const { resources } = await generated('add a VerticalPodAutoscaler for the checkout pods', format);
      expect(typesOf(resources).filter((t) => /autoscaler/i.test(t))).toEqual(['VerticalPodAutoscaler']);
    },
  );
});
