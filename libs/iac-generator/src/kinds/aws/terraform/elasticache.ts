/** ElastiCache's node types as hashicorp/aws writes them. */

/** A cache node type: "cache.r7g.large" as given, "t3.micro" as its cache type. */
export function cacheNode(size: string | undefined): string {
  if (size && /^(cache\.)?[a-z]\d[a-z0-9]*\./.test(size) && !/^(db|dax|ml|kafka)\./.test(size))
    return size.startsWith('cache.') ? size : `cache.${size}`;
  return 'cache.t4g.micro';
}
