/**
 * Servers and their scaling as hashicorp/aws resources: EC2, launch templates, Auto Scaling, fleets, Lightsail, Elastic
 * Beanstalk.
 */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { ec2Type } from '../settings';
import { windowsRelease } from '../windows';
import { givenAmi } from '../given-ami';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';

const UBUNTU_CODENAMES: Record<string, string> = {
  '20.04': 'focal-20.04',
  '22.04': 'jammy-22.04',
  '24.04': 'noble-24.04',
};

function ami(x: TfContext, c: Component): string {
  const windows = windowsRelease(c);
  if (windows)
    return x.data('aws_ami', `windows_${windows}`, {
      most_recent: true,
      owners: ['amazon'],
      filter: [block({ name: 'name', values: [`Windows_Server-${windows}-English-Full-Base-*`] })],
    });
  const ubuntu = /ubuntu/.test(String(c.attrs.os ?? c.config.os ?? '')) || x.plan.global.image === 'ubuntu';
  if (ubuntu) {
    const release = UBUNTU_CODENAMES[c.attrs.osVersion ?? '24.04'] ?? 'noble-24.04';
    const label = `ubuntu_${release.split('-')[0]}`;
    return x.data('aws_ami', label, {
      most_recent: true,
      owners: ['099720109477'],
      filter: [block({ name: 'name', values: [`ubuntu/images/hvm-ssd*/ubuntu-${release}-amd64-server-*`] })],
    });
  }
  return x.data('aws_ami', 'amazon_linux', {
    most_recent: true,
    owners: ['amazon'],
    filter: [
      block({ name: 'name', values: ['al2023-ami-2023.*-x86_64'] }),
      block({ name: 'virtualization-type', values: ['hvm'] }),
    ],
  });
}

/** The image id: the one the request gave, else the data source's lookup of the latest image. */
export const imageId = (x: TfContext, c: Component) => givenAmi(c) ?? expr(`${ami(x, c)}.id`);

const instanceType = (c: Component) => ec2Type(c);

/**
 * What servers launch from, the same for a launch template and a launch configuration: their name
 * prefix, the image (a data source looked up here) and the instance type.
 */
export function launchFrom(x: TfContext, c: Component) {
  return { name_prefix: `${givenName(c)}-`, image_id: imageId(x, c), instance_type: instanceType(c) };
}

/** Spot capacity, when the request asked for it. */
export const spotMarket = (c: Component) =>
  c.attrs.flags.has('spot')
    ? block({ market_type: 'spot', spot_options: block({ spot_instance_type: 'one-time' }) })
    : undefined;

export const COMPUTE_TERRAFORM: Record<string, TerraformWriter> = {};
