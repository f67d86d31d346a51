/**
 * What the bundled Azure schemas cannot know, shared by ARM and Bicep: a resource type whose
 * resource provider (namespace) has no schema at all, and an apiVersion newer than the newest one
 * bundled. Neither can be judged, so they are said as information, never as an error; a type
 * misspelt inside a known namespace, or an apiVersion that never existed among older ones, still is.
 */
import { armTypeNames } from '@infragen/iac-schemas';

let namespaces: Set<string> | undefined;

/** True when no bundled type shares the type's namespace (`Microsoft.Automanage/...`). */
export function unknownNamespace(type: string): boolean {
  namespaces ??= new Set(armTypeNames().map((t) => t.split('/')[0].toLowerCase()));
  return !namespaces.has(type.split('/')[0].toLowerCase());
}

/** True when `version` sorts after `newest` (apiVersions are dates, with an optional suffix). */
export const newerThanBundled = (version: string, newest: string) => version.slice(0, 10) > newest.slice(0, 10);
