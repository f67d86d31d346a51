/**
 * Composite asks keep their wiring (issue 24, class 7): when a request names two parts that work
 * together, the answer writes what joins them, in one resource that refers to both ends, with the
 * identity or permission that makes it work. Each case is asked in several wordings and every format
 * of its cloud; a case passes only when ONE resource of the joining type refers to both ends (so
 * two unrelated parts, or a grant to the wrong identity, fail), and the answer checks clean.
 */
import { type FormatId } from '@infragen/contracts';
import { generated, of, type Resource } from '../testing/resources';

interface Wiring {
  /** What joins the two parts, per format: its resource type and what its body must refer to. */
  joins: Partial<Record<FormatId, { type: string; refers: RegExp[] }>>;
  prompts: string[];
  /** The identity the join names (its first group) must be the one the workload of `type` runs as. */
  via?: { names: RegExp; type: string | Partial<Record<FormatId, string>> };
}

const ACR_PULL = '7f951dda-4ed3-4680-a7ca-43fe172d538d';
const SECRETS_USER = '4633458b-17de-408a-b874-0445c86b69e6';
const BLOB_CONTRIBUTOR = 'ba92f5b4-2d11-453d-a403-e96b0029c9fe';
const BUS_RECEIVER = '4f6d3b9b-027b-4f4c-9142-0e5a2a2247e0';
// Terraform grants a built-in role by the name the request gives it; ARM and Bicep by its definition id.
const ARM_ASSIGNMENT = 'Microsoft.Authorization/roleAssignments';

const CASES: Record<string, Wiring> = {
  'a cluster pulls from its registry: AcrPull for the kubelet identity on the registry': {
    prompts: [
      'An AKS cluster that pulls images from an Azure Container Registry',
      'a kubernetes cluster on azure plus a container registry it pulls its images from',
      'I need AKS with 3 nodes and an ACR for our images',
    ],
    joins: {
      'terraform-azurerm': {
        type: 'azurerm_role_assignment',
        refers: [
          /azurerm_container_registry\.\w+\.id/,
          /azurerm_kubernetes_cluster\.\w+\.kubelet_identity\[0\]\.object_id/,
          /"AcrPull"/,
        ],
      },
      arm: {
        type: ARM_ASSIGNMENT,
        refers: [
          /Microsoft\.ContainerRegistry\/registries/,
          /managedClusters.*identityProfile\.kubeletidentity\.objectId/,
          new RegExp(ACR_PULL),
        ],
      },
      bicep: {
        type: ARM_ASSIGNMENT,
        refers: [
          /containerRegistry\w*/,
          /managedCluster\w*\.properties\.identityProfile\.kubeletidentity\.objectId|kubernetesCluster\w*\.properties\.identityProfile\.kubeletidentity\.objectId/,
          new RegExp(ACR_PULL),
        ],
      },
    },
  },
  "a VM reads a vault's secrets: Key Vault Secrets User for the VM's identity on the vault": {
    prompts: [
      'A Linux VM that reads secrets from a Key Vault',
      'an ubuntu virtual machine on azure, and a key vault holding its database password',
      'Windows VM with a key vault it gets its secrets from',
    ],
    joins: {
      'terraform-azurerm': {
        type: 'azurerm_role_assignment',
        refers: [
          /azurerm_key_vault\.\w+\.id/,
          /azurerm_(linux|windows)_virtual_machine\.\w+\.identity\[0\]\.principal_id/,
          /"Key Vault Secrets User"/,
        ],
      },
      arm: {
        type: ARM_ASSIGNMENT,
        refers: [
          /Microsoft\.KeyVault\/vaults/,
          /virtualMachines.*'full'\)\.identity\.principalId/,
          new RegExp(SECRETS_USER),
        ],
      },
      bicep: {
        type: ARM_ASSIGNMENT,
        refers: [/keyVault\w*/, /VirtualMachine\w*\.identity\.principalId/i, new RegExp(SECRETS_USER)],
      },
    },
  },
  "a web app reads a vault's secrets: Key Vault Secrets User for the app's identity on the vault": {
    prompts: [
      'An App Service web app that reads its connection string from a Key Vault',
      'azure web app plus key vault for the app secrets',
    ],
    joins: {
      'terraform-azurerm': {
        type: 'azurerm_role_assignment',
        refers: [
          /azurerm_key_vault\.\w+\.id/,
          /azurerm_linux_web_app\.\w+\.identity\[0\]\.principal_id/,
          /"Key Vault Secrets User"/,
        ],
      },
      arm: {
        type: ARM_ASSIGNMENT,
        refers: [
          /Microsoft\.KeyVault\/vaults/,
          /Microsoft\.Web\/sites.*'full'\)\.identity\.principalId/,
          new RegExp(SECRETS_USER),
        ],
      },
    },
  },
  "a function fed by a Service Bus queue: Azure Service Bus Data Receiver for the app's identity on the namespace": {
    prompts: [
      'an Azure Function that processes messages from a Service Bus queue named invoices',
      'function app on azure triggered by a service bus topic subscription for order events',
    ],
    joins: {
      'terraform-azurerm': {
        type: 'azurerm_role_assignment',
        refers: [
          /azurerm_servicebus_namespace\.\w+\.id/,
          /azurerm_linux_function_app\.\w+\.identity\[0\]\.principal_id/,
          /"Azure Service Bus Data Receiver"/,
        ],
      },
      arm: {
        type: ARM_ASSIGNMENT,
        refers: [
          /Microsoft\.ServiceBus\/namespaces/,
          /Microsoft\.Web\/sites.*'full'\)\.identity\.principalId/,
          new RegExp(BUS_RECEIVER),
        ],
      },
    },
  },
  "a web app sending to a Service Bus queue: Azure Service Bus Data Sender for the app's identity on the namespace": {
    prompts: ['An App Service web app that puts jobs on a Service Bus queue'],
    joins: {
      'terraform-azurerm': {
        type: 'azurerm_role_assignment',
        refers: [
          /azurerm_servicebus_namespace\.\w+\.id/,
          /azurerm_linux_web_app\.\w+\.identity\[0\]\.principal_id/,
          /"Azure Service Bus Data Sender"/,
        ],
      },
    },
  },
  'a container app pulls from its registry: AcrPull for an identity it is created with': {
    prompts: [
      'an Azure container app whose image comes from our container registry',
      'Container Apps service plus an ACR it pulls from',
    ],
    joins: {
      'terraform-azurerm': {
        type: 'azurerm_role_assignment',
        refers: [
          /azurerm_container_registry\.\w+\.id/,
          /azurerm_user_assigned_identity\.\w+\.principal_id/,
          /"AcrPull"/,
        ],
      },
      bicep: {
        type: ARM_ASSIGNMENT,
        refers: [/containerRegistry\w*/, /userAssignedIdentity\w*\.properties\.principalId/, new RegExp(ACR_PULL)],
      },
    },
    via: {
      names: /(azurerm_user_assigned_identity\.\w+)\.principal_id|(userAssignedIdentity\w+)\.properties/,
      type: { 'terraform-azurerm': 'azurerm_container_app', bicep: 'Microsoft.App/containerApps' },
    },
  },
  "a Container Apps environment sends its apps' logs to the workspace written with it": {
    prompts: [
      'a container app running nginx in a Container Apps environment',
      'Container Apps environment sending its logs to a Log Analytics workspace, with one app in it',
    ],
    joins: {
      'terraform-azurerm': {
        type: 'azurerm_container_app_environment',
        refers: [/azurerm_log_analytics_workspace\.\w+\.id/],
      },
      bicep: {
        type: 'Microsoft.App/managedEnvironments',
        refers: [
          /destination: 'log-analytics'/,
          /logAnalyticsWorkspace\w*\.properties\.customerId/,
          /logAnalyticsWorkspace\w*\.listKeys\(\)\.primarySharedKey/,
        ],
      },
      arm: {
        type: 'Microsoft.App/managedEnvironments',
        refers: [
          /"destination":"log-analytics"/,
          /reference\(resourceId\('Microsoft\.OperationalInsights\/workspaces', '[\w-]+'\), '[\d-]+'\)\.customerId/,
          /listKeys\(resourceId\('Microsoft\.OperationalInsights\/workspaces'/,
        ],
      },
    },
  },
  "Cloud Run with Cloud SQL: roles/cloudsql.client for the service's own account": {
    prompts: [
      'A Cloud Run service that reads from a Cloud SQL Postgres database',
      'cloud run api backed by a cloud sql mysql instance',
      'Deploy a container on Cloud Run that stores its data in Cloud SQL',
    ],
    joins: {
      'terraform-google': {
        type: 'google_project_iam_member',
        refers: [/roles\/cloudsql\.client/, /serviceAccount:\$\{google_service_account\.\w+\.email\}/],
      },
    },
    via: { names: /(google_service_account\.\w+)\.email/, type: 'google_cloud_run_v2_service' },
  },
  "Cloud Run with a secret: secretAccessor on that secret for the service's account": {
    prompts: [
      'A Cloud Run service that reads an API key from Secret Manager',
      'cloud run app plus a secret manager secret holding its stripe key',
    ],
    joins: {
      'terraform-google': {
        type: 'google_secret_manager_secret_iam_member',
        refers: [/google_secret_manager_secret\.\w+\.secret_id/, /roles\/secretmanager\.secretAccessor/],
      },
    },
    via: { names: /(google_service_account\.\w+)\.email/, type: 'google_cloud_run_v2_service' },
  },
  "GKE with Artifact Registry: reader on the repository for the nodes' account": {
    prompts: [
      'A GKE cluster that pulls images from Artifact Registry',
      'gke cluster plus an artifact registry docker repo for our images',
      'Kubernetes Engine cluster, images kept in an Artifact Registry repository',
    ],
    joins: {
      'terraform-google': {
        type: 'google_artifact_registry_repository_iam_member',
        refers: [
          /google_artifact_registry_repository\.\w+\.repository_id/,
          /google_artifact_registry_repository\.\w+\.location/,
          /roles\/artifactregistry\.reader/,
        ],
      },
    },
    via: { names: /(google_service_account\.\w+)\.email/, type: 'google_container_node_pool' },
  },
  "a VM with a bucket: one storage role on the bucket for the VM's account": {
    prompts: [
      'A Compute Engine VM that reads from a Cloud Storage bucket',
      'a GCE instance that writes nightly backups to a GCS bucket',
    ],
    joins: {
      'terraform-google': {
        type: 'google_storage_bucket_iam_member',
        // "reads from" asks read access only, so that prompt gets objectViewer; the other reads and writes.
        refers: [/google_storage_bucket\.\w+\.name/, /roles\/storage\.object(User|Viewer)/],
      },
    },
    via: { names: /(google_service_account\.\w+)\.email/, type: 'google_compute_instance' },
  },
  'an instance with a bucket: its role may list, read and write the bucket': {
    prompts: [
      'An EC2 instance that reads objects from an S3 bucket',
      'a linux server on AWS that uploads reports to an s3 bucket',
      'I need an EC2 VM plus an S3 bucket it writes backups to',
    ],
    joins: {
      'terraform-aws': {
        type: 'aws_iam_policy',
        refers: [/s3:ListBucket/, /s3:GetObject/, /aws_s3_bucket\.\w+\.arn\}\/\*/],
      },
      cloudformation: {
        type: 'AWS::IAM::Role',
        refers: [/ec2\.amazonaws\.com/, /s3:ListBucket/, /"Fn::GetAtt":\["\w+","Arn"\]/],
      },
    },
  },
  'an instance with a queue: its role may send and receive on the queue': {
    prompts: ['An EC2 worker that processes jobs from an SQS queue', 'ec2 instance sending events to an sqs queue'],
    joins: {
      'terraform-aws': { type: 'aws_iam_policy', refers: [/sqs:ReceiveMessage/, /aws_sqs_queue\.\w+\.arn/] },
      cloudformation: {
        type: 'AWS::IAM::Role',
        refers: [/ec2\.amazonaws\.com/, /sqs:ReceiveMessage/, /"Fn::GetAtt":\["\w+","Arn"\]/],
      },
    },
  },
  'a function with a secret: its role may read the secret and decrypt it through Secrets Manager': {
    prompts: [
      'A Lambda function that reads a database password from Secrets Manager',
      'lambda plus a secrets manager secret holding an API token it uses',
    ],
    joins: {
      'terraform-aws': {
        type: 'aws_iam_policy',
        refers: [/secretsmanager:GetSecretValue/, /aws_secretsmanager_secret\.\w+\.arn/, /kms:ViaService/],
      },
      cloudformation: {
        type: 'AWS::IAM::Role',
        refers: [/lambda\.amazonaws\.com/, /secretsmanager:GetSecretValue/, /"Ref":"\w+"/, /kms:ViaService/],
      },
    },
  },
  'a workflow of two functions: both are steps, the first going on to the second': {
    prompts: [
      'A Step Functions workflow that runs two Lambda functions in order',
      'step function state machine: first a lambda that validates orders, then a lambda that charges the card',
    ],
    joins: {
      'terraform-aws': {
        type: 'aws_sfn_state_machine',
        refers: [
          /StartAt = \\"Run_(\w+)\\".*Run_\1 = \{ Type = \\"Task\\", Resource = aws_lambda_function\.\1\.arn, Next = \\"Run_(\w+)\\" \}.*Run_\2 = \{ Type = \\"Task\\", Resource = aws_lambda_function\.\2\.arn, End = true \}/,
        ],
      },
      cloudformation: {
        type: 'AWS::StepFunctions::StateMachine',
        refers: [
          /"Resource":"\$\{(\w+)Arn\}","Next":"Run_\w+"/,
          /"End":true/,
          /"DefinitionSubstitutions":\{"\w+Arn":\{"Fn::GetAtt":\["\w+","Arn"\]\},"\w+Arn":\{"Fn::GetAtt"/,
        ],
      },
    },
  },
  'a workflow of two functions: its role may invoke exactly those two': {
    prompts: [
      'A Step Functions workflow that runs two Lambda functions in order',
      'step function state machine: first a lambda that validates orders, then a lambda that charges the card',
    ],
    joins: {
      'terraform-aws': {
        type: 'aws_iam_policy',
        refers: [
          /lambda:InvokeFunction/,
          /aws_lambda_function\.(\w+)\.arn.*aws_lambda_function\.(?!\1\.)\w+\.arn/,
          /logs:CreateLogDelivery/,
        ],
      },
      cloudformation: {
        type: 'AWS::IAM::Role',
        refers: [
          /states\.amazonaws\.com/,
          /lambda:InvokeFunction"\],"Resource":\[\{"Fn::GetAtt":\["(\w+)","Arn"\]\}.*\{"Fn::GetAtt":\["(?!\1")\w+","Arn"\]\}/,
          /logs:CreateLogDelivery/,
        ],
      },
    },
  },
  'tasks behind a load balancer: the balancer may send to the tasks on their port': {
    prompts: [
      'An ECS Fargate service behind an application load balancer',
      'fargate containers running our api on port 8080 behind an ALB',
      'ECS service with a load balancer in front of it',
    ],
    joins: {
      'terraform-aws': {
        type: 'aws_vpc_security_group_egress_rule',
        refers: [/"referenced_security_group_id":"\$\{aws_security_group\.\w+\.id\}"/, /"from_port":(80|8080)\b/],
      },
    },
    via: { names: /"security_group_id":"\$\{(aws_security_group\.\w+)\.id\}"/, type: 'aws_lb' },
  },
  "tasks behind a load balancer: the tasks admit the balancer's group": {
    prompts: [
      'An ECS Fargate service behind an application load balancer',
      'fargate containers running our api on port 8080 behind an ALB',
      'ECS service with a load balancer in front of it',
    ],
    joins: {
      'terraform-aws': {
        type: 'aws_vpc_security_group_ingress_rule',
        refers: [/"referenced_security_group_id":"\$\{aws_security_group\.\w+\.id\}"/, /"from_port":(80|8080)\b/],
      },
      cloudformation: {
        type: 'AWS::EC2::SecurityGroup',
        refers: [/"SourceSecurityGroupId":\{"Fn::GetAtt":\["\w+","GroupId"\]\}/],
      },
    },
    via: {
      names:
        /"referenced_security_group_id":"\$\{(aws_security_group\.\w+)\.id\}"|"SourceSecurityGroupId":\{"Fn::GetAtt":\["(\w+)","GroupId"\]\}/,
      type: { 'terraform-aws': 'aws_lb', cloudformation: 'AWS::ElasticLoadBalancingV2::LoadBalancer' },
    },
  },
  'Cloud Run with Cloud SQL: the service reaches the instance over the VPC through its connection': {
    prompts: [
      'A Cloud Run service that reads from a Cloud SQL Postgres database',
      'cloud run api backed by a cloud sql mysql instance',
      'Deploy a container on Cloud Run that stores its data in Cloud SQL',
    ],
    joins: {
      'terraform-google': {
        type: 'google_cloud_run_v2_service',
        refers: [
          /"network":"\$\{google_compute_network\.\w+\.id\}"/,
          /"instances":\["\$\{google_sql_database_instance\.\w+\.connection_name\}"\]/,
          /"mount_path":"\/cloudsql"/,
        ],
      },
    },
    via: { names: /(google_compute_network\.\w+)\.id/, type: 'google_sql_database_instance' },
  },
  'tasks with a queue: a task role of their own may work through the queue': {
    prompts: [
      'An ECS Fargate service that processes messages from an SQS queue',
      'fargate workers consuming jobs from an sqs queue',
    ],
    joins: {
      'terraform-aws': { type: 'aws_iam_policy', refers: [/sqs:ReceiveMessage/, /aws_sqs_queue\.\w+\.arn/] },
      cloudformation: {
        type: 'AWS::IAM::Role',
        refers: [/ecs-tasks\.amazonaws\.com/, /sqs:ReceiveMessage/, /"Fn::GetAtt":\["\w+","Arn"\]/],
      },
    },
  },
  'tasks with a queue: the task definition names that task role': {
    prompts: [
      'An ECS Fargate service that processes messages from an SQS queue',
      'fargate workers consuming jobs from an sqs queue',
    ],
    joins: {
      'terraform-aws': {
        type: 'aws_ecs_task_definition',
        refers: [
          /"task_role_arn":"\$\{aws_iam_role\.(\w+)\.arn\}"/,
          /"execution_role_arn":"\$\{aws_iam_role\.(\w+)\.arn\}"/,
        ],
      },
      cloudformation: {
        type: 'AWS::ECS::TaskDefinition',
        refers: [/"TaskRoleArn":\{"Fn::GetAtt":\["\w+","Arn"\]\}/],
      },
    },
    via: {
      names: /"task_role_arn":"\$\{aws_iam_role\.(\w+)\.arn\}"|"TaskRoleArn":\{"Fn::GetAtt":\["(\w+)","Arn"\]\}/,
      // CloudFormation writes the statements inside the role, which the first case checks.
      type: { 'terraform-aws': 'aws_iam_role_policy_attachment' },
    },
  },
  "a VM with a storage account: Storage Blob Data Contributor for the VM's identity on the account": {
    prompts: [
      'An Azure Linux VM that writes reports to a storage account',
      'a virtual machine on azure plus a storage account for its uploads',
    ],
    joins: {
      'terraform-azurerm': {
        type: 'azurerm_role_assignment',
        refers: [
          /azurerm_storage_account\.\w+\.id/,
          /azurerm_linux_virtual_machine\.\w+\.identity\[0\]\.principal_id/,
          /"Storage Blob Data Contributor"/,
        ],
      },
      arm: {
        type: ARM_ASSIGNMENT,
        refers: [
          /Microsoft\.Storage\/storageAccounts/,
          /virtualMachines.*'full'\)\.identity\.principalId/,
          new RegExp(BLOB_CONTRIBUTOR),
        ],
      },
    },
  },
  "a function with a secret: secretAccessor on that secret for the function's account": {
    prompts: [
      'A Cloud Function that reads an API key from Secret Manager',
      'google cloud function plus a secret manager secret with its webhook token',
    ],
    joins: {
      'terraform-google': {
        type: 'google_secret_manager_secret_iam_member',
        refers: [/google_secret_manager_secret\.\w+\.secret_id/, /roles\/secretmanager\.secretAccessor/],
      },
    },
    via: { names: /(google_service_account\.\w+)\.email/, type: 'google_cloudfunctions2_function' },
  },
  "an app server with a database: the server's group may send to the database's port": {
    prompts: [
      'An EC2 web server that connects to a MySQL RDS instance',
      'a web server on EC2 and a PostgreSQL RDS database for it',
    ],
    joins: {
      'terraform-aws': {
        type: 'aws_vpc_security_group_egress_rule',
        refers: [/"referenced_security_group_id":"\$\{aws_security_group\.\w+\.id\}"/, /"from_port":(3306|5432)\b/],
      },
    },
    via: { names: /"security_group_id":"\$\{(aws_security_group\.\w+)\.id\}"/, type: 'aws_instance' },
  },
  "an app server with a database: it sends to the database's own group": {
    prompts: [
      'An EC2 web server that connects to a MySQL RDS instance',
      'a web server on EC2 and a PostgreSQL RDS database for it',
    ],
    joins: {
      'terraform-aws': {
        type: 'aws_vpc_security_group_egress_rule',
        refers: [/"referenced_security_group_id":"\$\{aws_security_group\.\w+\.id\}"/, /"from_port":(3306|5432)\b/],
      },
    },
    via: { names: /"referenced_security_group_id":"\$\{(aws_security_group\.\w+)\.id\}"/, type: 'aws_db_instance' },
  },
  "tasks with a database: the tasks' group may send to the database's port": {
    prompts: [
      'An ECS Fargate service that connects to an Aurora PostgreSQL cluster',
      'ECS on Fargate running our web containers, with an Aurora MySQL database',
    ],
    joins: {
      'terraform-aws': {
        type: 'aws_vpc_security_group_egress_rule',
        refers: [/"referenced_security_group_id":"\$\{aws_security_group\.\w+\.id\}"/, /"from_port":(3306|5432)\b/],
      },
    },
    via: { names: /"security_group_id":"\$\{(aws_security_group\.\w+)\.id\}"/, type: 'aws_ecs_service' },
  },
  "a function with a database: it runs in the VPC with a group that may send to the database's port": {
    prompts: [
      'A Lambda function in a VPC that connects to a PostgreSQL RDS database',
      'lambda that queries our mysql RDS instance',
    ],
    joins: {
      'terraform-aws': {
        type: 'aws_vpc_security_group_egress_rule',
        refers: [/"referenced_security_group_id":"\$\{aws_security_group\.\w+\.id\}"/, /"from_port":(3306|5432)\b/],
      },
    },
    via: { names: /"security_group_id":"\$\{(aws_security_group\.\w+)\.id\}"/, type: 'aws_lambda_function' },
  },
  'a function with a database: it is placed in private subnets with its own group': {
    prompts: [
      'A Lambda function in a VPC that connects to a PostgreSQL RDS database',
      'lambda that queries our mysql RDS instance',
    ],
    joins: {
      'terraform-aws': {
        type: 'aws_lambda_function',
        refers: [
          /"subnet_ids":\["\$\{aws_subnet\.private_1\.id\}"/,
          /"security_group_ids":\["\$\{aws_security_group\.\w+\.id\}"\]/,
        ],
      },
      cloudformation: {
        type: 'AWS::Lambda::Function',
        refers: [
          /"VpcConfig":\{"SubnetIds":\[\{"Ref":"\w+"\}/,
          /"SecurityGroupIds":\[\{"Fn::GetAtt":\["\w+","GroupId"\]\}\]/,
        ],
      },
    },
  },
  "Cloud Run with a topic: publisher on that topic for the service's account": {
    prompts: [
      'A Cloud Run service that publishes messages to a Pub/Sub topic',
      'cloud run api that sends order events to a pubsub topic',
    ],
    joins: {
      'terraform-google': {
        type: 'google_pubsub_topic_iam_member',
        refers: [/google_pubsub_topic\.\w+\.name/, /roles\/pubsub\.publisher/],
      },
    },
    via: { names: /(google_service_account\.\w+)\.email/, type: 'google_cloud_run_v2_service' },
  },
};

// Bicep's parser keeps expressions opaque ("<member>"), so a Bicep resource is read as its source text.
type GeneratorResult = Awaited<ReturnType<typeof generated>>['result'];
const bodiesOf = (result: GeneratorResult, resources: Resource[], format: FormatId, type: string): string[] =>
  format === 'bicep'
    ? result.files
        .flatMap((f) => f.content.split(/\n(?=resource )/))
        .filter((block) => block.startsWith(`resource `) && block.includes(`'${type}@`))
    : of(resources, type).map((r) => JSON.stringify(r.body));

describe('composite asks keep their wiring', () => {
  const rows = Object.entries(CASES).flatMap(([name, w]) =>
    Object.entries(w.joins).flatMap(([format, join]) =>
      w.prompts.map((prompt) => [name, format as FormatId, prompt, join] as const),
    ),
  );
  it.each(rows)('%s (%s): %s', async (name, format, prompt, join) => {
    const { result, resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const bodies = bodiesOf(result, resources, format, join!.type);
    const found = bodies.filter((body) => join!.refers.every((re) => re.test(body)));
    expect([found.length, bodies]).toEqual([1, bodies]);
    const via = CASES[name].via;
    const type = typeof via?.type === 'string' ? via.type : via?.type[format];
    if (via && type) {
      const identity = via.names.exec(found[0])?.slice(1).find(Boolean);
      const workloads = bodiesOf(result, resources, format, type);
      expect([identity, workloads.some((w) => !!identity && w.includes(identity))]).toEqual([identity, true]);
    }
  });
});
