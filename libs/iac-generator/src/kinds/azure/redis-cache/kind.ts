import { type Kind } from '../../kind';
import { inGroup } from '../common';

export const kind: Kind = {
  kind: 'azure.redis_cache',
  label: 'main',
  title: 'Azure Cache for Redis',
  needs: inGroup,
};
