/**
 * The `siteSource` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { FOLDER } from './azure-words';

export const SITE_SOURCE_AZURE: Rule[] = [
  // Where a static site's code comes from and how it is built (a code repository, never an image registry's).
  {
    re: /\bhttps?:\/\/(?:www\.)?(github\.com|gitlab\.com|dev\.azure\.com)\/([a-z0-9][a-z0-9._-]*\/[a-z0-9][a-z0-9._-]*)|\b(?:(github|gitlab)\s+)?(?<!\b(?:ecr|docker|container|image|oci|helm|codecommit|registry|artifact)\s+)repo(?:sitory)?\s+(?:is\s+|at\s+)?([a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9._-]*)/g,
    read: (m) => ({
      label: 'repository',
      values: {
        source: { repository: m[2] ? `https://${m[1]}/${m[2]}` : `https://${m[3] ?? 'github'}.com/${m[4]}` },
      },
      family: 'siteSource',
    }),
    examples: {
      reads: {
        'a static web app built on each push from https://github.com/acme/site': {
          source: { repository: 'https://github.com/acme/site' },
        },
        'a static web app from the github repo acme/site': { source: { repository: 'https://github.com/acme/site' } },
      },
      // A registry's repository named with its namespace is that repository's name, never code to build.
      leaves: ['a static web app in westeurope', 'an ecr repository payments/worker', 'a docker repo team-a/api'],
    },
  },
  {
    re: /\b(?:branch\s+(?:named\s+|called\s+)?(?!(?:is|of|the|a|and)\b)([a-z0-9][a-z0-9._/-]*)|(?!(?:the|a|an|on|in|to|of|from|and|its|our|their|this|that|git|default|same|feature|new)\b)([a-z0-9][a-z0-9._-]*)\s+branch\b)/g,
    read: (m) => ({ label: 'branch', values: { source: { branch: m[1] ?? m[2] } }, family: 'siteSource' }),
    when: /\brepo(?:sitory)?\b|github|gitlab/,
    examples: {
      reads: { 'a static web app built from the repo acme/site on branch release': { source: { branch: 'release' } } },
      leaves: ['a static web app with a custom domain'],
    },
  },
  {
    re: new RegExp(
      `\\b(?:(?:app(?:lication)?|sources?|code)(?:\\s+code)?\\s+(?:lives?\\s+in|(?:is|are)\\s+in|location|folder|directory|root|path)(?:\\s+is)?|app_location)\\s*[:=]?\\s*${FOLDER}`,
      'g',
    ),
    read: (m) => ({ label: 'app location', values: { buildFolders: { app: m[1] } }, family: 'siteSource' }),
    when: /\bstatic web ?apps?\b/,
    examples: {
      reads: { 'a static web app whose app location is /web': { buildFolders: { app: '/web' } } },
      leaves: ['a static web app on the free tier'],
    },
  },
  {
    re: new RegExp(
      `\\b(?:(?:build\\s+)?output(?:\\s+(?:location|folder|directory|dir|path))?(?:\\s+(?:is|in|goes to|at))?|output_location)\\s*[:=]?\\s*${FOLDER}`,
      'g',
    ),
    read: (m) => ({ label: 'output location', values: { buildFolders: { output: m[1] } }, family: 'siteSource' }),
    when: /\bstatic web ?apps?\b/,
    examples: {
      reads: { 'a static web app with output location dist': { buildFolders: { output: 'dist' } } },
      leaves: ['a static web app with a staging environment'],
    },
  },
];
