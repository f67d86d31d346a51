/**
 * Copy of the Diagram tab of the Generated Code panel and of the `infrastructure/README.md` a
 * GitHub push adds, part of the message catalogue. Kept apart from CodePanelCopy so the page's
 * first load does not carry it: only the tab's own chunk (and the server) import it.
 */
type Category =
  | 'network'
  | 'compute'
  | 'container'
  | 'data'
  | 'storage'
  | 'identity'
  | 'messaging'
  | 'edge'
  | 'observability'
  | 'other';
type EdgeKind = 'routes-to' | 'reads-writes' | 'runs-as' | 'encrypts-with' | 'depends-on' | 'references';
type Reason = 'internet-facing' | 'public-ip' | 'open-port' | 'public-access';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const DiagramCopy = {
  /** Accessible name of the drawing. */
  label: 'Diagram of the resources the code creates',
  loading: 'Drawing the diagram...',
  empty: 'No resources to draw yet.',
  failed: 'The diagram could not be drawn from this code.',
  categories: {
    network: 'Network',
    compute: 'Compute',
    container: 'Container',
    data: 'Data',
    storage: 'Storage',
    identity: 'Identity',
    messaging: 'Messaging',
    edge: 'Edge',
    observability: 'Observability',
    other: 'Other',
  } satisfies Record<Category, string>,
  edgeKinds: {
    'routes-to': 'routes to',
    'reads-writes': 'reads/writes',
    'runs-as': 'runs as',
    'encrypts-with': 'encrypts with',
    'depends-on': 'depends on',
    references: 'refers to',
  } satisfies Record<EdgeKind, string>,
  nodeKinds: { data: 'data source', existing: 'existing', module: 'module', implied: 'named only' },
  exposure: (reason: Reason, detail?: string): string =>
    ({
      'internet-facing': 'internet-facing',
      'public-ip': 'public IP address',
      'open-port': detail ? `port ${detail} open to the internet` : 'open to the internet',
      'public-access': 'public access',
    })[reason],
  /** The pill on a resource reachable from the internet. */
  publicBadge: 'PUBLIC',
  /** A node's badge, and its words for a screen reader. */
  findings: (errors: number) => plural(errors, 'error or high-severity finding', 'errors or high-severity findings'),
  /** What a node says to a screen reader: its type, name, category and what marks it. */
  nodeLabel: (parts: { type: string; name: string; category: string; marks: string[] }) =>
    [`${parts.type} ${parts.name}`, parts.category, ...parts.marks, 'open in code'].join(', '),
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit to view',
  tidy: 'Tidy layout',
  /** Resources that had no free room beside what is drawn (nothing drawn moves to make room). */
  waiting: (count: number) =>
    `${plural(count, 'resource is', 'resources are')} not drawn yet: there is no room without moving others. Tidy layout draws everything.`,
  downloadSvg: 'Download SVG',
  downloadPng: 'Download PNG',
  downloadFailed: 'Could not make the image. Try the SVG download instead.',
  legend: 'Legend',
  panHint: 'Drag to move, scroll with Ctrl to zoom; arrow keys move, + and - zoom.',
  text: {
    summary: (resources: number, connections: number) =>
      `Resources and connections as text (${plural(resources, 'resource', 'resources')}, ${plural(connections, 'connection', 'connections')})`,
    resources: 'Resources',
    connections: 'Connections',
    inside: (container: string) => `in ${container}`,
    line: (file: string, line: number) => `${file}, line ${line}`,
    connection: (from: string, kind: string, to: string) => `${from} ${kind} ${to}`,
    none: 'None',
  },
  /** The file name of the downloads. */
  fileName: 'infrastructure-diagram',
  readme: {
    title: 'Infrastructure',
    intro:
      'What the code in this folder creates, drawn from the code itself by Infragen: boxes are networks, groups and namespaces, arrows are the references between resources. Dashed resources are read, not created; resources outlined red can be reached from the internet.',
    resourcesTitle: 'Resources',
    columns: ['Name', 'Type', 'Category', 'Written in'],
  },
} as const;
