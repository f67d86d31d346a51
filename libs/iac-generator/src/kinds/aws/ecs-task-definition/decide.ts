import { givenName } from '../../../model/names';
import { runtimeImage } from '../../../model/runtimes';
import { type Component } from '../../../model/types';
import { fargateSize } from '../settings';

/** The image a task runs when the request names neither an image nor a language. */
const PLACEHOLDER_IMAGE = 'public.ecr.aws/nginx/nginx:stable';

/** What the request's settings decide for a task definition, once for every format. */
export function decide(c: Component) {
  const size = fargateSize(c);
  // The stated image, else the stated language's runtime image, else a web server to replace.
  const image = c.attrs.image ?? runtimeImage(c.attrs) ?? PLACEHOLDER_IMAGE;
  return {
    cpu: String(size.cpu),
    memory: String(size.memory),
    port: c.attrs.ports[0] ?? 80,
    container: containerName(c),
    image,
    // A read-only root filesystem (Security Hub ECS.5) keeps a compromised container from changing
    // its own code; the nginx placeholder writes its cache and pid file under its root and would not
    // start with one, so it alone keeps a writable root until the real image replaces it.
    readonlyRoot: image !== PLACEHOLDER_IMAGE,
  };
}

/**
 * The container's name: the task's (its service's name when the service was given one), so the
 * service's load balancer mapping and the container say the same name.
 */
export function containerName(task: Component): string {
  return givenName(task);
}
