/**
 * Terraform, every provider: a resource the request says already exists is a data source looked up
 * by what the request gave (its name, or its ARN, resource id or email), kept as the default of the
 * variable the lookup reads; where no argument of the data source takes the given identifier (an
 * ACM certificate is found by domain, not ARN), the identifier itself is what the others refer to.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { Call, Expr, NestedBlock, type HclValue } from '../../model/hcl';
import { EXISTING, type ExistingLookup } from '../../model/existing';
import { isIdentifier, lastPart, segmentAfter } from '../../model/identifiers';
import { type Component } from '../../model/types';
import { type TfContext } from './context';

// Arguments that take an identifier the provider assigned (never a name the user chose).
const ASSIGNED = /^(?:id|arn|key_id|zone_id)$/;

/** The project a Google identifier names: "p:region:instance", "x@p.iam.gserviceaccount.com", "projects/p/...". */
function projectOf(identifier: string): string | undefined {
  return (
    /^projects\/([^/]+)/.exec(identifier)?.[1] ??
    /@([a-z0-9-]+)\.iam\.gserviceaccount\.com$/.exec(identifier)?.[1] ??
    /^([a-z][a-z0-9-]+):[a-z]+-[a-z]+\d+:/.exec(identifier)?.[1]
  );
}

/** The variable holding one argument of the lookup, with the value the request gave as its default. */
function given(x: TfContext, c: Component, arg: string, lookup: ExistingLookup, value: string | undefined): Expr {
  // A value read out of the identifier given says which one, so the identifier stays in the files.
  const from = c.name && value !== c.name && isIdentifier(c.name) ? `, from ${c.name}` : '';
  return x.variable(`${c.id}_${arg}`, {
    type: 'string',
    description: `${arg.replace(/_/g, ' ')} of the existing ${lookup.what} (not created here${from})`,
    default: value,
  });
}

/** The resource group an Azure lookup reads: the one the id names, else the group the others are in. */
function groupOf(c: Component, x: TfContext, lookup: ExistingLookup, id: string | undefined): HclValue {
  const named = id && segmentAfter(id, 'resourceGroups');
  if (named) return given(x, c, lookup.group!, lookup, named);
  const home = x.plan.all('azure.resource_group').find((g) => g !== c);
  return home ? x.ref(home, 'name') : given(x, c, lookup.group!, lookup, undefined);
}

// Arguments a given identifier's last part fills (a role's name in its ARN); a certificate's domain is in none.
const NAMED_BY = /name|bucket|identifier|^id$|^key_id$|account_id|secret_id/;

// Zones whose name is their domain: "our example.com zone" is looked up as example.com.
const DOMAIN_NAMED = new Set(['aws_route53_zone', 'azurerm_dns_zone']);
const namedByDomain = (c: Component, lookup: ExistingLookup) =>
  lookup.by === 'name' && DOMAIN_NAMED.has(lookup.data) ? c.attrs.domain : undefined;

/**
 * Refers to an existing component: the attributes that are the identifier the request gave (its ARN,
 * resource id, email) are that identifier, held by a variable; its data source is written when
 * another attribute is asked for (a subnet's VPC, a group's location), or at once when nothing was
 * given whole.
 */
export function referToExisting(c: Component, x: TfContext): void {
  const lookup = EXISTING[c.kind];
  const id = c.name && isIdentifier(c.name) ? c.name : undefined;
  const from = c.config.existingFrom as { component: Component; attr: string } | undefined;
  const dotted = lookup.parent && !id ? /^(?:[\w-]+\.)?([\w-]+)\.([\w-]+)$/.exec(c.name ?? '') : null;
  let written = false;
  const lookUp = () => {
    if (written) return;
    written = true;
    const body: Record<string, HclValue> = {};
    // One known only through another it holds (the VPC of an existing subnet) is looked up through that one.
    if (from) body[lookup.by] = x.ref(from.component, from.attr);
    else if (id && lookup.byId) body[lookup.byId] = given(x, c, lookup.byId, lookup, id);
    else if (id)
      body[lookup.by] = given(
        x,
        c,
        lookup.by,
        lookup,
        lookup.by === 'id' ? id : NAMED_BY.test(lookup.by) ? lastPart(id) : undefined,
      );
    // A name the user chose fills a lookup by name; a lookup by an assigned id keeps no guessed default.
    // One named in its parent ("analytics.events_raw", a table in its dataset) is looked up by its own part.
    else
      body[lookup.by] = given(
        x,
        c,
        lookup.by,
        lookup,
        c.name && !ASSIGNED.test(lookup.by) ? (dotted ? dotted[2] : c.name) : namedByDomain(c, lookup),
      );
    if (lookup.parent) {
      const parent = id ? id.split('/').slice(-3, -2)[0] : dotted?.[1];
      body[lookup.parent] = given(x, c, lookup.parent, lookup, parent || undefined);
    }
    if (lookup.group) body[lookup.group] = groupOf(c, x, lookup, id);
    const project = id && lookup.project && projectOf(id);
    if (project) body[lookup.project!] = given(x, c, lookup.project!, lookup, project);
    x.produced.set(c, [...(x.produced.get(c) ?? []), x.data(lookup.data, c.id, body as never)]);
  };
  if (id && lookup.direct && !from) {
    const value = given(x, c, lookup.direct[0], lookup, id);
    x.given.set(c, new Map(lookup.direct.map((attr) => [attr, value])));
    x.lookups.set(c, lookUp);
    x.produced.set(c, [...(x.produced.get(c) ?? []), GeneratorMessages.existingReferredTo(value.code)]);
  } else lookUp();
}

/**
 * A reference a planner wrote by hand to a resource address (an IAM statement naming
 * `aws_s3_bucket.uploads.arn`) that is one the request says exists: rewritten to how this
 * configuration refers to it (its given identifier's variable, or its data source, written now).
 * Without it the policy would name a resource that is not in the files.
 */
export function referringToExisting(x: TfContext, existing: Component[], typeOf: (kind: string) => string | undefined) {
  const rows = existing.flatMap((c) => {
    const type = typeOf(c.kind);
    if (!type) return [];
    const at = new RegExp(`(?<![\\w.])${escaped(type)}\\.${escaped(c.id)}\\.([a-z_]+)`, 'g');
    return [{ c, at }];
  });
  if (!rows.length) return;
  const rewrite = (code: string): string =>
    rows.reduce((out, { c, at }) => out.replace(at, (_m, attr: string) => x.ref(c, attr).code), code);
  const walk = (v: HclValue | undefined): HclValue | undefined => {
    if (v instanceof Expr) {
      const code = rewrite(v.code);
      return code === v.code ? v : new Expr(code);
    }
    if (v instanceof Call) {
      v.args.forEach((a, i) => ((v.args as HclValue[])[i] = walk(a)!));
      return v;
    }
    if (v instanceof NestedBlock) {
      walkBody(v.body);
      return v;
    }
    if (Array.isArray(v)) {
      v.forEach((a, i) => (v[i] = walk(a)!));
      return v;
    }
    if (v && typeof v === 'object') walkBody(v);
    return v;
  };
  const walkBody = (body: Record<string, HclValue | undefined>) => {
    for (const k of Object.keys(body)) body[k] = walk(body[k]);
  };
  for (const block of [...x.resources, ...x.outputs]) walkBody(block.body);
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
