/**
 * Azure compute and network written in every Azure format: Bastion with its own subnet and
 * address, Front Door with a Private Link origin and a WAF policy, application gateway SKUs and
 * autoscaling, scale sets by count and size with the operating system's image, Windows machines,
 * AKS system pools, zones, network plugin mode and spot user pools, registry geo-replication, App
 * Service instance counts, Static Web Apps and built-in roles by name. Each case reads the code back
 * with the format's parser and checks it with checked output (zero errors).
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of, type Resource, type SettingCase } from '../../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[];

/** The resources of a type, whatever the format; ARM bodies hold the whole resource. */
const props = (r: Resource, path: string) => at(r.body, path);

const CASES: SettingCase[] = [
  {
    prompt: 'A scale set running 5 x Standard_D4s_v5 on Debian 12 with a 100 GB OS disk',
    format: 'terraform-azurerm',
    type: 'azurerm_linux_virtual_machine_scale_set',
    expect: {
      instances: 5,
      sku: 'Standard_D4s_v5',
      'source_image_reference.publisher': 'Debian',
      'source_image_reference.sku': '12-gen2',
      'os_disk.disk_size_gb': 100,
    },
  },
  {
    prompt: 'A VMSS with 4 instances of Standard_B2ms on Ubuntu 20.04 spread over zones 1 and 2',
    format: 'bicep',
    type: 'Microsoft.Compute/virtualMachineScaleSets',
    expect: {
      'sku.capacity': 4,
      'sku.name': 'Standard_B2ms',
      zones: ['1', '2'],
      'properties.virtualMachineProfile.storageProfile.imageReference.sku': '20_04-lts-gen2',
    },
  },
  {
    prompt: 'A Windows Server 2019 virtual machine, Standard_D2s_v5, with a 200 GB OS disk',
    format: 'arm',
    type: 'Microsoft.Compute/virtualMachines',
    expect: {
      'properties.storageProfile.imageReference.publisher': 'MicrosoftWindowsServer',
      'properties.storageProfile.imageReference.sku': '2019-datacenter-gensecond',
      'properties.storageProfile.osDisk.diskSizeGB': 200,
    },
  },
  {
    prompt: 'A Windows Server 2025 VM for the build agent',
    format: 'terraform-azurerm',
    type: 'azurerm_windows_virtual_machine',
    expect: { 'source_image_reference.sku': '2025-datacenter-azure-edition' },
  },
  {
    prompt: 'An application gateway, Standard_v2, autoscaling between 4 and 9 instances',
    format: 'terraform-azurerm',
    type: 'azurerm_application_gateway',
    expect: {
      'sku.name': 'Standard_v2',
      'autoscale_configuration.min_capacity': 4,
      'autoscale_configuration.max_capacity': 9,
    },
  },
  {
    prompt: 'An app gateway in detection mode that scales from 3 to 7 instances',
    format: 'arm',
    type: 'Microsoft.Network/applicationGateways',
    expect: {
      'properties.autoscaleConfiguration.minCapacity': 3,
      'properties.autoscaleConfiguration.maxCapacity': 7,
      'properties.webApplicationFirewallConfiguration.firewallMode': 'Detection',
    },
  },
  {
    prompt: 'An AKS cluster with a system node pool of 4 Standard_D8s_v5 nodes across zones 1, 2 and 3, using kubenet',
    format: 'terraform-azurerm',
    type: 'azurerm_kubernetes_cluster',
    expect: {
      'default_node_pool.node_count': 4,
      'default_node_pool.vm_size': 'Standard_D8s_v5',
      'default_node_pool.zones': ['1', '2', '3'],
      'network_profile.network_plugin': 'kubenet',
      'network_profile.network_policy': 'calico',
    },
  },
  {
    prompt: 'AKS:\n- system pool 2x Standard_E4s_v5 over zones 1-3\n- Azure CNI Overlay',
    format: 'bicep',
    type: 'Microsoft.ContainerService/managedClusters',
    expect: {
      'properties.agentPoolProfiles.0.count': 2,
      'properties.agentPoolProfiles.0.vmSize': 'Standard_E4s_v5',
      'properties.agentPoolProfiles.0.availabilityZones': ['1', '2', '3'],
      'properties.networkProfile.networkPluginMode': 'overlay',
    },
  },
  {
    prompt: 'A Kubernetes cluster on AKS plus a user pool on spot VMs that scales from 1 to 6',
    format: 'arm',
    type: 'Microsoft.ContainerService/managedClusters/agentPools',
    expect: {
      'properties.scaleSetPriority': 'Spot',
      'properties.scaleSetEvictionPolicy': 'Delete',
      'properties.minCount': 1,
      'properties.maxCount': 6,
    },
  },
  {
    prompt: 'A Linux web app running Java 17 on an S1 plan with 3 instances',
    format: 'terraform-azurerm',
    type: 'azurerm_service_plan',
    expect: { sku_name: 'S1', worker_count: 3 },
  },
  {
    prompt: 'An App Service plan P2v3 with 4 workers',
    format: 'bicep',
    type: 'Microsoft.Web/serverfarms',
    expect: { 'sku.name': 'P2v3', 'sku.capacity': 4 },
  },
  {
    prompt:
      'A Static Web App on the Standard plan from the repository contoso/handbook, branch docs; the app location is /site and the output location is out',
    format: 'arm',
    type: 'Microsoft.Web/staticSites',
    expect: {
      'sku.name': 'Standard',
      'properties.repositoryUrl': 'https://github.com/contoso/handbook',
      'properties.branch': 'docs',
      'properties.buildProperties.appLocation': '/site',
      'properties.buildProperties.outputLocation': 'out',
    },
  },
  {
    prompt: 'A Static Web App, Free tier, for GitHub repo contoso/brochure (preview branch)',
    format: 'terraform-azurerm',
    type: 'azurerm_static_web_app',
    expect: {
      sku_tier: 'Free',
      repository_url: 'https://github.com/contoso/brochure',
      repository_branch: 'preview',
    },
  },
];

describe('Azure compute and network settings are written in every Azure format', () => {
  it.each(CASES.map((c) => [`${c.format}: ${c.prompt} -> ${c.type}`, c] as const))('%s', async (_name, c) => {
    const { resources, errors } = await generated(c.prompt, c.format);
    expect(errors).toEqual([]);
    const found = of(resources, c.type);
    expect(found.length).toBeGreaterThan(0);
    for (const [path, value] of Object.entries(c.expect)) expect([path, props(found[0], path)]).toEqual([path, value]);
  });
});

describe('Azure services asked for are written, never dropped or substituted', () => {
  it.each(AZURE)('%s: a bastion host gets AzureBastionSubnet, a public IP and the host', async (format) => {
    const { resources, errors, result } = await generated(
      'A virtual network 10.40.0.0/16 with a Basic Azure Bastion',
      format,
    );
    expect(errors).toEqual([]);
    expect(result.notCovered).toEqual([]);
    const tf = format === 'terraform-azurerm';
    const host = of(resources, tf ? 'azurerm_bastion_host' : 'Microsoft.Network/bastionHosts');
    expect(host).toHaveLength(1);
    expect(props(host[0], tf ? 'sku' : 'sku.name')).toBe('Basic');
    const subnets = of(resources, tf ? 'azurerm_subnet' : 'Microsoft.Network/virtualNetworks/subnets');
    const names = subnets.map((s) => String(props(s, 'name')));
    expect(names.some((n) => /(^|\/)AzureBastionSubnet'?$/.test(n))).toBe(true);
    expect(of(resources, tf ? 'azurerm_public_ip' : 'Microsoft.Network/publicIPAddresses')).toHaveLength(1);
  });

  it.each(AZURE)('%s: Front Door reaches an internal load balancer over Private Link, behind a WAF', async (format) => {
    const { resources, errors, result } = await generated(
      'Azure Front Door with a WAF policy, its origin being an internal load balancer reached over Private Link',
      format,
    );
    expect(errors).toEqual([]);
    expect(result.notCovered).toEqual([]);
    const tf = format === 'terraform-azurerm';
    if (tf) {
      expect(
        at(of(resources, 'azurerm_cdn_frontdoor_origin')[0].body, 'private_link.private_link_target_id'),
      ).toBeDefined();
      expect(of(resources, 'azurerm_private_link_service')).toHaveLength(1);
      expect(of(resources, 'azurerm_cdn_frontdoor_firewall_policy')).toHaveLength(1);
      expect(
        at(of(resources, 'azurerm_cdn_frontdoor_security_policy')[0].body, 'security_policies.firewall'),
      ).toBeDefined();
      expect(at(of(resources, 'azurerm_cdn_frontdoor_profile')[0].body, 'sku_name')).toBe('Premium_AzureFrontDoor');
    } else {
      const origin = of(resources, 'Microsoft.Cdn/profiles/originGroups/origins')[0];
      expect(props(origin, 'properties.sharedPrivateLinkResource.privateLink.id')).toBeDefined();
      expect(of(resources, 'Microsoft.Network/privateLinkServices')).toHaveLength(1);
      expect(of(resources, 'Microsoft.Network/FrontDoorWebApplicationFirewallPolicies')).toHaveLength(1);
      expect(props(of(resources, 'Microsoft.Cdn/profiles/securityPolicies')[0], 'properties.parameters.type')).toBe(
        'WebApplicationFirewall',
      );
    }
  });

  it.each(AZURE)('%s: a web app origin is reached over Private Link to its sites endpoint', async (format) => {
    const { resources, errors, result } = await generated(
      'Front Door in front of a Python web app, the origin reached over Private Link',
      format,
    );
    expect(errors).toEqual([]);
    expect(result.notCovered).toEqual([]);
    if (format === 'terraform-azurerm')
      expect(at(of(resources, 'azurerm_cdn_frontdoor_origin')[0].body, 'private_link.target_type')).toBe('sites');
    else
      expect(
        props(
          of(resources, 'Microsoft.Cdn/profiles/originGroups/origins')[0],
          'properties.sharedPrivateLinkResource.groupId',
        ),
      ).toBe('sites');
  });

  it.each(AZURE)("%s: a WAF policy beside an application gateway is the gateway's policy", async (format) => {
    const { resources, errors } = await generated('An application gateway with a WAF policy in detection mode', format);
    expect(errors).toEqual([]);
    const tf = format === 'terraform-azurerm';
    const policy = of(
      resources,
      tf
        ? 'azurerm_web_application_firewall_policy'
        : 'Microsoft.Network/ApplicationGatewayWebApplicationFirewallPolicies',
    );
    expect(policy).toHaveLength(1);
    expect(props(policy[0], tf ? 'policy_settings.mode' : 'properties.policySettings.mode')).toBe('Detection');
    const gateway = of(resources, tf ? 'azurerm_application_gateway' : 'Microsoft.Network/applicationGateways')[0];
    expect(props(gateway, tf ? 'firewall_policy_id' : 'properties.firewallPolicy.id')).toBeDefined();
  });

  it.each(AZURE)('%s: a Windows Server scale set signs in with a password, not an SSH key', async (format) => {
    const { resources, errors } = await generated('A scale set of 2 x Standard_D4s_v5 on Windows Server 2022', format);
    expect(errors).toEqual([]);
    const tf = format === 'terraform-azurerm';
    const vmss = of(
      resources,
      tf ? 'azurerm_windows_virtual_machine_scale_set' : 'Microsoft.Compute/virtualMachineScaleSets',
    );
    expect(vmss).toHaveLength(1);
    const profile = tf ? vmss[0].body : (props(vmss[0], 'properties.virtualMachineProfile.osProfile') as object);
    expect(at(profile, tf ? 'admin_password' : 'adminPassword')).toBeDefined();
    expect(at(profile, tf ? 'admin_ssh_key' : 'linuxConfiguration')).toBeUndefined();
  });

  it.each(AZURE)('%s: a gateway in front of an existing web app does not create the app or a plan', async (format) => {
    const { resources, errors } = await generated(
      'An application gateway that autoscales from 2 to 4 instances in front of our existing App Service web app',
      format,
    );
    expect(errors).toEqual([]);
    // The app is referred to (a Bicep `existing` resource holds only its name), never written.
    const written = resources.filter((r) => Object.keys(r.body).some((k) => k !== 'name'));
    expect(written.some((r) => /web_app|service_plan|Microsoft\.Web\//.test(r.type))).toBe(false);
  });

  it.each(AZURE)('%s: "N x size" beside a scale set is its instance count, never a VM as well', async (format) => {
    const { resources, errors } = await generated('A VM scale set, 3 x Standard_D2s_v5, Ubuntu 22.04', format);
    expect(errors).toEqual([]);
    const tf = format === 'terraform-azurerm';
    expect(of(resources, tf ? 'azurerm_linux_virtual_machine' : 'Microsoft.Compute/virtualMachines')).toHaveLength(0);
    const vmss = of(
      resources,
      tf ? 'azurerm_linux_virtual_machine_scale_set' : 'Microsoft.Compute/virtualMachineScaleSets',
    );
    expect(props(vmss[0], tf ? 'instances' : 'sku.capacity')).toBe(3);
    const sku = tf
      ? 'source_image_reference.sku'
      : 'properties.virtualMachineProfile.storageProfile.imageReference.sku';
    expect(props(vmss[0], sku)).toBe('22_04-lts-gen2');
  });

  it.each(AZURE)('%s: a registry is copied to the regions stated, none of them its home', async (format) => {
    const { resources, errors } = await generated(
      'A Premium container registry geo-replicated to westeurope and japaneast',
      format,
    );
    expect(errors).toEqual([]);
    if (format === 'terraform-azurerm') {
      const registry = of(resources, 'azurerm_container_registry')[0];
      const copies = [at(registry.body, 'georeplications')].flat() as Record<string, unknown>[];
      expect(copies.map((g) => g.location)).toEqual(['westeurope', 'japaneast']);
    } else {
      const copies = of(resources, 'Microsoft.ContainerRegistry/registries/replications');
      expect(copies.map((r) => props(r, 'location'))).toEqual(['westeurope', 'japaneast']);
    }
  });

  it.each(AZURE)(
    '%s: roles are granted by name (Terraform) or built-in definition id (ARM, Bicep) on the resource named',
    async (format) => {
      const { resources, errors, result } = await generated(
        'A managed identity with the Key Vault Secrets User role on a key vault',
        format,
      );
      expect(errors).toEqual([]);
      const tf = format === 'terraform-azurerm';
      const grant = of(resources, tf ? 'azurerm_role_assignment' : 'Microsoft.Authorization/roleAssignments')[0];
      expect(grant).toBeDefined();
      // Bicep reads the id back as a call: the code itself must carry the definition id.
      const code = result.files.map((f) => f.content).join('\n');
      if (tf) expect(props(grant, 'role_definition_name')).toBe('Key Vault Secrets User');
      else expect(code).toMatch(/roleDefinitions\/?'?,? ?'?4633458b-17de-408a-b874-0445c86b69e6/);
      if (tf) expect(String(props(grant, 'scope'))).toContain('azurerm_key_vault');
    },
  );
});
