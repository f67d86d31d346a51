/**
 * The same placing on CloudFormation properties, ARM bodies and Kubernetes objects (issue 24, class
 * SIL): the attribute is read from the type's bundled schema, its words split from camel or Pascal
 * case, a duration converted to the unit its name says, a yes/no or a word matched to the texts the
 * schema lists. Wordings of our own, with cases where nothing may be placed.
 */
import { type Dialect } from '../../catalogue';
import { placeSetting } from './place';
import { statedSetting } from './phrase-value';

const on = (dialect: Dialect, type: string, words: string, phrase: string, body: Record<string, unknown> = {}) => {
  const setting = statedSetting(words, phrase);
  return setting && placeSetting(dialect, [{ address: `${type}/a`, type, body }], setting);
};

describe('a stated value on a CloudFormation, ARM or Kubernetes attribute', () => {
  it('converts a duration to the unit a Pascal-case property name says', () => {
    expect(on('cloudformation', 'AWS::SQS::Queue', 'receive wait time', 'a queue; receive wait time 1 minute')).toEqual(
      {
        placed: { address: 'AWS::SQS::Queue/a', path: ['ReceiveMessageWaitTimeSeconds'], value: 60 },
      },
    );
  });

  it('reaches a property inside an ARM body, and gives it the listed text a word names', () => {
    expect(
      on('arm', 'Microsoft.Storage/storageAccounts', 'access tier', 'one storage account, access tier cold please'),
    ).toEqual({
      placed: { address: 'Microsoft.Storage/storageAccounts/a', path: ['properties', 'accessTier'], value: 'Cold' },
    });
    expect(
      on('arm', 'Microsoft.Network/publicIPAddresses', 'idle timeout', 'a static ip, idle timeout 1 hour'),
    ).toEqual({
      placed: {
        address: 'Microsoft.Network/publicIPAddresses/a',
        path: ['properties', 'idleTimeoutInMinutes'],
        value: 60,
      },
    });
  });

  it('says off as the disabled text a schema lists', () => {
    expect(
      on('arm', 'Microsoft.Storage/storageAccounts', 'large file shares', 'a storage account, large file shares off'),
    ).toEqual({
      placed: {
        address: 'Microsoft.Storage/storageAccounts/a',
        path: ['properties', 'largeFileSharesState'],
        value: 'Disabled',
      },
    });
  });

  it('reaches a container field only through a list of one container', () => {
    const one = { spec: { template: { spec: { containers: [{ name: 'web', image: 'nginx:1.27' }] } } } };
    const two = { spec: { template: { spec: { containers: [{ name: 'web' }, { name: 'proxy' }] } } } };
    const phrase = 'a deployment, liveness probe period 20 seconds';
    expect(on('kubernetes', 'Deployment', 'liveness probe period', phrase, one)).toEqual({
      placed: {
        address: 'Deployment/a',
        path: ['spec', 'template', 'spec', 'containers', 'livenessProbe', 'periodSeconds'],
        value: 20,
      },
    });
    expect(on('kubernetes', 'Deployment', 'liveness probe period', phrase, two)).toBeUndefined();
  });

  it('leaves a value a writer wrote as it is, and adds no object that needs more than the value', () => {
    const phrase = 'a deployment; min ready 40 seconds';
    // Another value written there is said with what the files hold; the one asked, nothing.
    expect(on('kubernetes', 'Deployment', 'min ready', phrase, { spec: { minReadySeconds: 5 } })).toEqual({
      otherwise: { type: 'Deployment', path: 'spec.minReadySeconds', written: '5', value: '40' },
    });
    expect(on('kubernetes', 'Deployment', 'min ready', phrase, { spec: { minReadySeconds: 40 } })).toBeUndefined();
    // A Deployment's spec requires a selector and a template: only a written one takes the value.
    expect(on('kubernetes', 'Deployment', 'min ready', phrase)).toBeUndefined();
    expect(on('kubernetes', 'Deployment', 'min ready', phrase, { spec: {} })).toEqual({
      placed: { address: 'Deployment/a', path: ['spec', 'minReadySeconds'], value: 40 },
    });
  });

  it('takes no word that is none of the listed texts', () => {
    expect(
      on('arm', 'Microsoft.Storage/storageAccounts', 'access tier', 'one storage account, access tier frosty'),
    ).toBeUndefined();
  });
});
