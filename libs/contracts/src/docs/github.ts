import type { DocsSection } from './docs-types';

export const github: DocsSection = {
  id: 'github',
  title: 'GitHub',
  blocks: [
    {
      kind: 'p',
      text: 'Signed-in users connect a GitHub account in the workspace header and push the files of a generation to one of their repositories, or one of an organization’s, in a single commit.',
    },
  ],
  subsections: [
    {
      id: 'github-setup',
      title: 'Setting it up (operators)',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Create an OAuth App on GitHub (or on your GitHub Enterprise Server) whose callback URL is your site’s `/auth/github/callback`.',
            'Set `GITHUB_CLIENT_ID` and `GITHUB_CLIENT_SECRET`; for GitHub Enterprise Server also `GITHUB_URL` and `GITHUB_API_URL` (`https://<host>/api/v3`).',
            'In production set `ENCRYPTION_KEY`: the users’ GitHub tokens are stored encrypted with it (AES-256-GCM) and never leave the server.',
          ],
        },
        {
          kind: 'p',
          text: 'Unconfigured, the workspace says "GitHub configuration not available". The operator setting `github_integration_enabled` turns the whole integration off.',
        },
      ],
    },
    {
      id: 'github-connect',
      title: 'Connecting an account',
      blocks: [
        {
          kind: 'p',
          text: 'The GitHub control in the workspace sends you to GitHub to authorize the app (scopes `repo`, `user` and `read:org`) and brings you back. Then choose a repository of yours or of one of your organizations, or create one (private or public). Disconnecting deletes the stored token and revokes it at GitHub.',
        },
      ],
    },
    {
      id: 'github-push',
      title: 'Pushing code',
      blocks: [
        {
          kind: 'list',
          items: [
            'Push to GitHub sends every file of the generation, under `infrastructure/`, as one commit on the default branch, or on a new branch with a pull request.',
            'The commit message defaults to "Add generated infrastructure code"; a one-file answer can be given a file name.',
            'With no repository selected, a temporary repository named `infragen-temp-…` is created and selected first.',
            'Progress and the result (with links to the commit and the pull request) appear in the workspace as the push runs; a push that fails has changed nothing.',
          ],
        },
      ],
    },
  ],
};
