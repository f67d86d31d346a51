import { type CodeLanguage } from '@infragen/contracts';
import { type Component } from '../model/types';
import { type Expr, type HclBlock } from '../model/hcl';
import { type WrittenResource } from './placed-values';

interface RenderedFile {
  path: string;
  content: string;
  language: CodeLanguage;
}

/** A Terraform rendering's blocks before they are laid out as files, so several clouds' can share one module. */
export interface TerraformParts {
  required: Record<string, { source: string; version: string }>;
  providerBlocks: HclBlock[];
  datas: HclBlock[];
  resources: HclBlock[];
  variables: HclBlock[];
  outputs: HclBlock[];
  extraFiles: { path: string; content: string }[];
  /** Values offered to another cloud's part for its inputs, by variable name (render/terraform/far-ends.ts). */
  offers?: Record<string, Expr>;
}

export interface RenderOutput {
  files: RenderedFile[];
  /** For each component, the resources written for it (addresses or logical ids). */
  produced: Map<Component, string[]>;
  /** The blocks of a Terraform rendering (Terraform targets only). */
  terraform?: TerraformParts;
  /** The resources of a CloudFormation, ARM, Bicep or Kubernetes YAML rendering, as objects (placed values are read there). */
  written?: WrittenResource[];
}
