import { GeneratorMessages } from '@infragen/contracts';
import { checkedReason } from './reasons-checked';
import { checkedLines } from './lines-checked';

const none = { notCovered: [], notRead: [], writtenUnread: [] };

describe('a reason the files contradict', () => {
  it('never calls a region a product: said as a region, written where a file names it', () => {
    const line = GeneratorMessages.unknownProduct('East US 2', 'the schemas');
    expect(checkedReason(line, 'resource "x" "y" {}')).toEqual({
      line: GeneratorMessages.regionNotPlaced('East US 2'),
    });
    expect(checkedReason(line, '  location = "eastus2"\n')).toEqual({ said: 'East US 2', where: 'eastus2' });
    // A product of its own stays what it was.
    const product = GeneratorMessages.unknownProduct('Quantum Ledger', 'the schemas');
    expect(checkedReason(product, '')).toEqual({ keep: product });
  });

  it('never says a thing is not written for a format where a type written has its word in its name', () => {
    const line = GeneratorMessages.notWrittenForTarget('queue', 'ARM template');
    const arm = '"type": "Microsoft.Storage/storageAccounts/queueServices",\n';
    expect(checkedReason(line, arm)).toEqual({
      said: 'queue',
      where: 'Microsoft.Storage/storageAccounts/queueServices',
    });
    expect(checkedReason(line, '"type": "Microsoft.Storage/storageAccounts",\n')).toEqual({ keep: line });
  });

  it('never says no file holds a value the files write in another case or joining', () => {
    const line = GeneratorMessages.nameNotUsed('user-assigned');
    expect(checkedReason(line, '  identity {\n    type = "UserAssigned"\n  }\n')).toEqual({
      line: GeneratorMessages.heldRespelt('user-assigned', 'UserAssigned'),
    });
    // Inside a longer word it is no evidence.
    expect(checkedReason(line, '  type = "UserAssignedExtra"\n')).toEqual({ keep: line });
  });

  it('never says nothing was written to set a value on where the thing it is of is written', () => {
    const line = GeneratorMessages.settingForNothing('no cluster IP', 'service type');
    expect(checkedReason(line, 'apiVersion: v1\nkind: Service\nspec:\n  clusterIP: None\n')).toEqual({
      said: 'no cluster IP',
      where: 'Service',
    });
    // Nothing of that thing written: the line stays.
    expect(checkedReason(line, 'kind: Deployment\n')).toEqual({ keep: line });
  });

  it('says a name given for a written thing is not the value asked where no file holds it (end of the check)', () => {
    const line = GeneratorMessages.settingNotForResource('ns bus-orders-live', 'namespace', 'service bus');
    const bicep = "resource ns 'Microsoft.ServiceBus/namespaces@2022-10-01-preview' = {\n  name: 'sb-main'\n}\n";
    const out = checkedLines({ ...none, notCovered: [line] }, bicep);
    expect(out.notCovered.join('\n')).toMatch(
      /'ns bus-orders-live' \(the files write Microsoft\.ServiceBus\/namespaces, but not the value asked/,
    );
    expect(out.notCovered.join('\n')).not.toMatch(/does not write it/);
  });

  it('names what was written in the place of another provider\'s thing, never "nothing was substituted"', () => {
    const line = GeneratorMessages.otherProviderResource('NS1 DNS records', 'NS1', 'AWS');
    const out = checkedReason(line, 'resource "aws_route53_record" "www" {}\n');
    expect('line' in out && out.line).toMatch(
      /'NS1 DNS records' \(a NS1 resource, not written: it needs the NS1 provider, .*; the files write aws_route53_record in its place/,
    );
    // Nothing of that kind written: the line stays as it was.
    expect(checkedReason(line, 'resource "aws_s3_bucket" "b" {}\n')).toEqual({ keep: line });
    // A Kubernetes object is never said to be stood in for by a cloud's thing of the same name.
    const object = GeneratorMessages.kubernetesObjectOnCloud('k8s service account', 'Google Cloud');
    expect(checkedReason(object, 'resource "google_service_account" "sa" {}\n')).toEqual({ keep: object });
  });
});

describe('"written" lines of a value', () => {
  it('hold a version said with its letter where a key saying version holds its number', () => {
    const line = GeneratorMessages.writtenUnread('v14', 'engine_version');
    expect(checkedLines({ ...none, writtenUnread: [line] }, '  engine_version = "14"\n').writtenUnread).toEqual([line]);
    const other = checkedLines({ ...none, writtenUnread: [line] }, '  engine_version = "13"\n');
    expect(other.notCovered.join('\n')).toMatch(/'v14'.*not the value asked/);
  });

  it('hold a number the line lists as written where a key holds it whole', () => {
    const arn = 'arn:aws:acm:us-east-1:111122223333:certificate/abc-123';
    const line = GeneratorMessages.writtenUnread(`8443 with cert ${arn}`, `8443, CertParam, ${arn}`);
    const content = `Parameters:\n  CertParam:\n    Default: ${arn}\nResources:\n  L:\n    Properties:\n      Port: 8443\n`;
    expect(checkedLines({ ...none, writtenUnread: [line] }, content).writtenUnread).toEqual([line]);
    // Not held whole anywhere: not the value asked.
    const elsewhere = content.replace('Port: 8443', 'Port: 443');
    expect(checkedLines({ ...none, writtenUnread: [line] }, elsewhere).notCovered.join('\n')).toMatch(
      /not the value asked/,
    );
  });
});
