/**
 * A Linux web app that runs a container ("running the image ghcr.io/acme/api:1.4") and the app
 * settings said of it ("app setting FEATURE_X=on"), decided once for every format: Terraform's
 * application_stack takes the registry URL and the image apart (docker_registry_url,
 * docker_image_name), ARM and Bicep one linuxFxVersion "DOCKER|<image>"; app settings as written.
 */
import { type Component } from '../../../model/types';
import { asStated } from '../../../model/stated-case';

export interface ContainerImage {
  /** The image as stated, registry included ("ghcr.io/acme/api:1.4"). */
  reference: string;
  /** Terraform's docker_registry_url: the registry host over HTTPS, Docker Hub when none is named. */
  registryUrl: string;
  /** Terraform's docker_image_name: the image and tag without the registry ("acme/api:1.4"). */
  name: string;
}

/** The container image the app runs, if one was said. */
export function containerImage(c: Component): ContainerImage | undefined {
  const image = c.attrs.image;
  if (!image) return undefined;
  const reference = asStated(c, image);
  const [first, ...rest] = reference.split('/');
  // A first part with a dot, a port or "localhost" is a registry host (the Docker reference grammar).
  const hosted = rest.length > 0 && (/[.:]/.test(first) || first === 'localhost');
  const path = hosted ? rest.join('/') : reference;
  return {
    reference,
    registryUrl: hosted ? `https://${first}` : 'https://index.docker.io',
    name: /:[^/]+$|@/.test(path) ? path : `${path}:latest`,
  };
}

/** The app settings said of the app, keys and values as written. */
export function statedAppSettings(c: Component): Record<string, string> {
  return Object.fromEntries(
    Object.entries(c.attrs.environment ?? {}).map(([k, v]) => [asStated(c, k), asStated(c, v)]),
  );
}
