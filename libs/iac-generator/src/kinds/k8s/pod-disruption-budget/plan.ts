import { type Needs } from '../../../plan/needs';
import { selectedWorkload } from '../common';
import { namedAfter } from '../policy';

export const needs: Needs = (c, plan) => void namedAfter(c, selectedWorkload(c, plan, 'the pods the budget protects'));
