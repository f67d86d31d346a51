/**
 * Texts of the public information pages (product, features, resources, enterprise, about,
 * community, careers, pricing), part of the message catalogue. Only those pages load this module.
 * Every claim here is something the product does today; the plans and their prices are the
 * product owner's exact copy.
 */
export const MarketingCopy = {
  calls: {
    getStarted: 'Get Started',
    readDocs: 'Read the documentation',
    contactUs: 'Contact us',
    contactSales: 'Contact sales',
    openSupport: 'Open a support ticket',
    seePricing: 'See pricing',
  },
  product: {
    lead: 'Describe the infrastructure you need in plain English, pick a platform, and watch the code arrive as it is written: Terraform, CloudFormation, ARM templates, Bicep or Kubernetes manifests, ready to copy, download or push to GitHub.',
    stepsTitle: 'How it works',
    steps: [
      {
        title: 'Describe it',
        text: 'Write what you need ("a private VPC with two subnets and an encrypted Postgres"), choose a platform and a format, or start from one of the Quick Start templates.',
      },
      {
        title: 'Watch it stream',
        text: 'The answer streams into the editor as it is written, file by file. Stop it at any moment; ask a follow-up and the conversation so far goes with it.',
      },
      {
        title: 'Check it',
        text: 'The code is checked offline against the schemas of each format and over a hundred security rules, each finding at its file and line; a model gets up to two rounds to repair what the check found.',
      },
      {
        title: 'Take it with you',
        text: 'Copy it, download a file or a zip of all of them, or push the files to a GitHub repository in one commit.',
      },
    ],
    formatsTitle: 'Platforms and formats',
    formatsLead: 'Five platforms, nine formats. The landing shows the four clouds; the workspace adds Kubernetes.',
    platformColumn: 'Platform',
    formatsColumn: 'Formats',
    modelsTitle: 'With a model, or without one',
    modelsText:
      'Connect any OpenAI-compatible endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio, OpenRouter) and it writes the code. Connect none and the built-in generator answers every request itself, offline: it reads the request, plans the resources and writes them with secure defaults.',
  },
  features: {
    lead: 'Everything below works in the product today, on a laptop with `npm start` or on a cluster of workers.',
    items: [
      {
        title: 'Live streaming',
        text: 'Code appears as the model writes it, over Socket.IO, with at most one editor update per frame so the page stays responsive.',
      },
      {
        title: 'Stop at any time',
        text: 'Stop ends the model request at once; nothing keeps running and nothing is retried.',
      },
      {
        title: 'Five platforms, nine formats',
        text: 'AWS (CloudFormation, Terraform), Azure (ARM, Bicep, Terraform), Google Cloud (Terraform), multi-cloud Terraform and Kubernetes (manifests, Terraform).',
      },
      {
        title: 'Conversations',
        text: 'Every request and answer is kept. Reopen a past conversation, ask a follow-up, and the recent messages go with it as context.',
      },
      {
        title: 'Built-in generator',
        text: 'No model configured? The built-in generator answers every request offline, with encryption on and nothing public unless asked.',
      },
      {
        title: 'Any OpenAI-compatible model',
        text: 'OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio or OpenRouter: set a base URL, a key and a model name.',
      },
      {
        title: 'Checked output',
        text: 'Offline validators check resource types, arguments, required fields and references against bundled schemas; security rules and a secret scan flag what should not ship, and a model repairs the errors it made.',
      },
      {
        title: 'Files, not a wall of text',
        text: 'Answers become named files with a tab each; download one, or all of them as a zip.',
      },
      {
        title: 'Push to GitHub',
        text: 'Connect your GitHub account, pick a repository of yours or of an organization, and push the files in one commit.',
      },
      {
        title: 'Self-hosted',
        text: 'One command starts everything with an embedded database; docker compose runs PostgreSQL, Redis and as many workers as you scale to.',
      },
      {
        title: 'Operator panel',
        text: 'Administrators manage users, plans and credits, promo codes, system alerts, the model connection and the site settings.',
      },
      {
        title: 'Keyboard and screen readers',
        text: 'The whole flow works from the keyboard, and every page is checked with axe-core for accessibility.',
      },
    ],
  },
  resources: {
    lead: 'Where to learn Infragen, automate it, and get help.',
    items: [
      {
        title: 'Documentation',
        text: 'Getting started, platforms and formats, models, checking, GitHub, self-hosting and every setting.',
        to: '/docs',
      },
      {
        title: 'HTTP API description',
        text: 'The OpenAPI description of every route, generated from the same schemas the server validates with.',
        to: '/api/docs',
      },
      {
        title: 'Quick Start templates',
        text: 'Six or more ready requests per platform in the workspace: static sites, web apps, networks, clusters.',
        to: '/docs#getting-started',
      },
      {
        title: 'Blog',
        text: 'Notes on writing infrastructure requests, checking generated code and running the product.',
        to: '/blog',
      },
      { title: 'Community', text: 'Share prompts and templates, suggest features, report problems.', to: '/community' },
      {
        title: 'Support',
        text: 'Open a ticket, read the answers to common questions and see the live service status.',
        to: '/support',
      },
    ],
  },
  enterprise: {
    lead: 'Run Infragen on your own infrastructure, with your own model endpoint or none at all. Your prompts and code stay in your PostgreSQL.',
    items: [
      {
        title: 'Your infrastructure',
        text: 'docker compose brings up PostgreSQL, Redis, a one-shot migration, the api and as many workers as you scale to. Several api instances can sit behind a load balancer.',
      },
      {
        title: 'Your model',
        text: 'Point it at Azure OpenAI, a vLLM or Ollama server inside your network, or any OpenAI-compatible endpoint. Without one, the built-in generator works offline.',
      },
      {
        title: 'Your GitHub',
        text: 'Connect GitHub.com or a GitHub Enterprise Server through your own OAuth App; tokens are encrypted at rest.',
      },
      {
        title: 'Operators in control',
        text: 'Administrators sign in separately, see system alerts as they happen, and manage users, plans, credits and settings.',
      },
      {
        title: 'Limits you set',
        text: 'Rate limits per address and per account, maintenance mode, open or closed registration, credits per plan.',
      },
      {
        title: 'Plain operations',
        text: 'JSON logs with request ids, a health endpoint, configuration validated at start-up and graceful shutdown.',
      },
    ],
    closing: 'Tell us about your team and we will help you plan the installation.',
  },
  about: {
    lead: 'Infragen is an assistant for DevOps teams, site-reliability engineers, cloud engineers and developers: describe the infrastructure you need and get code you can read, check and keep.',
    sections: [
      {
        title: 'What it does',
        text: 'You write a request in plain English and pick a platform. Infragen answers with infrastructure-as-code that streams into the browser as it is written, split into files you can copy, download or push to GitHub. Conversations are kept, so a follow-up refines the last answer.',
      },
      {
        title: 'Formats',
        text: 'CloudFormation and Terraform for AWS; ARM templates, Bicep and Terraform for Azure; Terraform for Google Cloud; Terraform for any provider; Kubernetes manifests and the Terraform kubernetes provider.',
      },
      {
        title: 'Self-hosting',
        text: 'Infragen is built to run where you run: `npm start` on one machine (it brings an embedded PostgreSQL and starts Redis if it is installed) or docker compose with PostgreSQL, Redis and scalable workers. It works without any cloud model.',
      },
      {
        title: 'How checking works',
        text: 'Generated code is checked offline, without calling any cloud: a parser per format reads the files, validators compare them with provider and resource schemas bundled with the product (Terraform providers, the CloudFormation resource specification, Kubernetes and Azure API versions), and over a hundred security rules and a secret scan look for what should not ship. Each finding names its file, line and column, a stable code and, when there is a likely fix, a hint. When a model wrote the code, the errors go back to it for up to two repair rounds, and the answer with the fewest errors is kept.',
      },
    ],
  },
  community: {
    lead: 'Infragen gets better with the requests people write and the problems they report.',
    items: [
      {
        title: 'Share prompts and templates',
        text: 'A request that produced good code is worth sharing: send it to us and the best ones become Quick Start templates.',
        call: 'Send a template',
        to: '/contact?topic=community',
      },
      {
        title: 'Suggest a feature',
        text: 'Tell us what you would build with Infragen if it did one more thing.',
        call: 'Suggest a feature',
        to: '/support?category=feature',
      },
      {
        title: 'Report a problem',
        text: 'Code that does not check, a page that breaks, a request that should have worked: open a bug ticket with the request you wrote.',
        call: 'Report a bug',
        to: '/support?category=bug',
      },
    ],
    conductTitle: 'How we talk to each other',
    conduct:
      'Be kind, be specific, and assume good intent. Share requests and code you have the right to share, and never post keys, passwords or tokens.',
  },
  careers: {
    lead: 'Sample open positions. We work remotely, write things down, and ship small changes often.',
    apply: 'Apply',
    positions: [
      {
        title: 'Senior Platform Engineer',
        meta: 'Remote · Full-time',
        text: 'Own the queues, workers and realtime fan-out that stream thousands of generations at once: BullMQ, Redis, PostgreSQL and Socket.IO.',
      },
      {
        title: 'Developer Advocate, Infrastructure as Code',
        meta: 'Remote · Full-time',
        text: 'Write the guides, templates and talks that show teams how to describe infrastructure well, across Terraform, CloudFormation, Bicep and Kubernetes.',
      },
      {
        title: 'Frontend Engineer, Realtime UI',
        meta: 'Remote · Full-time',
        text: 'Build the workspace where code streams into the editor: React, Redux Toolkit, CodeMirror, accessibility and performance budgets.',
      },
    ],
    processTitle: 'How we hire',
    process:
      'Send us a note through the contact form with the topic Careers. A conversation with the team, a small paid exercise close to the real work, and an answer within two weeks.',
  },
  pricing: {
    lead: 'Start free. Upgrade when your team needs more.',
    trial: '14-day free trial, no credit card required.',
    guarantee: '30-day money-back guarantee.',
    popular: 'Most popular',
    plans: [
      {
        name: 'Starter',
        price: '$0',
        period: null,
        features: ['50 AI generations per month', 'The built-in generator uses no credits'],
        call: 'Get Started',
        to: '/auth',
      },
      {
        name: 'Professional',
        price: '$29',
        period: 'per month',
        features: ['500 AI generations per month', 'The built-in generator uses no credits'],
        call: 'Contact sales',
        to: '/contact?topic=sales',
      },
      {
        name: 'Enterprise',
        price: 'Custom',
        period: null,
        features: ['No monthly limit on AI generations'],
        call: 'Contact sales',
        to: '/contact?topic=sales',
      },
    ],
    questionsTitle: 'Questions about plans',
    questions: [
      {
        question: 'What counts as a generation?',
        answer:
          'Each request a language model answers in the workspace, including a follow-up, uses one credit. Stopping one early still counts it; one that fails gives it back. Requests the built-in generator answers (when no model is connected) use none, and trying Infragen without an account is free within an hourly limit.',
      },
      {
        question: 'What happens when the month’s generations are used up?',
        answer:
          'New requests are refused with a message saying so until the next period starts, or until a promo code adds credits.',
      },
      {
        question: 'Is there a limit on projects?',
        answer:
          'Each account has a number of active projects (five unless the operator changes it). At the limit a new conversation is refused with a message saying so, and your existing ones keep working: archive or delete a project on your profile page to make room. Archived projects are kept and can be restored; nothing is ever removed without you.',
      },
      {
        question: 'I run Infragen myself. Do these prices apply?',
        answer:
          'No. On your own installation the operator panel sets the plans, their credits and whether generations spend credits at all.',
      },
    ],
  },
} as const;
