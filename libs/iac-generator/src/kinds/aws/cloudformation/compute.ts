/** EC2 instances, launch templates, Auto Scaling, volumes, and the ECS/EKS container platforms. */
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { windowsRelease } from '../windows';
import { givenAmi } from '../given-ami';

// The latest Amazon Linux 2023 image, resolved at deploy time from the public SSM parameter.
const AMI = '{{resolve:ssm:/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64}}';

/** The image: the id given, else the Ubuntu release asked for, else the latest Amazon Linux 2023, both resolved at deploy time. */
export function amiFor(c: Component): string {
  const given = givenAmi(c);
  if (given) return given;
  const windows = windowsRelease(c);
  if (windows) return `{{resolve:ssm:/aws/service/ami-windows-latest/Windows_Server-${windows}-English-Full-Base}}`;
  if (!/ubuntu/i.test(c.attrs.os ?? '')) return AMI;
  const release = { '20.04': 'focal/20.04', '22.04': 'jammy/22.04' }[c.attrs.osVersion ?? ''] ?? 'noble/24.04';
  return `{{resolve:ssm:/aws/service/canonical/ubuntu/server/${release.split('/')[1]}/stable/current/amd64/hvm/ebs-gp3/ami-id}}`;
}

export const metadataOptions = { HttpTokens: 'required', HttpEndpoint: 'enabled', HttpPutResponseHopLimit: 1 };

export const COMPUTE_CLOUDFORMATION: Record<string, CloudFormationWriter> = {};
