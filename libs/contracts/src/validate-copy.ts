/**
 * What `POST /api/checks/validate` says about a request it cannot take, field by field; part of the
 * message catalogue. Kept apart from `Messages` because only the server's request schema uses it.
 */
export const ValidateCopy = {
  pathRequired: 'Every file needs a path',
  badPath: 'A file path must stay inside the project: no leading `/`, no `..`, no backslash',
  fileTooLarge: (max: number) => `A file may have at most ${max} characters`,
  noFiles: 'Send at least one file',
  tooManyFiles: (max: number) => `Send at most ${max} files`,
  tooMuchCode: (max: number) => `The files may have at most ${max} characters together`,
  duplicatePath: (path: string) => `The path ${path} is sent twice`,
} as const;
