import { namedIn, subjectOf } from '../../scripts/eval/coverage';

describe('what notCovered lines name', () => {
  it('reads the subject of a line, not the remark about the target', () => {
    expect(subjectOf("'SNS topic' (not written for Terraform (AWS provider) yet)")).toBe('SNS topic');
    expect(
      subjectOf('the Azure part (this request was written for AWS; ask for the other cloud separately)').trim(),
    ).toBe('the Azure part');
  });

  it("keeps the request's own apostrophes and quotes inside a line's quote", () => {
    expect(subjectOf("'We're keeping the old ring' (no words of it were read as something to write)")).toBe(
      "We're keeping the old ring",
    );
    expect(subjectOf(`'a queue "orders" with a (FIFO) order' (not written yet)`)).toBe(
      'a queue "orders" with a (FIFO) order',
    );
    expect(subjectOf("'nightly'")).toBe('nightly');
  });

  it('names a part by a word of its phrase or of its types, never by common words', () => {
    const sftp = { phrase: 'SFTP endpoint', anyOf: ['aws_transfer_server'] };
    expect(namedIn(['AWS Transfer Family (not written for Terraform (AWS provider) yet)'], sftp)).toBe(true);
    expect(
      namedIn(['the Azure part (this request was written for AWS)'], {
        phrase: 'an Azure Storage account',
        anyOf: ['azurerm_storage_account'],
      }),
    ).toBe(true);
    expect(
      namedIn(["'a Lambda service' (not written yet)"], {
        phrase: 'the storage account',
        anyOf: ['azurerm_storage_account'],
      }),
    ).toBe(false);
    expect(namedIn([], sftp)).toBe(false);
  });

  it('in multi-cloud Terraform, lets "the Azure part" name every azurerm part', () => {
    const container = { phrase: 'a container for the output', anyOf: ['azurerm_storage_container'] };
    const line = ['the Azure part (this request was written for AWS; ask for the other cloud separately)'];
    expect(namedIn(line, container)).toBe(false);
    expect(namedIn(line, container, { cloudWords: true })).toBe(true);
    expect(namedIn(line, { phrase: 'an S3 bucket', anyOf: ['aws_s3_bucket'] }, { cloudWords: true })).toBe(false);
  });
});
