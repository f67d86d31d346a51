import { type ArmWriter, ArmExpr, armQuote } from '../../../render/azure/arm-context';
import { federationsOf } from '../federation';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const identity = x.resource(c, 'Microsoft.ManagedIdentity/userAssignedIdentities', '2023-01-31', {
      name: ownName(c, 'id'),
      location: x.location(),
    });
    // Signs in as this identity with no secret: only tokens of this issuer for this subject.
    federationsOf(c).forEach((f, i) => {
      const cluster = f.cluster && x.symbol(f.cluster);
      const clusterName = cluster && x.nameOf(cluster, cluster);
      const armName = typeof clusterName === 'string' ? armQuote(clusterName) : clusterName?.inner;
      x.resource(
        x.symbol(c, `federation${i ? i + 1 : ''}`),
        'Microsoft.ManagedIdentity/userAssignedIdentities/federatedIdentityCredentials',
        '2023-01-31',
        {
          name: x.under(c, ownName(c, 'id'), f.name),
          properties: {
            issuer: cluster
              ? new ArmExpr(
                  `reference(resourceId('Microsoft.ContainerService/managedClusters', ${armName}), '2024-02-01').oidcIssuerProfile.issuerURL`,
                  `${cluster}.properties.oidcIssuerProfile.issuerURL`,
                )
              : f.issuer,
            subject: f.subject,
            audiences: ['api://AzureADTokenExchange'],
          },
          dependsOn: [identity, ...(cluster ? [cluster] : [])],
        },
      );
    });
  },
};
