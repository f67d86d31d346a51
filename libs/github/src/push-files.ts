import {
  AppError,
  defaultPushFilename,
  isGitSegment,
  Messages,
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
 * A path with a `.git` segment would write into (or beside) the repository's own data: the push
 * fails naming it, rather than dropping the file unseen.
 */
function refuseGitPaths(files: readonly PushFile[]): PushFile[] {
  for (const file of files) {
    if (file.path.split('/').some(isGitSegment)) {
      const path = file.path.slice(`${PUSH_FOLDER}/`.length);
      throw new AppError('GITHUB_PATH_REFUSED', Messages.github.gitPathRefused(path));
    }
  }
  return [...files];
}

/**
 * The files a push writes, all under infrastructure/: a one-file answer under the name the user
 * gave or the default one; several files under their own names. A `.git` segment anywhere (any
 * letter case) fails the push with GITHUB_PATH_REFUSED naming the file.
 *
 * @example
 *   pushFilesFor({ platform: 'terraform', format: 'terraform', files: [{ path: 'main.tf', content }],
 *     filename: 'network.tf', temporary: false, at }) // [{ path: 'infrastructure/network.tf', content }]
 */
export function pushFilesFor(plan: PushPlan): PushFile[] {
  if (plan.files.length === 1) {
    const name = plan.filename ?? defaultPushFilename(plan.platform, plan.format, plan.at, plan.temporary);
    return refuseGitPaths([{ path: `${PUSH_FOLDER}/${name}`, content: plan.files[0]!.content }]);
  }
  if (plan.filename) throw new Error('a filename names the file of a one-file answer only');
  return refuseGitPaths(
    plan.files
      .filter((file) => isSafePath(file.path))
      .map((file) => ({ path: `${PUSH_FOLDER}/${file.path}`, content: file.content })),
  );
}
