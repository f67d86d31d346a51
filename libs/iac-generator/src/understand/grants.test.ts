/**
 * Access grants stated as a role on a resource: the grant component is added when the request does
 * not name it, the role is written scoped to the resource in every format of the cloud, and a role
 * the generator does not know is said as not covered instead of being dropped.
 */
import { at, generated, of } from '../testing/resources';

const BLOB_CONTRIBUTOR = 'ba92f5b4-2d11-453d-a403-e96b0029c9fe';

describe('access grants', () => {
  const blob = 'A storage account for invoices; the billing identity gets Storage Blob Data Contributor on the account';

  it('writes a built-in role stated without the word "role" as a role assignment on the account (Terraform)', async () => {
    const { result, resources, errors } = await generated(blob, 'terraform-azurerm');
    expect(errors).toEqual([]);
    const grants = of(resources, 'azurerm_role_assignment').filter(
      (r) =>
        // Terraform names a built-in role as Azure spells it; ARM and Bicep by its definition id.
        String(r.body.role_definition_name) === 'Storage Blob Data Contributor',
    );
    expect(grants).toHaveLength(1);
    expect(String(grants[0].body.scope)).toMatch(/azurerm_storage_account\.\w+\.id/);
    expect(String(grants[0].body.principal_id)).toMatch(/azurerm_user_assigned_identity\.\w+\.principal_id/);
    expect(result.notCovered.join(' ')).not.toMatch(/storage blob data contributor/i);
  });

  it('writes the same role assignment on the account in ARM', async () => {
    const { resources, errors } = await generated(blob, 'arm');
    expect(errors).toEqual([]);
    const grants = of(resources, 'Microsoft.Authorization/roleAssignments').filter((r) =>
      JSON.stringify(r.body).includes(BLOB_CONTRIBUTOR),
    );
    expect(grants).toHaveLength(1);
    expect(String(at(grants[0].body, 'scope'))).toMatch(/Microsoft\.Storage\/storageAccounts/);
    expect(String(at(grants[0].body, 'properties.principalId'))).toMatch(/userAssignedIdentities/);
  });

  it('writes the same role assignment on the account in Bicep', async () => {
    const { result, resources, errors } = await generated(blob, 'bicep');
    expect(errors).toEqual([]);
    expect(of(resources, 'Microsoft.Authorization/roleAssignments')).toHaveLength(1);
    const text = result.files.map((f) => f.content).join('\n');
    const grant = text.slice(text.indexOf("'Microsoft.Authorization/roleAssignments"));
    expect(grant).toContain(BLOB_CONTRIBUTOR);
    expect(grant).toMatch(/scope: st\w*/i);
  });

  it('reads an everyday role given on the resource group ("Contributor on the resource group")', async () => {
    const { resources, errors } = await generated(
      'One user-assigned managed identity for the deploy pipeline with Contributor on the resource group',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    const grant = of(resources, 'azurerm_role_assignment')[0];
    expect(grant.body.role_definition_name).toBe('Contributor');
    expect(String(grant.body.scope)).toMatch(/azurerm_resource_group\.\w+\.id/);
  });

  it('says an Azure role it does not know as not covered', async () => {
    const { result, errors } = await generated(
      'A key vault for the shop; assign the checkout identity the Vault Whisperer role on it',
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    expect(result.notCovered.join('\n')).toMatch(/vault whisperer role/i);
  });

  it('grants a predefined Google role on the topic it names, not the whole project', async () => {
    const { result, resources, errors } = await generated(
      'A Pub/Sub topic for audit events; grant the service account roles/pubsub.publisher on the topic',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const member = of(resources, 'google_pubsub_topic_iam_member')[0];
    expect(member.body.role).toBe('roles/pubsub.publisher');
    expect(String(member.body.topic)).toMatch(/google_pubsub_topic\.\w+\.name/);
    expect(String(member.body.member)).toMatch(/serviceAccount:.*google_service_account/);
    expect(of(resources, 'google_project_iam_member')).toHaveLength(0);
    expect(result.notCovered.join(' ')).not.toMatch(/pubsub\.publisher/);
  });

  it('grants a predefined Google role on the one secret it names', async () => {
    const { resources, errors } = await generated(
      'A Cloud Run service for the API and a secret for the Stripe key; give the service account roles/secretmanager.secretAccessor on the secret',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    const member = of(resources, 'google_secret_manager_secret_iam_member')[0];
    expect(member.body.role).toBe('roles/secretmanager.secretAccessor');
    expect(String(member.body.secret_id)).toMatch(/google_secret_manager_secret\.\w+\.secret_id/);
  });

  it('says a Google role by a name it does not know as not covered', async () => {
    const { result, errors } = await generated(
      'A bucket for thumbnails; grant the service account the Pixel Shepherd role on it',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    expect(result.notCovered.join('\n')).toMatch(/pixel shepherd role/i);
  });

  it('keeps an AWS role named in a grant as the principal, not an unknown grant', async () => {
    const { result, errors } = await generated(
      'A Lambda function for resizing images; give it the media pipeline role',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(result.notCovered.join('\n')).not.toMatch(/unknown role/i);
  });

  it("scopes a function's table permissions to the table's ARN in Terraform and CloudFormation", async () => {
    const prompt = 'A Lambda function for the ledger that may read the accounts DynamoDB table';
    const tf = await generated(prompt, 'terraform-aws');
    expect(tf.errors).toEqual([]);
    const policy = JSON.stringify(of(tf.resources, 'aws_iam_policy').map((r) => r.body.policy));
    expect(policy).toMatch(/aws_dynamodb_table\.\w+\.arn/);
    expect(policy).not.toMatch(/Resource\W+\*/);
    const cfn = await generated(prompt, 'cloudformation');
    expect(cfn.errors).toEqual([]);
    const role = of(cfn.resources, 'AWS::IAM::Role')[0];
    const statement = JSON.stringify(at(role.body, 'Policies'));
    expect(statement).toContain('dynamodb:GetItem');
    expect(statement).toMatch(/Fn::GetAtt/);
  });
});
