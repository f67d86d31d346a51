/**
 * Texts of the support and contact pages (their forms, the FAQ, the status list, the hours), part
 * of the message catalogue. The forms' validation and outcome messages are in messages/site-forms.ts.
 */
import type { ContactTopic, TicketCategory, TicketPriority } from './api/site-forms';

export const SupportCopy = {
  lead: 'Open a ticket and we answer within our support hours. Many questions are answered below already.',
  hoursTitle: 'Support hours',
  hours: ['Mon-Fri 9-6 PST', 'Sat 10-4 PST', 'Sunday closed'],
  emailUs: 'Or write to',
  ticket: {
    title: 'Open a ticket',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    category: 'Category',
    priority: 'Priority',
    description: 'Describe the problem',
    descriptionHint: 'What you did, what you expected, what happened instead. Never include passwords or keys.',
    categoryPlaceholder: 'Select a category',
    submit: 'Submit ticket',
    submitting: 'Submitting...',
    another: 'Open another ticket',
    categories: {
      technical: 'Technical',
      billing: 'Billing',
      feature: 'Feature request',
      bug: 'Bug report',
    } satisfies Record<TicketCategory, string>,
    priorities: {
      low: 'Low',
      medium: 'Medium',
      high: 'High',
      urgent: 'Urgent',
    } satisfies Record<TicketPriority, string>,
  },
  faqTitle: 'Frequently asked questions',
  faq: [
    {
      question: 'Do I need an account to generate code?',
      answer:
        'The workspace is for signed-in users: signing up takes a name, an email and a password. The HTTP API also accepts generations without an account, within an hourly limit per address. An account keeps your conversations and lets you connect GitHub.',
    },
    {
      question: 'Which platforms and formats are supported?',
      answer:
        'AWS (CloudFormation, Terraform), Azure (ARM templates, Bicep, Terraform), Google Cloud (Terraform), multi-cloud Terraform, and Kubernetes (manifests or Terraform).',
    },
    {
      question: 'Can I stop a generation?',
      answer: 'Yes. While code is streaming, Send becomes Stop; stopping ends the request at once.',
    },
    {
      question: 'Is the generated code checked?',
      answer:
        'Yes, offline, against the schemas of each format and over a hundred security rules: unknown resource types and arguments, missing required fields, broken references, public storage or open ports are reported at their file and line in the Problems panel.',
    },
    {
      question: 'Does Infragen work without OpenAI?',
      answer:
        'Yes. Without a model configured, the built-in generator answers every request. Any OpenAI-compatible endpoint can be connected instead: Azure OpenAI, Ollama, vLLM, LM Studio or OpenRouter.',
    },
    {
      question: 'How do I push code to GitHub?',
      answer:
        'In the workspace, connect GitHub, choose a repository (yours or an organization’s) and push: the files go in one commit.',
    },
  ],
  status: {
    title: 'Service status',
    lead: 'Read live from the health check of this installation.',
    refresh: 'Check again',
    checkedAt: (time: string) => `Checked at ${time}`,
    components: {
      api: 'Website and API',
      database: 'Database',
      redis: 'Queues and realtime',
    },
    states: {
      up: 'Operational',
      down: 'Down',
      checking: 'Checking...',
      unknown: 'Unknown',
    },
  },
} as const;

export const ContactCopy = {
  lead: 'Questions, plans for your team, partnerships or press: write to us and a person answers, usually within one working day.',
  form: {
    title: 'Send us a message',
    name: 'Name',
    email: 'Email',
    company: 'Company (optional)',
    topic: 'Topic',
    message: 'Message',
    submit: 'Send message',
    submitting: 'Sending...',
    another: 'Send another message',
    topics: {
      general: 'General question',
      sales: 'Plans and sales',
      partnership: 'Partnership',
      press: 'Press',
      careers: 'Careers',
      community: 'Community and templates',
    } satisfies Record<ContactTopic, string>,
  },
  otherTitle: 'Other ways to reach us',
  emailUs: 'Email',
  supportLink: 'Something broken? Open a support ticket',
  docsLink: 'How-to questions: read the documentation',
} as const;
