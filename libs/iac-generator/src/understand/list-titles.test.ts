/**
 * A line titling a list is the heading of the items that name its sort of thing (issue 24, class 1),
 * never one more resource; a singular title the items describe stays the thing. Wordings of our own.
 */
import { generateInfrastructure } from '../testing/resources';
import { understand } from './understand';

const written = (prompt: string) =>
  generateInfrastructure({ prompt, platform: 'azure', format: 'terraform-azurerm' })
    .files.map((f) => f.content)
    .join('\n')
    .match(/^resource "[^"]+"/gm) ?? [];

describe('a list title', () => {
  it('naming the sort of its items is no resource of its own', () => {
    const found = written(
      ['Queues for the billing jobs:', '- a storage account stbill9', '- a storage queue invoices-out in it'].join(
        '\n',
      ),
    );
    expect(found).toContain('resource "azurerm_storage_queue"');
    expect(found).not.toContain('resource "azurerm_servicebus_queue"');
  });

  it('a general word over products of its sort', () => {
    const found = written(
      ['Caches for the shop:', '- a Redis cache for carts', '- a Redis cache for sessions'].join('\n'),
    );
    expect(found.filter((r) => r === 'resource "azurerm_redis_cache"')).toHaveLength(2);
  });

  it('a singular title the items describe stays the thing', () => {
    const mentions = understand(
      ['Redis cache for the cart:', '- name redis-cart-weu', '- Premium, 6 GB'].join('\n'),
      'azure',
    ).mentions;
    expect(mentions.filter((m) => m.kind === 'azure.redis_cache')).toHaveLength(1);
  });
});

describe('a named child "on it"', () => {
  it('is a child of the server before it, not a second server', () => {
    const found = written('a Postgres flexible server crm-main, a database leads on it');
    expect(found.filter((r) => r === 'resource "azurerm_postgresql_flexible_server"')).toHaveLength(1);
  });
});
