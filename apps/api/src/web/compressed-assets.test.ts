import { preferredEncoding } from './compressed-assets';

describe('the encoding an asset is sent with', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['', null],
    [undefined, null],
    [['gzip', 'br;q=0.5'], 'br'],
  ])('%j: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
