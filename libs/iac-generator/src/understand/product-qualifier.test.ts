/**
 * A product's own name of several words before a general word names the product's resource type,
 * never the general word's kind (issue 24, WRONGRES). Wordings of our own.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from '../testing/resources';

const types = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format })
    .files.map((f) => f.content)
    .join('\n')
    .match(/^resource "[^"]+"|Type: \S+/gm) ?? [];

describe('a product name of several words before a general word', () => {
  it('capitalised mid-sentence, names its type: "a Cloud Tasks queue"', () => {
    const found = types('a Cloud Tasks queue mails-out for the signup emails', 'gcp', 'terraform-google');
    expect(found).toContain('resource "google_cloud_tasks_queue"');
    expect(found).not.toContain('resource "google_pubsub_subscription"');
  });

  it("Title Case before a role is the role's name, no product", () => {
    const found = types(
      'give the app the Storage Blob Data Reader role on the account stlogs01',
      'azure',
      'terraform-azurerm',
    );
    expect(found).toContain('resource "azurerm_role_assignment"');
  });

  it('an acronym setting before the general word stays a setting: "an SQS FIFO queue"', () => {
    expect(types('an SQS FIFO queue called payments', 'aws', 'cloudformation')).toContain('Type: AWS::SQS::Queue');
  });
});
