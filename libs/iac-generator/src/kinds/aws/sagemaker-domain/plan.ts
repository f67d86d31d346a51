import { type Needs } from '../../../plan/needs';
import { kmsFor, network } from '../common';
import { sagemakerExecutionRole } from '../sagemaker';

export const needs: Needs = (c, plan) => {
  network(c, plan);
  sagemakerExecutionRole(c, plan);
  kmsFor(c, plan);
};
