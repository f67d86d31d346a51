/**
 * Where a value stated in words no reader took goes on a written resource (issue 24, class SIL): the
 * one attribute whose name holds the words and whose type takes the value, converted to the unit
 * its name says; one whose type refuses the value is named; nothing else. Wordings of our own.
 */
import { placeSetting } from './place';
import { statedSetting } from './phrase-value';

const on = (dialect: Parameters<typeof placeSetting>[0], type: string, words: string, phrase: string, body = {}) => {
  const setting = statedSetting(words, phrase);
  return setting && placeSetting(dialect, [{ address: `${type}.a`, type, body }], setting);
};

describe('the attribute a stated value goes on', () => {
  it('converts a duration to the unit the attribute name says', () => {
    expect(
      on('terraform:azurerm', 'azurerm_public_ip', 'idle timeout', 'a public ip, idle timeout 2 hours, static'),
    ).toEqual({
      placed: { address: 'azurerm_public_ip.a', path: ['idle_timeout_in_minutes'], value: 120 },
    });
  });

  it('adds the block a setting lives in when nothing else in it is required', () => {
    expect(
      on('terraform:google', 'google_cloud_tasks_queue', 'concurrent', 'a task queue, 30 concurrent dispatches'),
    ).toEqual({
      placed: { address: 'google_cloud_tasks_queue.a', path: ['rate_limits', 'max_concurrent_dispatches'], value: 30 },
    });
  });

  it('spells a duration as Google text where the schema wants text', () => {
    expect(
      on('terraform:google', 'google_cloud_tasks_queue', 'max backoff', 'a task queue, max backoff 1 min'),
    ).toEqual({
      placed: { address: 'google_cloud_tasks_queue.a', path: ['retry_config', 'max_backoff'], value: '60s' },
    });
  });

  it('writes nothing when the attribute refuses the value, and names it', () => {
    expect(on('terraform:azurerm', 'azurerm_servicebus_queue', 'lock', 'a service bus queue, lock 2 minutes')).toEqual({
      named: ['lock_duration'],
    });
  });

  it('leaves what a writer wrote as it is, saying what it holds', () => {
    expect(on('terraform:aws', 'aws_sqs_queue', 'delay', 'a queue, delay 30 seconds', { delay_seconds: 10 })).toEqual({
      otherwise: { type: 'aws_sqs_queue', path: 'delay_seconds', written: '10', value: '30' },
    });
  });

  it('writes nothing where a writer wrote the setting under another name, and names both when none did', () => {
    const phrase = 'a vault, rbac authorization on';
    const body = { rbac_authorization_enabled: true };
    expect(on('terraform:azurerm', 'azurerm_key_vault', 'rbac authorization on', phrase, body)).toBeUndefined();
    expect(on('terraform:azurerm', 'azurerm_key_vault', 'rbac authorization on', phrase)).toEqual({
      named: ['enable_rbac_authorization', 'rbac_authorization_enabled'],
    });
  });

  it('takes no identifier of another resource as a value', () => {
    expect(on('terraform:azurerm', 'azurerm_mssql_database', 'database', 'one database "orders-2"')).toBeUndefined();
  });

  it('places a feature said with no value only when its whole name is said, and never when said off', () => {
    expect(on('terraform:aws', 'aws_lb', 'http2', 'a load balancer without http2')).toBeUndefined();
    expect(on('terraform:aws', 'aws_lb', 'http2', 'a load balancer, http2 disabled')).toEqual({
      placed: { address: 'aws_lb.a', path: ['enable_http2'], value: false },
    });
  });
});
