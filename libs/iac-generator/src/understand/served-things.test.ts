/**
 * What a resource is said to be for, in general ("for VMs") or as the user's own ("for our VM"), is
 * what it serves: never a new thing to create. Counted or introduced things stay things of their own.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const kinds = (prompt: string, cloud: Cloud) => understand(prompt, cloud).mentions.map((m) => `${m.kind} x${m.count}`);
const unread = (prompt: string, cloud: Cloud) => understand(prompt, cloud).unread.map((n) => n.text);

describe('the things a resource serves', () => {
  it('creates no machines for a policy or a role said to be for them', () => {
    expect(kinds('a weekly backup policy for Linux VMs', 'azure')).toEqual(['azure.recovery_services_vault x1']);
    expect(kinds('an IAM role for EC2 instances that reads one bucket', 'aws')).not.toContain('aws.instance x1');
    expect(kinds('Cloud NAT for our private VM', 'gcp')).toEqual(['gcp.router_nat x1']);
  });

  it('says those words as not read, with the words that describe them', () => {
    expect(unread('a weekly backup policy for Linux VMs', 'azure')).toContain('Linux VMs');
  });

  it('keeps things that are counted or introduced', () => {
    expect(kinds('a load balancer for two VMs', 'azure')).toContain('azure.linux_virtual_machine x2');
    expect(kinds('a load balancer in front of a VM', 'aws')).toContain('aws.instance x1');
  });

  it('keeps a thing of the resource own kind as the resource itself', () => {
    expect(new Set(kinds('a storage account for our data lake', 'azure'))).toEqual(
      new Set(['azure.storage_account x1']),
    );
    expect(unread('a storage account for our data lake', 'azure')).toEqual([]);
  });
});
