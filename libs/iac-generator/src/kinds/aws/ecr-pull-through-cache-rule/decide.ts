import { type Component } from '../../../model/types';

/** What the request decides for an ECR pull through cache rule, once for every format. */
export function decide(c: Component) {
  return {
    upstream: c.config.upstream as string | undefined,
    prefix: (c.config.prefix ?? c.config.defaultPrefix ?? 'upstream') as string,
    credentialArn: c.config.credentialArn as string | undefined,
    credential: c.ref.credential as Component | undefined,
    // Docker Hub, GitHub, GitLab and Azure registries are cached only with a credential.
    needsCredential: c.config.needsCredential === true,
  };
}
