import { emptyAttrs } from '../../model/types';
import { type Mention } from '../intent';
import { operationOf } from './operations';
import { fold } from './values';

const site = (source: { repository?: string; branch?: string }): Mention => ({
  kind: 'azure.static_web_app',
  count: 1,
  names: ['docs-portal'],
  attrs: { ...emptyAttrs(), source },
  phrase: 0,
  settings: [],
  start: 0,
  end: 0,
});

describe('a follow-up value folded into a thing read before', () => {
  it('changes one part of a value made of parts and keeps the others', () => {
    const target = site({ repository: 'https://github.com/northwind/handbook', branch: 'trunk' });
    fold(target, site({ branch: 'stable' }), operationOf('switch the branch to stable instead'));
    expect(target.attrs.source).toEqual({ repository: 'https://github.com/northwind/handbook', branch: 'stable' });
    expect(target.names).toEqual(['docs-portal']);
  });
});
