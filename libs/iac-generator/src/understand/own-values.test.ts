/**
 * Two things of the same kind said in one sentence, each with its own value: each keeps its own,
 * never the other's. A value said once of both ("both with ...") is still both's.
 */
import { generated, of } from '../testing/resources';

describe('two things of a kind, each with its own value', () => {
  it('gives each Deployment the image said of it', async () => {
    const { resources } = await generated(
      'a Deployment basket running registry.example.com/shop/basket:3.4 and a Deployment finder running registry.example.com/shop/finder:1.0',
      'kubernetes-yaml',
    );
    const images = of(resources, 'Deployment').map(
      (d) => JSON.stringify(d.body).match(/registry\.example\.com\/shop\/\w+:[\d.]+/)?.[0],
    );
    expect(images.sort()).toEqual(['registry.example.com/shop/basket:3.4', 'registry.example.com/shop/finder:1.0']);
  });

  it('gives each SQS queue its own visibility timeout', async () => {
    const { resources } = await generated(
      'an SQS queue invoices with a visibility timeout of 90 seconds and an SQS queue receipts with a visibility timeout of 600 seconds',
      'terraform-aws',
    );
    const byName = Object.fromEntries(
      of(resources, 'aws_sqs_queue').map((q) => [q.name, q.body.visibility_timeout_seconds]),
    );
    expect(byName).toEqual({ invoices: 90, receipts: 600 });
  });

  it('keeps a value said of both for both', async () => {
    const { resources } = await generated(
      'an SQS queue alpha and an SQS queue beta, both with a visibility timeout of 120 seconds',
      'terraform-aws',
    );
    expect(of(resources, 'aws_sqs_queue').map((q) => q.body.visibility_timeout_seconds)).toEqual([120, 120]);
  });

  it('gives each storage account its own redundancy', async () => {
    const { resources } = await generated(
      'an Azure storage account stmedia01 with GRS and an Azure storage account stscratch01 with LRS',
      'terraform-azurerm',
    );
    const byName = Object.fromEntries(
      of(resources, 'azurerm_storage_account').map((a) => [a.body.name, a.body.account_replication_type]),
    );
    expect(byName).toEqual({ stmedia01: 'GRS', stscratch01: 'LRS' });
  });
});
