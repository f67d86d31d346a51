import type { DocsSection } from './docs-types';

export const gettingStarted: DocsSection = {
  id: 'getting-started',
  title: 'Getting started',
  blocks: [
    {
      kind: 'p',
      text: 'Infragen turns a request written in plain English into infrastructure-as-code for AWS, Azure, Google Cloud, multi-cloud Terraform or Kubernetes. The code streams into the browser as it is written, is split into files, and is checked against the schemas of its format.',
    },
  ],
  subsections: [
    {
      id: 'first-request',
      title: 'Your first request',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Open [Get Started](/auth) and sign up with your name, email and a password of 8 to 128 characters. When the installation sends email, confirm your address through the link first.',
            'In the workspace (`/app`), pick a platform tile and choose Start Building.',
            'Pick a format, then describe what you need, or choose Try on one of the Quick Start templates (the first four of each platform are shown).',
            'Press Enter to send (Shift+Enter adds a line). The code appears on the right as it is written, a tab per file.',
          ],
        },
        {
          kind: 'p',
          text: 'Good requests name the resources, their sizes and their boundaries: "a private VPC with two subnets in different zones and an encrypted Postgres reachable only from them" gets you further than "a database setup".',
        },
      ],
    },
    {
      id: 'follow-ups',
      title: 'Follow-ups and conversations',
      blocks: [
        {
          kind: 'p',
          text: 'Every request and answer is kept in a conversation. A follow-up ("make the database multi-AZ") is sent with the recent messages as context, so the answer builds on the last one. Past conversations are listed in the workspace; reopen one to go on. The address keeps the conversation and generation (`?c=…&g=…`), so reloading the page resumes a generation that is still running.',
        },
      ],
    },
    {
      id: 'stop-copy-download',
      title: 'Stop, copy and download',
      blocks: [
        {
          kind: 'list',
          items: [
            'While code streams, Send becomes Stop: the model request ends at once and the chat says "Generation stopped by user.".',
            'Copy puts the shown file on the clipboard (the button confirms for 2 seconds).',
            'Download saves one file, or a zip of all of them when the answer has several.',
            'Edit makes the code editable in the browser before you copy or download it.',
          ],
        },
      ],
    },
  ],
};
