/**
 * The message catalogue's github texts: part of `Messages` (messages.ts). The first group holds
 * the product's exact texts (docs/product-rules.md); the rest say what the product adds around
 * them: why a request failed (the `{message}` of "Failed to push code: {message}"), the labels of
 * the GitHub control and dialogs, and the push's progress.
 */
const waitText = (seconds: number): string => {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export const GithubMessages = {
  github: {
    configUnavailable: 'GitHub configuration not available',
    fetchReposFailed: (message: string) => `Failed to fetch repositories: ${message}`,
    pushFailed: (message: string) => `Failed to push code: ${message}`,
    createRepoFailed: (message: string) => `Failed to create repository: ${message}`,
    notConnectedOrNoRepo: 'GitHub not connected or no repository selected',
    noRepositorySelected: 'No Repository Selected',
    selectRepoOrAutoCreate: 'Please select a repository or enable auto-create.',
    repoNameRequired: 'Repository name is required',
    commitMessageRequired: 'Commit message is required.',
    connecting: 'Connecting to GitHub...',
    connectionFailed: 'GitHub Connection Failed',
    noAuthorizationCode: 'No authorization code received',
    authRequired: { title: 'Authentication Required', description: 'Please log in first' },
    connected: { title: 'GitHub Connected', description: 'Successfully connected to GitHub!' },
    repoCreated: 'Repository created successfully',
    codePushedTo: (repo: string) => `Code pushed to ${repo}`,
    codePushed: 'Code pushed to GitHub successfully!',
    tempRepoDescription: 'Temporary repository for generated code',
    defaultRepoDescription: 'Generated infrastructure code',
    defaultCommitMessage: 'Add generated infrastructure code',
    /** Title of the destructive toast of a failed push or repository creation. */
    errorTitle: 'Error',

    /** The operator turned the integration off (System Configuration). */
    disabled: 'The GitHub integration is turned off on this server.',
    notConnected: 'GitHub is not connected. Connect your GitHub account first.',
    /** The OAuth round trip's `state` is unknown: expired (10 minutes), already used, or another user's. */
    stateInvalid: 'This GitHub authorization has expired or was already used. Please connect to GitHub again.',
    authorizationRefused: (detail: string) => `GitHub did not accept the authorization: ${detail}`,
    /** The connection's stored token cannot be read (the encryption key changed). */
    tokenUnreadable: 'The stored GitHub connection can no longer be read. Please reconnect to GitHub.',
    pushNotFound: 'Push not found',
    generationHasNoCode: 'This generation has no code to push yet. Wait until it has completed.',
    filenameInvalid:
      'The filename must be a plain file name (letters, digits, ".", "-" and "_"), without folders, of at most 100 characters.',
    filenameReserved: 'The filename ".git" is reserved for the repository\'s own data. Choose another name.',
    filenameNeedsOneFile: 'A filename can be given only when the generation has one file.',
    /** `.git` names the repository's own folder: a commit may never write there. */
    gitPathRefused: (path: string) =>
      `The file "${path}" cannot be pushed: ".git" is reserved for the repository's own data. Rename the file or the folder.`,
    repoNameInvalid:
      'Repository names may contain only letters, digits, ".", "-" and "_", and be at most 100 characters long.',
    repoFullNameInvalid: 'Name the repository as owner/name.',
    organizationInvalid: 'That is not a GitHub organization name.',
    workerLost: 'The worker running this push stopped unexpectedly. Please try again.',
    pullRequestBody: 'Infrastructure code generated with Infragen.',

    /** Why a GitHub request failed: the `{message}` of the catalogue's "Failed to ..." texts. */
    reasons: {
      reconnect:
        'GitHub no longer accepts this connection (the access was revoked or has expired). Reconnect to GitHub.',
      rateLimited: (seconds: number) =>
        `the GitHub rate limit of this account is used up. It resets in ${waitText(seconds)}; try again then.`,
      forbidden: (detail: string) => `GitHub refused the request (${detail}).`,
      repoNotFound: (name: string) => `the repository ${name} does not exist, or this GitHub account cannot see it.`,
      orgNotFound: (name: string) => `the organization ${name} does not exist, or this GitHub account is not a member.`,
      rejected: (detail: string) => `GitHub refused it: ${detail}.`,
      unavailable: 'GitHub is not answering right now. Please try again in a few minutes.',
    },

    /** Raised for administrators when GitHub itself fails (not one user's connection). */
    alert: {
      title: 'GitHub is not answering',
      message: (apiUrl: string, detail: string) =>
        `Requests to the GitHub API at ${apiUrl} fail: ${detail}. Pushes and repository lists fail until it answers.`,
    },

    /** The GitHub control, its dialogs and the push's progress. */
    ui: {
      control: 'GitHub',
      close: 'Close',
      connect: 'Connect GitHub',
      reconnect: 'Reconnect GitHub',
      unavailableHint: 'GitHub configuration not available',
      brokenHint: 'GitHub no longer accepts this connection. Reconnect to keep pushing.',
      account: (login: string) => `Signed in to GitHub as ${login}`,
      organization: 'Organization',
      personal: 'Personal',
      repository: 'Repository',
      repositories: 'Repositories',
      searchRepositories: 'Search repositories',
      noRepositories: 'No repositories',
      privateRepository: 'Private repository',
      loadingRepositories: 'Loading repositories...',
      loadMore: 'More repositories',
      refresh: 'Refresh repositories',
      selected: (fullName: string) => `Selected: ${fullName}`,
      createRepository: 'Create repository',
      disconnect: 'Disconnect GitHub',
      pushToGithub: 'Push to GitHub',
      pushToTemporary: 'Push to a new temporary repository',
      notConnectedSettings: 'Not connected',
      brokenSettings: 'Reconnect needed',
      unavailableSettings: 'Not available',
      createDialog: {
        title: 'Create repository',
        description: 'A new repository on GitHub for the generated code. It becomes the selected repository.',
        name: 'Name',
        descriptionLabel: 'Description',
        private: 'Private',
        organization: 'Owner',
        submit: 'Create',
        submitting: 'Creating...',
        cancel: 'Cancel',
      },
      pushDialog: {
        title: 'Push to GitHub',
        description: (target: string) => `The generated files go under infrastructure/ in ${target}.`,
        temporaryTarget: 'a new temporary repository',
        privateTemporary: 'Make the temporary repository private',
        commitMessage: 'Commit message',
        filename: 'Filename (optional)',
        filenameHint: (example: string) => `Leave empty for ${example}`,
        pullRequest: 'Open a pull request instead of committing to the default branch',
        diagram: 'Add a diagram of the infrastructure (infrastructure/README.md, drawn by GitHub)',
        submit: 'Push',
        submitting: 'Pushing...',
        cancel: 'Cancel',
      },
      progress: {
        queued: 'Waiting for a worker...',
        creatingRepository: 'Creating a temporary repository...',
        uploading: (files: number) => (files === 1 ? 'Uploading 1 file...' : `Uploading ${files} files...`),
        committing: 'Committing...',
        openingPullRequest: 'Opening a pull request...',
      },
      viewCommit: 'View commit',
      viewPullRequest: 'View pull request',
    },
  },
} as const;
