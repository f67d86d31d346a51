import { type Needs } from '../../../plan/needs';
import { inNamespace } from '../common';

export const needs: Needs = (_c, plan) => void inNamespace(plan);
