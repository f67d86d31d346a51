/**
 * An Event Grid system topic publishes a resource's own events (a storage account's blobs), never a
 * custom topic; its event subscriptions deliver to the handler asked (webhook, Service Bus queue,
 * storage queue, function) with the event types and subject filter said, in every Azure format.
 */
import { at, generated, of } from '../../../testing/resources';

const SYSTEM = {
  'terraform-azurerm': 'azurerm_eventgrid_system_topic',
  arm: 'Microsoft.EventGrid/systemTopics',
  bicep: 'Microsoft.EventGrid/systemTopics',
} as const;
const SUBSCRIPTION = {
  'terraform-azurerm': 'azurerm_eventgrid_system_topic_event_subscription',
  arm: 'Microsoft.EventGrid/systemTopics/eventSubscriptions',
  bicep: 'Microsoft.EventGrid/systemTopics/eventSubscriptions',
} as const;
const FORMATS = Object.keys(SYSTEM) as (keyof typeof SYSTEM)[];

describe('Event Grid system topics and their subscriptions', () => {
  it.each(FORMATS)('%s: blob events of a storage account to a Service Bus queue, filtered', async (format) => {
    const { resources, errors, result } = await generated(
      'Publish the blob events of storage account stphotos01 through an Event Grid system topic; an event subscription forwards BlobCreated and BlobDeleted events whose subject ends with .png to the Service Bus queue thumbnails',
      format,
    );
    expect(errors).toEqual([]);
    const [topic] = of(resources, SYSTEM[format]);
    const [sub] = of(resources, SUBSCRIPTION[format]);
    const tf = format === 'terraform-azurerm';
    expect(at(topic.body, tf ? 'topic_type' : 'properties.topicType')).toBe('Microsoft.Storage.StorageAccounts');
    expect(at(sub.body, tf ? 'included_event_types' : 'properties.filter.includedEventTypes')).toEqual([
      'Microsoft.Storage.BlobCreated',
      'Microsoft.Storage.BlobDeleted',
    ]);
    expect(at(sub.body, tf ? 'subject_filter.subject_ends_with' : 'properties.filter.subjectEndsWith')).toBe('.png');
    if (tf) expect(sub.body.service_bus_queue_endpoint_id).toBeDefined();
    else expect(at(sub.body, 'properties.destination.endpointType')).toBe('ServiceBusQueue');
    // A system topic is no custom topic, and nothing stands in for it.
    expect(of(resources, tf ? 'azurerm_eventgrid_topic' : 'Microsoft.EventGrid/topics')).toEqual([]);
    expect(result.explanation).not.toMatch(/not covered|not read: '(?:event|subject)/);
  });

  it('delivers to a storage queue, to a function, or to the webhook URL given, with the subject prefix as written', async () => {
    const queue = await generated(
      'An Event Grid system topic on storage account stingest02 with an event subscription to the storage queue incoming',
      'terraform-azurerm',
    );
    expect(
      of(queue.resources, 'azurerm_eventgrid_system_topic_event_subscription')[0].body.storage_queue_endpoint,
    ).toBeDefined();
    const fn = await generated(
      'A function app that handles events from an Event Grid system topic for storage account stdocs03 via an event subscription',
      'terraform-azurerm',
    );
    expect(
      of(fn.resources, 'azurerm_eventgrid_system_topic_event_subscription')[0].body.azure_function_endpoint,
    ).toBeDefined();
    const hook = await generated(
      'An Event Grid system topic for storage account stlogs04 and an event subscription posting to https://hooks.example.org/grid for subjects starting with /blobServices/default/containers/Raw',
      'terraform-azurerm',
    );
    const [sub] = of(hook.resources, 'azurerm_eventgrid_system_topic_event_subscription');
    expect(at(sub.body, 'webhook_endpoint.url')).toBe('https://hooks.example.org/grid');
    expect(at(sub.body, 'subject_filter.subject_begins_with')).toBe('/blobServices/default/containers/Raw');
  });

  it('a custom topic keeps its own subscription resource', async () => {
    const { resources } = await generated(
      'An Event Grid topic orders-events with an event subscription to https://example.net/in',
      'terraform-azurerm',
    );
    expect(of(resources, 'azurerm_eventgrid_event_subscription')).toHaveLength(1);
    expect(of(resources, 'azurerm_eventgrid_system_topic')).toEqual([]);
  });
});
