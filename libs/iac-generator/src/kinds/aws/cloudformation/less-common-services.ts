/** What the CloudFormation writers of less common AWS services share. */
import { type Component } from '../../../model/types';
import { givenName } from '../../../model/names';

export const safe = (c: Component, max: number, re = /[^A-Za-z0-9-]/g) => givenName(c).replace(re, '-').slice(0, max);
