/**
 * Quick-start templates the workspace offers, at least six per platform. Prompts are plain English
 * so the built-in generator and a model read them the same way.
 *
 * @example
 *   templatesFor('aws').length // 6
 */
import { type PlatformId } from './platforms';

export interface Template {
  id: string;
  platform: PlatformId;
  title: string;
  description: string;
  prompt: string;
}

const t = (platform: PlatformId, id: string, title: string, description: string, prompt: string): Template => ({
  id: `${platform}-${id}`,
  platform,
  title,
  description,
  prompt,
});

export const TEMPLATES: readonly Template[] = [
  t(
    'aws',
    'static-site',
    'Static website',
    'S3 origin behind CloudFront with HTTPS',
    'A static website: an S3 bucket served through a CloudFront distribution, with a Route 53 zone and record',
  ),
  t(
    'aws',
    'web-app',
    'Load-balanced web app',
    'Auto Scaling servers behind an application load balancer',
    'A web application on EC2 in an auto scaling group (min 2, max 4) behind an application load balancer in a VPC with public and private subnets',
  ),
  t(
    'aws',
    'postgres',
    'PostgreSQL database',
    'Private, encrypted RDS PostgreSQL',
    'A private PostgreSQL 16 RDS database with 50 GB of storage, multi-AZ, in a VPC with two private subnets',
  ),
  t(
    'aws',
    'serverless-api',
    'Serverless API',
    'API Gateway, Lambda and DynamoDB',
    'A serverless API: API Gateway in front of a Python Lambda function that reads and writes a DynamoDB table',
  ),
  t(
    'aws',
    'queue-worker',
    'Queue worker',
    'SQS queue triggering a Lambda function',
    'A Lambda function triggered by an SQS queue with a dead letter queue, and a CloudWatch alarm',
  ),
  t(
    'aws',
    'eks',
    'Kubernetes cluster',
    'EKS with a managed node group',
    'An EKS cluster with a managed node group (min 1, max 3) in private subnets',
  ),
  t(
    'terraform',
    'state-backend',
    'Terraform state backend',
    'Versioned S3 bucket and DynamoDB lock table',
    'An S3 bucket for Terraform state with versioning and encryption, and a DynamoDB table for state locking',
  ),
  t(
    'terraform',
    'vpc',
    'Network baseline',
    'VPC with public and private subnets',
    'A VPC with two public subnets and two private subnets, an internet gateway, a NAT gateway and route tables',
  ),
  t(
    'terraform',
    'scheduled-job',
    'Scheduled job',
    'EventBridge schedule running a function',
    'A Lambda function that runs every day at 7 UTC using EventBridge',
  ),
  t(
    'terraform',
    'backup',
    'Backed-up server',
    'EC2 with daily AWS Backup',
    'An EC2 instance backed up every day at midnight with AWS Backup',
  ),
  t(
    'terraform',
    'kafka',
    'Kafka cluster',
    'MSK with encryption and logging',
    'An MSK cluster with 3 broker nodes, encryption at rest and a CloudWatch log group',
  ),
  t(
    'terraform',
    'ci',
    'Build project',
    'CodeBuild with artifacts bucket',
    'A CodeBuild project building a GitHub repository and storing artifacts in an S3 bucket',
  ),
  t(
    'azure',
    'web-app',
    'Web app',
    'App Service with a PostgreSQL database',
    'An Azure web app with a PostgreSQL database',
  ),
  t(
    'azure',
    'storage',
    'Storage account',
    'Private blob storage',
    'A private Azure storage account with a blob container',
  ),
  t('azure', 'aks', 'AKS cluster', 'Kubernetes with a node pool', 'An AKS cluster with a node pool'),
  t(
    'azure',
    'vnet',
    'Virtual network',
    'VNet, subnets and a network security group',
    'A virtual network with two subnets and a network security group',
  ),
  t(
    'azure',
    'function',
    'Function app',
    'Serverless function with storage',
    'An Azure function app with a storage account',
  ),
  t('azure', 'key-vault', 'Key Vault', 'Secrets in Key Vault', 'A key vault holding a secret'),
  t('gcp', 'gke', 'GKE cluster', 'Private GKE with a node pool', 'A private GKE cluster with a node pool'),
  t('gcp', 'cloud-run', 'Cloud Run service', 'Container on Cloud Run', 'A Cloud Run service running a container'),
  t('gcp', 'cloud-sql', 'Cloud SQL', 'Private PostgreSQL', 'A private Cloud SQL PostgreSQL database'),
  t('gcp', 'bucket', 'Storage bucket', 'Private, versioned bucket', 'A private, versioned Cloud Storage bucket'),
  t(
    'gcp',
    'network',
    'VPC network',
    'Network, subnetwork and firewall',
    'A VPC network with a subnetwork and a firewall rule',
  ),
  t('gcp', 'pubsub', 'Pub/Sub', 'Topic and subscription', 'A Pub/Sub topic with a subscription'),
  t(
    'kubernetes',
    'web',
    'Web deployment',
    'Deployment, service and ingress',
    'A deployment of nginx with 3 replicas, a service and an ingress',
  ),
  t(
    'kubernetes',
    'stateful',
    'Stateful database',
    'StatefulSet with persistent storage',
    'A PostgreSQL statefulset with a persistent volume claim and a secret',
  ),
  t('kubernetes', 'cron', 'Cron job', 'Scheduled job', 'A cron job that runs every day at midnight'),
  t(
    'kubernetes',
    'autoscale',
    'Autoscaled app',
    'Deployment with a horizontal pod autoscaler',
    'A deployment with a horizontal pod autoscaler (min 2, max 5) and a pod disruption budget',
  ),
  t(
    'kubernetes',
    'namespace',
    'Team namespace',
    'Namespace with quota and network policy',
    'A namespace with a resource quota, a limit range and a default deny network policy',
  ),
  t(
    'kubernetes',
    'config',
    'App config',
    'ConfigMap, secret and deployment',
    'A deployment reading a config map and a secret',
  ),
];

export function templatesFor(platform: PlatformId): Template[] {
  return TEMPLATES.filter((x) => x.platform === platform);
}
