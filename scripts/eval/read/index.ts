/**
 * The resources of a generator's files, read the way the format is written: HCL for the Terraform
 * formats, CloudFormation YAML/JSON, ARM JSON, Bicep, Kubernetes YAML.
 */
import { type FormatId } from '@infragen/contracts';
import { type OutputFile, type ReadResult } from '../types';
import { readArm } from './arm';
import { readBicep } from './bicep';
import { readCloudFormation } from './cloudformation';
import { readHcl } from './hcl';
import { readKubernetes } from './kubernetes';

export async function readResources(files: readonly OutputFile[], format: FormatId): Promise<ReadResult> {
  switch (format) {
    case 'cloudformation':
      return readCloudFormation(files);
    case 'arm':
      return readArm(files);
    case 'bicep':
      return readBicep(files);
    case 'kubernetes-yaml':
      return readKubernetes(files);
    default:
      return readHcl(files);
  }
}
