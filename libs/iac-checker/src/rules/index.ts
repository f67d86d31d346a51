/**
 * The security rules: every rule, and `securityFindings`, which turns the parsed files of an
 * answer into targets (Terraform modules, templates, manifests) and runs the rules over them.
 * Files with syntax errors are left out (a Terraform folder with one is left out whole): what
 * they declare cannot be trusted.
 */
import { type Diagnostic, type FormatId } from '@infragen/contracts';
import { dirOf } from '../terraform/module';
import { runRules } from './engine';
import { type Rule } from './model';
import { type ParsedFile } from './parsed-file';
import { armTarget } from './targets/arm';
import { bicepTarget } from './targets/bicep';
import { cloudFormationTarget } from './targets/cloudformation';
import { kubernetesTarget } from './targets/kubernetes';
import { type Target } from './targets/target';
import { terraformTargets } from './targets/terraform';
import { awsAdminPortOpen } from './aws/admin-port-open';
import { awsDatabasePortOpen } from './aws/database-port-open';
import { awsAllPortsOpen } from './aws/all-ports-open';
import { awsDefaultSecurityGroup } from './aws/default-security-group';
import { awsSecurityGroupDescription } from './aws/security-group-description';
import { awsNetworkAclAdminPort } from './aws/network-acl-admin-port';
import { awsIamFullAdmin } from './aws/iam-full-admin';
import { awsIamServiceWildcard } from './aws/iam-service-wildcard';
import { awsResourcePolicyPublic } from './aws/resource-policy-public';
import { awsTrustPolicyPublic } from './aws/trust-policy-public';
import { awsAdministratorAccess } from './aws/administrator-access';
import { awsS3PublicAcl } from './aws/s3-public-acl';
import { awsS3PublicAccessBlock } from './aws/s3-public-access-block';
import { awsStateBucketVersioning } from './aws/state-bucket-versioning';
import { awsS3AccessLogging } from './aws/s3-access-logging';
import { awsRdsPublic } from './aws/rds-public';
import { awsDatabaseEncryption } from './aws/database-encryption';
import { awsDatabaseDeletionProtection } from './aws/database-deletion-protection';
import { awsDatabaseBackups } from './aws/database-backups';
import { awsDynamoDbRecovery } from './aws/dynamodb-recovery';
import { awsSqsEncryption } from './aws/sqs-encryption';
import { awsSnsEncryption } from './aws/sns-encryption';
import { awsKinesisEncryption } from './aws/kinesis-encryption';
import { awsEbsEncryption } from './aws/ebs-encryption';
import { awsInstanceDiskEncryption } from './aws/instance-disk-encryption';
import { awsImdsV1 } from './aws/imdsv1';
import { awsEfsEncryption } from './aws/efs-encryption';
import { awsElastiCacheAtRest } from './aws/elasticache-encryption-at-rest';
import { awsElastiCacheInTransit } from './aws/elasticache-encryption-in-transit';
import { awsRedshiftEncryption } from './aws/redshift-encryption';
import { awsRedshiftPublic } from './aws/redshift-public';
import { awsCloudTrailLogValidation } from './aws/cloudtrail-log-validation';
import { awsCloudTrailMultiRegion } from './aws/cloudtrail-multi-region';
import { awsVpcFlowLogs } from './aws/vpc-flow-logs';
import { awsKmsRotation } from './aws/kms-rotation';
import { awsLogGroupRetention } from './aws/log-group-retention';
import { awsLbPlainHttp } from './aws/lb-plain-http';
import { awsLbTlsPolicy } from './aws/lb-tls-policy';
import { awsCloudFrontTls } from './aws/cloudfront-tls';
import { awsCloudFrontPlainHttp } from './aws/cloudfront-plain-http';
import { awsOpenSearchAtRest } from './aws/opensearch-encryption-at-rest';
import { awsOpenSearchNodeToNode } from './aws/opensearch-node-to-node';
import { awsOpenSearchHttps } from './aws/opensearch-https';
import { awsLambdaUrlAuth } from './aws/lambda-url-auth';
import { awsLambdaPermissionPublic } from './aws/lambda-permission-public';
import { awsEcrTagMutability } from './aws/ecr-tag-mutability';
import { awsEcsPrivileged } from './aws/ecs-privileged';
import { awsEcsImageUnpinned } from './aws/ecs-image-unpinned';
import { awsEksPublicEndpoint } from './aws/eks-public-endpoint';
import { awsEksControlPlaneLogging } from './aws/eks-control-plane-logging';
import { awsEksSecretsEncryption } from './aws/eks-secrets-encryption';
import { awsMskPlaintext } from './aws/msk-plaintext';
import { azureNsgAdminPortOpen } from './azure/nsg-admin-port-open';
import { azureNsgDatabasePortOpen } from './azure/nsg-database-port-open';
import { azureNsgAllPortsOpen } from './azure/nsg-all-ports-open';
import { azureStoragePublicBlobs } from './azure/storage-public-blobs';
import { azureBlobContainerPublic } from './azure/blob-container-public';
import { azureStorageTls } from './azure/storage-tls';
import { azureStorageHttpsOnly } from './azure/storage-https-only';
import { azureStorageNetworkOpen } from './azure/storage-network-open';
import { azureKeyVaultPurgeProtection } from './azure/key-vault-purge-protection';
import { azureKeyVaultNetworkOpen } from './azure/key-vault-network-open';
import { azureDatabaseFirewallOpen } from './azure/database-firewall-open';
import { azureSqlServerTls } from './azure/sql-server-tls';
import { azureFlexibleServerPublic } from './azure/flexible-server-public';
import { azureDatabaseSecureTransport } from './azure/database-secure-transport';
import { azureRedisNonSslPort } from './azure/redis-non-ssl-port';
import { azureRedisTls } from './azure/redis-tls';
import { azureAppServiceHttpsOnly } from './azure/app-service-https-only';
import { azureAppServiceTls } from './azure/app-service-tls';
import { azureAppServiceFtp } from './azure/app-service-ftp';
import { azureAksRbac } from './azure/aks-rbac';
import { azureAksApiServerOpen } from './azure/aks-api-server-open';
import { azureAksNetworkPolicy } from './azure/aks-network-policy';
import { azureRoleDefinitionWildcard } from './azure/role-definition-wildcard';
import { azureRegistryAdminUser } from './azure/registry-admin-user';
import { azureVmPasswordLogin } from './azure/vm-password-login';
import { azureSqlDatabaseEncryption } from './azure/sql-database-encryption';
import { azureKeyVaultLogging } from './azure/key-vault-logging';
import { azureContainerAppImage } from './azure/container-app-image';
import { azureStateStorageVersioning } from './azure/state-storage-versioning';
import { googleFirewallAdminOpen } from './google/firewall-admin-open';
import { googleFirewallDatabaseOpen } from './google/firewall-database-open';
import { googleFirewallAllOpen } from './google/firewall-all-open';
import { googleBucketPublic } from './google/bucket-public';
import { googleBucketUniformAccess } from './google/bucket-uniform-access';
import { googleBucketPublicAccessPrevention } from './google/bucket-public-access-prevention';
import { googleSqlOpenNetwork } from './google/sql-open-network';
import { googleSqlSsl } from './google/sql-ssl';
import { googleSqlPublicIp } from './google/sql-public-ip';
import { googleSqlBackups } from './google/sql-backups';
import { googleSqlDeletionProtection } from './google/sql-deletion-protection';
import { googleInstanceDefaultServiceAccount } from './google/instance-default-service-account';
import { googleInstanceSerialPort } from './google/instance-serial-port';
import { googleProjectPrimitiveRole } from './google/project-primitive-role';
import { googleResourcePublic } from './google/resource-public';
import { googleSubnetworkFlowLogs } from './google/subnetwork-flow-logs';
import { googleGkeLegacyAbac } from './google/gke-legacy-abac';
import { googleGkeMasterAuthorizedNetworks } from './google/gke-master-authorized-networks';
import { googleGkeClientCertificate } from './google/gke-client-certificate';
import { googleKmsRotation } from './google/kms-rotation';
import { googleSslPolicyTls } from './google/ssl-policy-tls';
import { googleRedisAuth } from './google/redis-auth';
import { googleCloudRunImage } from './google/cloud-run-image';
import { googleStateBucketVersioning } from './google/state-bucket-versioning';
import { k8sPrivilegedContainer } from './kubernetes/privileged-container';
import { k8sPrivilegeEscalation } from './kubernetes/privilege-escalation';
import { k8sRunAsRootUser } from './kubernetes/run-as-root-user';
import { k8sRunAsNonRoot } from './kubernetes/run-as-non-root';
import { k8sHostNetwork } from './kubernetes/host-network';
import { k8sHostPID } from './kubernetes/host-pid';
import { k8sHostIPC } from './kubernetes/host-ipc';
import { k8sHostPath } from './kubernetes/host-path';
import { k8sSensitiveHostPath } from './kubernetes/sensitive-host-path';
import { k8sDangerousCapabilities } from './kubernetes/dangerous-capabilities';
import { k8sCapabilitiesNotDropped } from './kubernetes/capabilities-not-dropped';
import { k8sWritableRootFilesystem } from './kubernetes/writable-root-filesystem';
import { k8sImageUnpinned } from './kubernetes/image-unpinned';
import { k8sMemoryLimit } from './kubernetes/memory-limit';
import { k8sCpuLimit } from './kubernetes/cpu-limit';
import { k8sResourceRequests } from './kubernetes/resource-requests';
import { k8sHostPort } from './kubernetes/host-port';
import { k8sSeccompProfile } from './kubernetes/seccomp-profile';
import { k8sRbacWildcard } from './kubernetes/rbac-wildcard';
import { k8sClusterAdminBinding } from './kubernetes/cluster-admin-binding';
import { k8sRbacSecretsAccess } from './kubernetes/rbac-secrets-access';
import { k8sIngressTls } from './kubernetes/ingress-tls';
import { terraformModuleUnpinned } from './terraform/module-unpinned';

/** Every security rule, in id order. */
export const RULES: readonly Rule[] = [
  awsAdminPortOpen,
  awsDatabasePortOpen,
  awsAllPortsOpen,
  awsDefaultSecurityGroup,
  awsSecurityGroupDescription,
  awsNetworkAclAdminPort,
  awsIamFullAdmin,
  awsIamServiceWildcard,
  awsResourcePolicyPublic,
  awsTrustPolicyPublic,
  awsAdministratorAccess,
  awsS3PublicAcl,
  awsS3PublicAccessBlock,
  awsStateBucketVersioning,
  awsS3AccessLogging,
  awsRdsPublic,
  awsDatabaseEncryption,
  awsDatabaseDeletionProtection,
  awsDatabaseBackups,
  awsDynamoDbRecovery,
  awsSqsEncryption,
  awsSnsEncryption,
  awsKinesisEncryption,
  awsEbsEncryption,
  awsInstanceDiskEncryption,
  awsImdsV1,
  awsEfsEncryption,
  awsElastiCacheAtRest,
  awsElastiCacheInTransit,
  awsRedshiftEncryption,
  awsRedshiftPublic,
  awsCloudTrailLogValidation,
  awsCloudTrailMultiRegion,
  awsVpcFlowLogs,
  awsKmsRotation,
  awsLogGroupRetention,
  awsLbPlainHttp,
  awsLbTlsPolicy,
  awsCloudFrontTls,
  awsCloudFrontPlainHttp,
  awsOpenSearchAtRest,
  awsOpenSearchNodeToNode,
  awsOpenSearchHttps,
  awsLambdaUrlAuth,
  awsLambdaPermissionPublic,
  awsEcrTagMutability,
  awsEcsPrivileged,
  awsEcsImageUnpinned,
  awsEksPublicEndpoint,
  awsEksControlPlaneLogging,
  awsEksSecretsEncryption,
  awsMskPlaintext,
  azureNsgAdminPortOpen,
  azureNsgDatabasePortOpen,
  azureNsgAllPortsOpen,
  azureStoragePublicBlobs,
  azureBlobContainerPublic,
  azureStorageTls,
  azureStorageHttpsOnly,
  azureStorageNetworkOpen,
  azureKeyVaultPurgeProtection,
  azureKeyVaultNetworkOpen,
  azureDatabaseFirewallOpen,
  azureSqlServerTls,
  azureFlexibleServerPublic,
  azureDatabaseSecureTransport,
  azureRedisNonSslPort,
  azureRedisTls,
  azureAppServiceHttpsOnly,
  azureAppServiceTls,
  azureAppServiceFtp,
  azureAksRbac,
  azureAksApiServerOpen,
  azureAksNetworkPolicy,
  azureRoleDefinitionWildcard,
  azureRegistryAdminUser,
  azureVmPasswordLogin,
  azureSqlDatabaseEncryption,
  azureKeyVaultLogging,
  azureContainerAppImage,
  azureStateStorageVersioning,
  googleFirewallAdminOpen,
  googleFirewallDatabaseOpen,
  googleFirewallAllOpen,
  googleBucketPublic,
  googleBucketUniformAccess,
  googleBucketPublicAccessPrevention,
  googleSqlOpenNetwork,
  googleSqlSsl,
  googleSqlPublicIp,
  googleSqlBackups,
  googleSqlDeletionProtection,
  googleInstanceDefaultServiceAccount,
  googleInstanceSerialPort,
  googleProjectPrimitiveRole,
  googleResourcePublic,
  googleSubnetworkFlowLogs,
  googleGkeLegacyAbac,
  googleGkeMasterAuthorizedNetworks,
  googleGkeClientCertificate,
  googleKmsRotation,
  googleSslPolicyTls,
  googleRedisAuth,
  googleCloudRunImage,
  googleStateBucketVersioning,
  k8sPrivilegedContainer,
  k8sPrivilegeEscalation,
  k8sRunAsRootUser,
  k8sRunAsNonRoot,
  k8sHostNetwork,
  k8sHostPID,
  k8sHostIPC,
  k8sHostPath,
  k8sSensitiveHostPath,
  k8sDangerousCapabilities,
  k8sCapabilitiesNotDropped,
  k8sWritableRootFilesystem,
  k8sImageUnpinned,
  k8sMemoryLimit,
  k8sCpuLimit,
  k8sResourceRequests,
  k8sHostPort,
  k8sSeccompProfile,
  k8sRbacWildcard,
  k8sClusterAdminBinding,
  k8sRbacSecretsAccess,
  k8sIngressTls,
  terraformModuleUnpinned,
];

export const RULE_IDS: ReadonlySet<string> = new Set(RULES.map((r) => r.id));

export function securityFindings(files: readonly ParsedFile[], format: FormatId): Diagnostic[] {
  const targets: Target[] = [];
  const hcl = files.flatMap((f) => (f.kind === 'hcl' ? [f.hcl] : []));
  const broken = new Set(hcl.filter((h) => h.syntax.length).map((h) => dirOf(h.path)));
  const sound = hcl.filter((h) => !broken.has(dirOf(h.path)));
  const tfvars = files.flatMap((f) => (f.kind === 'tfvars' && !f.hcl.syntax.length ? [f.hcl] : []));
  if (sound.length) for (const m of terraformTargets(sound, tfvars)) targets.push(m.terraform, m.kubernetes);
  for (const f of files) {
    if (f.kind === 'yaml' && format === 'cloudformation') targets.push(cloudFormationTarget(f.docs[0]?.root, f.path));
    else if (f.kind === 'yaml' && format === 'kubernetes-yaml') targets.push(kubernetesTarget(f.docs, f.path));
    else if (f.kind === 'json' && format === 'cloudformation') targets.push(cloudFormationTarget(f.doc.root, f.path));
    else if (f.kind === 'json' && format === 'arm') targets.push(armTarget(f.doc.root, f.path));
    else if (f.kind === 'bicep' && !f.bicep.syntax.length) targets.push(bicepTarget(f.bicep, f.path));
  }
  return runRules(targets, RULES, format);
}
