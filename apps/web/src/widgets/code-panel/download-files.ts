import type { CodeLanguage } from '@infragen/contracts';
import { strToU8, zipSync, type Zippable } from 'fflate';

export interface DownloadFile {
  path: string;
  language: CodeLanguage;
  content: string;
}

export interface Download {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const MIME_TYPES: Readonly<Record<CodeLanguage, string>> = {
  hcl: 'text/plain;charset=utf-8',
  bicep: 'text/plain;charset=utf-8',
  yaml: 'application/yaml;charset=utf-8',
  json: 'application/json;charset=utf-8',
};

/**
 * What the Download button saves: one file as itself, several as one zip with their paths.
 *
 * @example
 *   buildDownload([{ path: 'main.tf', ... }], 'aws-infrastructure').fileName   // 'main.tf'
 *   buildDownload([main, variables], 'aws-infrastructure').fileName          // 'aws-infrastructure.zip'
 */
export function buildDownload(files: readonly DownloadFile[], downloadName: string, fallbackName: string): Download {
  if (files.length === 1) {
    const [file] = files;
    return {
      fileName: baseName(file.path) || fallbackName,
      mimeType: MIME_TYPES[file.language],
      bytes: ownBytes(strToU8(file.content)),
    };
  }
  const entries: Zippable = {};
  files.forEach((file, index) => {
    entries[safeZipPath(file.path) || `file-${index + 1}`] = strToU8(file.content);
  });
  return {
    fileName: `${safeFileName(downloadName) || fallbackName}.zip`,
    mimeType: 'application/zip',
    bytes: ownBytes(zipSync(entries)),
  };
}

/** fflate always allocates a fresh ArrayBuffer; its types just do not say so, and Blob needs it. */
function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes as Uint8Array<ArrayBuffer>;
}

function baseName(path: string): string {
  return safeFileName(path.split(/[\\/]/).pop() ?? '');
}

/** Replaces characters that some operating system refuses in a file name. */
function safeFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|]|\p{Cc}/gu, '-').trim();
}

/**
 * Keeps folders (`modules/vpc/main.tf`) but drops leading slashes and `..`, so unpacking the zip
 * cannot write outside its folder ("zip slip"): the paths come from a language model.
 */
export function safeZipPath(path: string): string {
  return path
    .split(/[\\/]+/)
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .join('/');
}
