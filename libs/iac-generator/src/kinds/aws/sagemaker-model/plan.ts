import { type Needs } from '../../../plan/needs';
import { sagemakerExecutionRole } from '../sagemaker';

export const needs: Needs = sagemakerExecutionRole;
