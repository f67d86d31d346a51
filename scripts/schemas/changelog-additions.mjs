// Reads what a HashiCorp-style provider CHANGELOG says each release ADDED: new resource types and
// data sources ("* **New Resource:** `aws_x`", "**New Data Source**: `azurerm_y`") and arguments or
// blocks added to a type, in the three styles the aws, azurerm and google providers write:
//   * resource/aws_x: Add `foo` argument / `bar` configuration block
//   * `azurerm_x` - support for the `foo` property / add `foo` property
//   * compute: added `foo` field to `google_x` resource / promoted `bar` field ... to GA
//   * kubernetes: Add `kubernetes_x` data source; `resource/kubernetes_x`: Add ...
// Only lines that say something was added are read; fixes, removals and notes are not. Names in a
// dotted path (`spec.container_spec.port`) are recorded segment by segment, since the checker says
// an unknown name where it stands, whatever its depth.

/** `## 7.45.0 (August 18, 2026)` headings; `(Unreleased)` sections are skipped (no release yet). */
const HEADING = /^## v?(\d+\.\d+\.\d+) \(([^)]+)\)\s*$/;
const SECTION = /^([A-Z][A-Z ]+):?\s*$/;
/** Sections whose lines never add a name. */
const NOT_ADDING = /BUG|BREAK|NOTE|DEPRECAT|REMOVAL/;
const NEW_TYPE = /\*\*New (Resource|Data Source)(?::\*\*|\*\*:)\s*`([a-z0-9_]+)`/;
const ADDS = /\b(add|adds|added|adding|support for|supports|promoted|promote|introduce[sd]?|new)\b/i;
const TICKED = /`([^`]+)`/g;
const AWS_STYLE = /^\*\s*`?(?:resource|data-source)\/([a-z0-9_]+)`?\s*:/;
/** The kubernetes provider's prose form: "Add `kubernetes_endpoint_slice_v1` data source". */
const PROSE_NEW = /\badd(?:ed)? `([a-z0-9_]+)` (resource|data source)\b/i;

/**
 * Every dated release in the text: { version, date, resources, dataSources, names: {type: [name]} }.
 * `prefix` is the provider's type prefix (`google` for google-beta too).
 */
export function releasesIn(text, prefix) {
  const releases = [];
  let current;
  let section = '';
  for (const line of text.split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) {
      const date = new Date(heading[2]);
      current = Number.isNaN(date.getTime())
        ? undefined
        : { version: heading[1], date: date.toISOString().slice(0, 10), resources: [], dataSources: [], names: {} };
      if (current) releases.push(current);
      section = '';
      continue;
    }
    if (!current) continue;
    const s = SECTION.exec(line.trim());
    if (s) {
      section = s[1];
      continue;
    }
    if (!line.trimStart().startsWith('*') || NOT_ADDING.test(section)) continue;
    const created = NEW_TYPE.exec(line);
    if (created) {
      (created[1] === 'Resource' ? current.resources : current.dataSources).push(created[2]);
      continue;
    }
    const prose = PROSE_NEW.exec(line);
    if (prose && prose[1].startsWith(`${prefix}_`)) {
      (prose[2] === 'resource' ? current.resources : current.dataSources).push(prose[1]);
      continue;
    }
    // List resources, ephemeral resources, actions, functions: no resource or data block of that name.
    if (/\*\*New /.test(line) || !ADDS.test(line)) continue;
    const ticked = [...line.matchAll(TICKED)].map((m) => m[1].trim());
    const isType = (t) => t.startsWith(`${prefix}_`) && /^[a-z0-9_]+$/.test(t);
    const types = new Set(ticked.filter(isType));
    const names = ticked
      .filter((t) => !isType(t) && /^[a-z][a-z0-9_.]*$/.test(t))
      .flatMap((t) => t.split('.'))
      .filter(Boolean);
    const aws = AWS_STYLE.exec(line.trimStart());
    if (aws) types.add(aws[1]);
    if (!types.size || !names.length) continue;
    for (const type of types) {
      const list = (current.names[type] ??= []);
      for (const n of names) if (!list.includes(n)) list.push(n);
    }
  }
  return releases;
}

/** Numeric comparison of x.y.z versions. */
export function compareVersions(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}
