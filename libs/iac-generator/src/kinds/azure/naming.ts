/**
 * Names of Azure resources that need not be globally unique: the name the request gave one, as
 * given (in Azure's spelling); else the resource type's usual prefix before its label ("log-main").
 */
import { type Component } from '../../model/types';
import { azName } from './common';

export const ownName = (c: Component, prefix: string, max = 60): string =>
  c.name ? azName(c, max) : `${prefix}-${azName(c, max - prefix.length - 1)}`;
