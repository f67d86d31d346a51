/**
 * A language runtime as each platform names it: "Node.js 22" is `nodejs22.x` on Lambda, `nodejs22`
 * on Cloud Functions, `node_version = "22"` on Azure Functions and `node:22` as a container image.
 * The version the request stated is kept; only a missing one is filled with a current default.
 */
import { type Attrs } from './types';

export type Language = 'node' | 'python' | 'java' | 'go' | 'dotnet' | 'ruby' | 'php';

const DEFAULT_VERSION: Record<Language, string> = {
  // Node.js 20 reached its end of life in April 2026 and Lambda no longer creates functions on it;
  // 22 is a long-term release every platform here runs (Lambda, Cloud Functions, Azure Functions).
  node: '22',
  python: '3.12',
  java: '21',
  go: '1.22',
  dotnet: '8',
  ruby: '3.3',
  php: '8.3',
};

/** The language and version a component should run, with `fallback` when the request named none. */
export function runtimeOf(attrs: Attrs, fallback: Language = 'python'): { language: Language; version: string } {
  const language = (attrs.runtime as Language | undefined) ?? fallback;
  const stated = attrs.runtimeVersion;
  const version = stated ?? DEFAULT_VERSION[language] ?? '';
  return { language, version: language === 'node' ? version.split('.')[0] : version };
}

const squash = (v: string) => v.replace('.', '');

/** The Lambda `runtime` value. */
export function lambdaRuntime(attrs: Attrs, fallback: Language = 'python'): string {
  // An OS-only runtime ("provided.al2023") runs any compiled binary named `bootstrap`.
  if ((attrs.runtime as string | undefined) === 'provided') return `provided.${attrs.runtimeVersion ?? 'al2023'}`;
  const { language, version } = runtimeOf(attrs, fallback);
  switch (language) {
    case 'node':
      return `nodejs${version}.x`;
    case 'java':
      return `java${version.split('.')[0]}`;
    case 'go':
      return 'provided.al2023';
    case 'dotnet':
      return `dotnet${version.split('.')[0]}`;
    case 'ruby':
      return `ruby${version}`;
    case 'php':
      return 'provided.al2023';
    default:
      return `python${version}`;
  }
}

/** The Cloud Functions (2nd gen) `runtime` value. */
export function cloudFunctionsRuntime(attrs: Attrs, fallback: Language = 'python'): string {
  const { language, version } = runtimeOf(attrs, fallback);
  if (language === 'node') return `nodejs${version}`;
  if (language === 'java' || language === 'dotnet') return `${language}${version.split('.')[0]}`;
  return `${language}${squash(version)}`;
}

/** The Azure Functions / App Service stack: the `application_stack` argument and the Linux FX version. */
export function azureStack(
  attrs: Attrs,
  fallback: Language = 'python',
): { argument: string; version: string; fx: string; worker: string } {
  const { language, version } = runtimeOf(attrs, fallback);
  const v = language === 'dotnet' ? `${version.split('.')[0]}.0` : version;
  const argument = `${language === 'node' ? 'node' : language}_version`;
  const fx = `${{ node: 'NODE', python: 'PYTHON', java: 'JAVA', go: 'GO', dotnet: 'DOTNETCORE', ruby: 'RUBY', php: 'PHP' }[language]}|${v}`;
  const worker = language === 'dotnet' ? 'dotnet-isolated' : language;
  return { argument, version: v, fx, worker };
}

/** A container image for the runtime, when the request named a language but no image. */
export function runtimeImage(attrs: Attrs): string | undefined {
  if (!attrs.runtime) return undefined;
  const { language, version } = runtimeOf(attrs);
  const images: Record<Language, string> = {
    node: `node:${version}-alpine`,
    python: `python:${version}-slim`,
    java: `eclipse-temurin:${version.split('.')[0]}-jre`,
    go: `golang:${version}-alpine`,
    dotnet: `mcr.microsoft.com/dotnet/aspnet:${version.split('.')[0]}.0`,
    ruby: `ruby:${version}-slim`,
    php: `php:${version}-fpm-alpine`,
  };
  return images[language];
}
