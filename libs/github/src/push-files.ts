import {
  defaultPushFilename,
  PUSH_FOLDER,
  type FormatId,
  type GeneratedFile,
  type PlatformId,
  type PushFile,
} from '@infragen/contracts';

export interface PushPlan {
  platform: PlatformId;
  format: FormatId;
  /** The generation's files, as extracted from its answer. */
  files: Pick<GeneratedFile, 'path' | 'content'>[];
  /** The name the user gave a one-file answer's file. */
  filename: string | null;
  /** Into a temporary repository (the quick push names a one-file answer `infrastructure.<ext>`). */
  temporary: boolean;
  /** When the push was asked for: the default name's timestamp. */
  at: Date;
}

/** A relative path of plain segments; the extraction already refuses anything else. */
function isSafePath(path: string): boolean {
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * The files a push writes, all under infrastructure/: a one-file answer under the name the user
 * gave or the default one; several files under their own names.
 *
 * @example
 *   pushFilesFor({ platform: 'terraform', format: 'terraform', files: [{ path: 'main.tf', content }],
 *     filename: 'network.tf', temporary: false, at }) // [{ path: 'infrastructure/network.tf', content }]
 */
export function pushFilesFor(plan: PushPlan): PushFile[] {
  if (plan.files.length === 1) {
    const name = plan.filename ?? defaultPushFilename(plan.platform, plan.format, plan.at, plan.temporary);
    return [{ path: `${PUSH_FOLDER}/${name}`, content: plan.files[0]!.content }];
  }
  if (plan.filename) throw new Error('a filename names the file of a one-file answer only');
  return plan.files
    .filter((file) => isSafePath(file.path))
    .map((file) => ({ path: `${PUSH_FOLDER}/${file.path}`, content: file.content }));
}
