import { type Component } from '../../../model/types';
import { type CfnContext } from '../../../render/cloudformation/context';

/** Writes one AWS component as CloudFormation resources. Kinds without one are reported as not covered. */
export type CfnWriter = (c: Component, x: CfnContext) => void;
