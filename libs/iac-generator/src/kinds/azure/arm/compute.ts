/**
 * What the ARM writers of virtual machines, scale sets and apps share (Bicep is printed from the same).
 */
import { type Component } from '../../../model/types';
import { azName } from '../common';
import { vmSize } from '../settings';
import { machineImage } from '../images';
import { type azureStack } from '../../../model/runtimes';
import { type ArmContext, ArmExpr, armQuote } from '../../../render/azure/arm-context';
import { ownName, statedName } from '../naming';
import { autoscaleOf } from '../autoscale';
import { dataDisksOf, decide as decideDisk } from '../managed-disk/decide';
import { armPoolId, balancerOf } from '../lb/members';

/** The backend pool of the load balancer a machine or scale set is behind, and the dependency on it (lb/members.ts). */
function poolOf(c: Component, x: ArmContext) {
  const behind = balancerOf(c, x.plan);
  if (!behind) return { pools: {}, dependsOn: undefined };
  const pools = [armPoolId(behind)];
  return {
    pools: behind.gateway
      ? { applicationGatewayBackendAddressPools: pools }
      : { loadBalancerBackendAddressPools: pools },
    dependsOn: [x.symbol(behind.lb)],
  };
}

const orNone = <T>(list: T[]) => (list.length ? list : undefined);
import { sqlConnectionArm } from '../sql-connection';

/** VNet integration: the delegated subnet a web or function app sends its outbound traffic through. */
const integration = (c: Component, x: ArmContext) => {
  const s = c.ref.integration as Component | undefined;
  return s ? { virtualNetworkSubnetId: x.ref(x.symbol(s)) } : {};
};

/**
 * A Linux web or function app on its App Service plan: HTTPS only, a managed identity, VNet
 * integration when planned, its stack (`fx`), TLS 1.2 and FTP off; `siteConfig` adds what the app kind sets.
 */
export function linuxSite(
  c: Component,
  x: ArmContext,
  app: { prefix: string; kind: string; fx: string; siteConfig: Record<string, unknown> },
): void {
  const insights = c.ref.insights as Component | undefined;
  const own = (app.siteConfig.appSettings ?? []) as { name: string; value: unknown }[];
  const appSettings = [...own, ...telemetrySettings(x, insights)];
  x.resource(c, 'Microsoft.Web/sites', '2022-09-01', {
    name: statedName(c, 60, 'label') ?? x.unique(`${app.prefix}-${azName(c, 40)}`, '-'),
    location: x.location(),
    kind: app.kind,
    identity: { type: 'SystemAssigned' },
    properties: {
      serverFarmId: x.ref(x.symbol(c.ref.plan as Component)),
      httpsOnly: true,
      ...integration(c, x),
      siteConfig: {
        linuxFxVersion: app.fx,
        minTlsVersion: '1.2',
        ftpsState: 'Disabled',
        // All outbound traffic through the integration subnet (a site setting, as the published type has it).
        vnetRouteAllEnabled: c.ref.integration ? true : undefined,
        // The SQL database asked with it, signed in to as its managed identity (sql-connection.ts).
        connectionStrings: c.ref.sql ? [sqlConnectionArm(c, x)!] : undefined,
        ...app.siteConfig,
        appSettings: appSettings.length ? appSettings : undefined,
      },
    },
    dependsOn: insights ? [x.symbol(insights)] : undefined,
  });
}

/**
 * The app settings that send an app's telemetry to its Application Insights (its `insights` ref):
 * the component's connection string, and sign-in with the app's managed identity, since the
 * component takes no local keys (the identity is granted Monitoring Metrics Publisher on it).
 */
function telemetrySettings(x: ArmContext, insights: Component | undefined): { name: string; value: unknown }[] {
  if (!insights) return [];
  const symbol = x.symbol(insights);
  const name = x.nameOf(symbol, insights.id);
  const armName = typeof name === 'string' ? armQuote(name) : name.inner;
  const connection = new ArmExpr(
    `reference(resourceId('Microsoft.Insights/components', ${armName}), '2020-02-02').ConnectionString`,
    `${symbol}.properties.ConnectionString`,
  );
  return [
    { name: 'APPLICATIONINSIGHTS_CONNECTION_STRING', value: connection },
    { name: 'APPLICATIONINSIGHTS_AUTHENTICATION_STRING', value: 'Authorization=AAD' },
  ];
}

/** A function app's stack: .NET functions run in the isolated worker, which Linux names DOTNET-ISOLATED. */
export const functionFx = (stack: ReturnType<typeof azureStack>) => {
  return stack.worker === 'dotnet-isolated' ? `DOTNET-ISOLATED|${stack.version}` : stack.fx;
};

/** How the admin signs in: an SSH key on Linux (passwords off), a password supplied at deployment on Windows. */
function osProfile(c: Component, x: ArmContext, windows: boolean): Record<string, unknown> {
  const user = c.attrs.adminUser ?? (windows ? 'azureadmin' : 'azureuser');
  if (windows)
    return {
      adminUsername: user,
      adminPassword: x.param('adminPassword', {
        type: 'securestring',
        description: 'Password of the Windows admin user',
      }),
      windowsConfiguration: { enableAutomaticUpdates: true, provisionVMAgent: true },
    };
  return {
    adminUsername: user,
    linuxConfiguration: {
      disablePasswordAuthentication: true,
      ssh: {
        publicKeys: [
          {
            path: `/home/${user}/.ssh/authorized_keys`,
            keyData: x.param('adminSshPublicKey', {
              type: 'string',
              description: 'SSH public key of the admin user (password login is disabled)',
            }),
          },
        ],
      },
    },
  };
}

const osDisk = (c: Component) => ({
  createOption: 'FromImage',
  diskSizeGB: c.attrs.storageGb,
  managedDisk: { storageAccountType: 'Premium_LRS' },
});

export function machine(c: Component, x: ArmContext, windows: boolean): void {
  const { pools, dependsOn } = poolOf(c, x);
  const nic = x.resource(x.symbol(c, 'nic'), 'Microsoft.Network/networkInterfaces', '2023-09-01', {
    name: ownName(c, 'nic'),
    location: x.location(),
    properties: {
      ipConfigurations: [
        {
          name: 'internal',
          properties: {
            subnet: { id: x.ref(x.symbol(c.ref.subnet as Component)) },
            privateIPAllocationMethod: 'Dynamic',
            // Behind the request's load balancer: this IP configuration is in its backend pool.
            ...pools,
          },
        },
      ],
    },
    dependsOn,
  });
  const spot = c.attrs.flags.has('spot');
  x.resource(c, 'Microsoft.Compute/virtualMachines', '2023-09-01', {
    name: ownName(c, 'vm', 53),
    location: x.location(),
    zones: c.attrs.zoneNumbers?.slice(0, 1),
    identity: { type: 'SystemAssigned' },
    tags: x.tags(c),
    properties: {
      hardwareProfile: { vmSize: vmSize(c, windows ? 'Standard_D2s_v5' : 'Standard_B2s') },
      // No encryption at host: it fails unless the subscription registered the EncryptionAtHost feature,
      // and the platform already encrypts managed disks at rest.
      priority: spot ? 'Spot' : undefined,
      evictionPolicy: spot ? 'Deallocate' : undefined,
      billingProfile: spot ? { maxPrice: -1 } : undefined,
      osProfile: { computerName: azName(c, 15), ...osProfile(c, x, windows) },
      storageProfile: {
        imageReference: machineImage(c),
        osDisk: osDisk(c),
        // The disks asked with it, attached (the managed-disk writer makes each).
        dataDisks: orNone(
          dataDisksOf(c, x.plan).map((d, lun) => ({
            lun,
            createOption: 'Attach',
            caching: 'ReadWrite',
            managedDisk: { id: x.ref(x.symbol(d)) },
          })),
        ),
      },
      networkProfile: { networkInterfaces: [{ id: x.ref(nic) }] },
    },
  });
}

export function scaleSet(c: Component, x: ArmContext, windows: boolean): void {
  const { pools, dependsOn } = poolOf(c, x);
  x.resource(c, 'Microsoft.Compute/virtualMachineScaleSets', '2023-09-01', {
    name: ownName(c, 'vmss', 55),
    location: x.location(),
    zones: c.attrs.zoneNumbers,
    sku: {
      name: vmSize(c, windows ? 'Standard_D2s_v5' : 'Standard_B2s'),
      capacity: c.attrs.desired ?? c.attrs.min ?? 2,
    },
    identity: { type: 'SystemAssigned' },
    properties: {
      upgradePolicy: { mode: 'Manual' },
      virtualMachineProfile: {
        osProfile: { computerNamePrefix: azName(c, 9), ...osProfile(c, x, windows) },
        priority: c.attrs.flags.has('spot') ? 'Spot' : undefined,
        evictionPolicy: c.attrs.flags.has('spot') ? 'Delete' : undefined,
        storageProfile: {
          imageReference: machineImage(c),
          osDisk: osDisk(c),
          // The data disks asked with it: each instance gets its own (a scale set takes no separate disk).
          dataDisks: orNone(
            dataDisksOf(c, x.plan).map((d, lun) => {
              const { sku, sizeGb } = decideDisk(d);
              return {
                lun,
                createOption: 'Empty',
                caching: 'ReadWrite',
                diskSizeGB: sizeGb,
                managedDisk: { storageAccountType: sku },
              };
            }),
          ),
        },
        networkProfile: {
          networkInterfaceConfigurations: [
            {
              name: 'nic',
              properties: {
                primary: true,
                ipConfigurations: [
                  {
                    name: 'internal',
                    properties: {
                      subnet: { id: x.ref(x.symbol(c.ref.subnet as Component)) },
                      // Behind the request's load balancer: every instance is in its backend pool.
                      ...pools,
                    },
                  },
                ],
              },
            },
          ],
        },
      },
    },
    dependsOn,
  });
  const scale = autoscaleOf(c);
  if (!scale) return;
  const vmss = x.ref(x.symbol(c));
  const rule = (
    direction: 'Increase' | 'Decrease',
    operator: string,
    threshold: number,
    window: string,
    step: number,
  ) => ({
    metricTrigger: {
      metricName: 'Percentage CPU',
      metricResourceUri: vmss,
      timeGrain: 'PT1M',
      statistic: 'Average',
      timeWindow: window,
      timeAggregation: 'Average',
      operator,
      threshold,
    },
    scaleAction: { direction, type: 'ChangeCount', value: String(step), cooldown: 'PT5M' },
  });
  x.resource(x.symbol(c, 'autoscale'), 'Microsoft.Insights/autoscalesettings', '2022-10-01', {
    name: ownName(c, 'autoscale', 60),
    location: x.location(),
    properties: {
      enabled: true,
      targetResourceUri: vmss,
      profiles: [
        {
          name: 'default',
          capacity: { minimum: String(scale.min), maximum: String(scale.max), default: String(scale.initial) },
          rules: scale.cpu
            ? [
                rule('Increase', 'GreaterThan', scale.cpu.out, scale.cpu.window, scale.cpu.outStep),
                rule('Decrease', 'LessThan', scale.cpu.in, scale.cpu.window, scale.cpu.inStep),
              ]
            : [],
        },
      ],
    },
  });
}
