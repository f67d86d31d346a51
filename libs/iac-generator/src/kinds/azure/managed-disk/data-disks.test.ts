/**
 * A disk asked with a machine is its data disk: a virtual machine's is attached to it (Terraform's
 * data disk attachment, ARM/Bicep storageProfile.dataDisks with Attach); a scale set's is written in
 * the scale set's own definition, one per instance of the size asked, with no separate disk (which no
 * scale set could use). Read back with each format's parser and checked (zero errors).
 */
import { generated, of } from '../../../testing/resources';

const SCALE_SET = 'a Linux VM scale set of 3 Standard_D2s_v3 instances, each with a 128 GB data disk';
const MACHINE = 'a Linux virtual machine Standard_B2s with a 256 GB data disk';

describe('data disks of machines', () => {
  it('terraform-azurerm: a scale set writes its data disk inline', async () => {
    const { resources, errors } = await generated(SCALE_SET, 'terraform-azurerm');
    expect(errors).toEqual([]);
    expect(of(resources, 'azurerm_managed_disk')).toEqual([]);
    const [set] = of(resources, 'azurerm_linux_virtual_machine_scale_set');
    expect(set.body.data_disk).toMatchObject({ lun: 0, disk_size_gb: 128, create_option: 'Empty' });
  });

  it.each(['arm', 'bicep'] as const)('%s: a scale set writes its data disk inline', async (format) => {
    const { resources, errors } = await generated(SCALE_SET, format);
    expect(errors).toEqual([]);
    expect(of(resources, 'Microsoft.Compute/disks')).toEqual([]);
    const [set] = of(resources, 'Microsoft.Compute/virtualMachineScaleSets');
    const profile = (set.body.properties as { virtualMachineProfile: { storageProfile: { dataDisks: unknown[] } } })
      .virtualMachineProfile.storageProfile;
    expect(profile.dataDisks).toEqual([expect.objectContaining({ lun: 0, diskSizeGB: 128, createOption: 'Empty' })]);
  });

  it('terraform-azurerm: a virtual machine has its disk attached', async () => {
    const { resources, errors } = await generated(MACHINE, 'terraform-azurerm');
    expect(errors).toEqual([]);
    expect(of(resources, 'azurerm_managed_disk')[0].body.disk_size_gb).toBe(256);
    expect(of(resources, 'azurerm_virtual_machine_data_disk_attachment')).toHaveLength(1);
  });

  it.each(['arm', 'bicep'] as const)('%s: a virtual machine has its disk attached', async (format) => {
    const { resources, errors } = await generated(MACHINE, format);
    expect(errors).toEqual([]);
    expect(of(resources, 'Microsoft.Compute/disks')).toHaveLength(1);
    const [vm] = of(resources, 'Microsoft.Compute/virtualMachines');
    const profile = (vm.body.properties as { storageProfile: { dataDisks: unknown[] } }).storageProfile;
    expect(profile.dataDisks).toEqual([expect.objectContaining({ lun: 0, createOption: 'Attach' })]);
  });

  it('a zonal machine has its disk made in its zone', async () => {
    const { resources, errors } = await generated('a Linux VM in zone 2 with a 128 GB data disk', 'terraform-azurerm');
    expect(errors).toEqual([]);
    expect(of(resources, 'azurerm_managed_disk')[0].body.zone).toBe('2');
  });

  it('a disk asked alone stays a disk of its own', async () => {
    const { resources } = await generated('a 512 GB premium managed disk', 'terraform-azurerm');
    expect(of(resources, 'azurerm_managed_disk')[0].body.disk_size_gb).toBe(512);
    expect(of(resources, 'azurerm_virtual_machine_data_disk_attachment')).toEqual([]);
  });
});
