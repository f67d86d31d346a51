/**
 * What each target writes by default, item by item, said at the end of the built-in generator's
 * explanation: only the items about what the files write, and that the files do not contradict, are
 * said (a public blob access asked for takes out "no public blob access"). Part of GeneratorMessages.
 */
export const SECURE_DEFAULT_ITEMS = {
  k8s: {
    nonRoot: 'non-root',
    readOnlyRoot: 'read-only root filesystem',
    noEscalation: 'no privilege escalation',
    capabilitiesDropped: 'all capabilities dropped',
    requestsLimits: 'requests and limits',
    probes: 'probes',
    noTokens: 'no mounted API tokens',
    defaultDeny:
      'default deny of incoming traffic in a new namespace (each workload still reached on the port it serves)',
    restricted:
      'restricted pod security (privileged only where pods asked to use the network or directories of their node)',
    noSecretValues: 'secret values never written',
  },
  azure: {
    tls: 'HTTPS and TLS 1.2 only',
    noPublicBlobs: 'no public blob access',
    privateNetworking: 'private networking',
    entraSignIn: 'managed identities and Entra ID sign-in instead of keys',
    secretsInVault: 'secrets in Key Vault (never in code)',
    purgeProtection: 'purge protection',
  },
  awsTerraform: {
    encryption: 'encryption at rest',
    nothingPublic: 'nothing public unless asked',
    passwords: 'generated or AWS-managed passwords',
    leastPrivilege: 'least-privilege roles',
  },
  awsCloudFormation: {
    encryption: 'encryption at rest',
    nothingPublic: 'nothing public unless asked',
    passwords: 'RDS-managed or generated passwords resolved from Secrets Manager (never in the template)',
    tlsBuckets: 'TLS-only bucket policies',
    leastPrivilege: 'least-privilege roles',
    retain: 'Retain/Snapshot deletion policies for data',
  },
  gcp: {
    uniformBuckets: 'uniform bucket access with public access prevention',
    privateSql: 'private IP and TLS for Cloud SQL',
    noPublicVmIps: 'no public VM IPs',
    osLogin: 'OS Login',
    shielded: 'Shielded VMs',
    serviceAccounts: 'dedicated service accounts',
    deletionProtection: 'deletion protection',
    sensitiveSecrets: 'secrets from sensitive variables',
  },
} as const;
