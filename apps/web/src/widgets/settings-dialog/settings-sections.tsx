import type { LucideIcon } from 'lucide-react';
import {
  BookOpen,
  ChartColumn,
  Cloud,
  CreditCard,
  Database,
  FlaskConical,
  FolderCog,
  Gauge,
  GitBranch,
  ShieldCheck,
  User,
  Users,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { CodePanelCopy, Messages } from '@infragen/contracts';
import { Badge } from '@/components/ui/badge';
import type { GithubSettingsStatus } from '@/entities/github-connection/header-slot';

const S = CodePanelCopy.settings;
const U = Messages.github.ui;
const connectedBadge = <Badge className="border-green-200 bg-green-50 text-green-800">{S.connected}</Badge>;

// The GitHub connection's badge; none while it is read. The workspace passes the state in (a
// widget reads no feature).
const githubBadges: Record<Exclude<GithubSettingsStatus, null>, ReactNode> = {
  connected: connectedBadge,
  broken: <Badge className="border-red-200 bg-red-50 text-red-800">{U.brokenSettings}</Badge>,
  'not-connected': <Badge>{U.notConnectedSettings}</Badge>,
  unavailable: <Badge>{U.unavailableSettings}</Badge>,
};

interface Item {
  label: string;
  icon: LucideIcon;
  badge?: ReactNode;
}

// Icons by position in the catalogue's lists, which hold the (exact) texts.
const projectIcons = [FolderCog, Cloud, ChartColumn, Gauge, BookOpen, ShieldCheck];
const accountIcons = [User, FlaskConical];
const integrationIcons = [Database, GitBranch];

const sectionsFor = (github: GithubSettingsStatus): { title: string; items: Item[] }[] => [
  {
    title: S.sections.project.title,
    items: S.sections.project.items.map((label, i) => ({ label, icon: projectIcons[i] })),
  },
  {
    title: S.sections.workspace.title,
    items: [
      { label: S.sections.workspace.people, icon: Users, badge: <Badge>{S.sections.workspace.peopleBadge}</Badge> },
      { label: S.sections.workspace.billing, icon: CreditCard },
    ],
  },
  {
    title: S.sections.account.title,
    items: S.sections.account.items.map((label, i) => ({ label, icon: accountIcons[i] })),
  },
  {
    title: S.sections.integrations.title,
    // The database answers whenever this page does; GitHub's badge is the user's connection.
    items: [
      { label: S.sections.integrations.items[0], icon: integrationIcons[0]!, badge: connectedBadge },
      {
        label: S.sections.integrations.items[1],
        icon: integrationIcons[1]!,
        badge: github === null ? undefined : githubBadges[github],
      },
    ],
  },
];

/** The Settings dialog's four read-only sections. */
export function SettingsSections({ github }: { github: GithubSettingsStatus }) {
  return (
    <div className="mt-4 space-y-5">
      {sectionsFor(github).map((section) => (
        <SettingsSection key={section.title} {...section} />
      ))}
    </div>
  );
}

function SettingsSection({ title, items }: { title: string; items: Item[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h3>
      <ul className="divide-y divide-border rounded-md border border-border">
        {items.map(({ label, icon: Icon, badge }) => (
          <li key={label} className="flex items-center gap-3 px-3 py-2 text-sm">
            <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="flex-1">{label}</span>
            {badge}
          </li>
        ))}
      </ul>
    </section>
  );
}
