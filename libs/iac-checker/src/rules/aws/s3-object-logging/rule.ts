import { type Resource, type RuleContext } from '../../model';
import { asStrings, type Node, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** What a trail's selectors log for one bucket's objects; undefined when it cannot be told. */
interface Logged {
  reads: boolean;
  writes: boolean;
}

/** Whether an ARN pattern of a data resource covers the bucket: every bucket, or the bucket's own prefix. */
function covers(values: Node | undefined, bucket: Resource): boolean | undefined {
  if (!values) return false;
  if (values.refs().includes(bucket.ref)) return true;
  const list = asStrings(values.value());
  if (list === UNKNOWN) return undefined;
  return list.some(
    (v) =>
      /^arn:aws[\w-]*:s3(:::)?$/.test(v) ||
      (typeof bucket.identity === 'string' && v.startsWith(`arn:aws:s3:::${bucket.identity}/`)),
  );
}

/** The classic selectors: a read/write type and data resources of type AWS::S3::Object. */
function classic(selectors: Node[], bucket: Resource, k: { rw: string; data: string; type: string; values: string }) {
  const out: Logged = { reads: false, writes: false };
  let unknown = false;
  for (const s of selectors) {
    const objects = s.list(k.data).filter((d) => d.get(k.type)?.value() === 'AWS::S3::Object');
    const hit = objects.map((d) => covers(d.get(k.values), bucket));
    if (hit.includes(undefined)) unknown = true;
    if (!hit.includes(true)) continue;
    const rw = s.get(k.rw)?.value() ?? 'All';
    if (rw === UNKNOWN) unknown = true;
    else {
      if (rw !== 'WriteOnly') out.reads = true;
      if (rw !== 'ReadOnly') out.writes = true;
    }
  }
  return { out, unknown };
}

/** Advanced selectors: field selectors on `resources.type`, `readOnly` and `resources.ARN`. */
function advanced(
  selectors: Node[],
  bucket: Resource,
  k: { fields: string; field: string; equals: string; startsWith: string },
) {
  const out: Logged = { reads: false, writes: false };
  for (const s of selectors) {
    const fields = s.list(k.fields);
    const field = (name: string) => fields.find((f) => f.get(k.field)?.value() === name);
    const type = asStrings(field('resources.type')?.get(k.equals)?.value());
    if (type === UNKNOWN || !type.includes('AWS::S3::Object')) continue;
    const arn = field('resources.ARN');
    if (arn && !covers(arn.get(k.startsWith) ?? arn.get(k.equals), bucket)) continue;
    const readOnly = asStrings(field('readOnly')?.get(k.equals)?.value());
    if (readOnly === UNKNOWN) continue;
    if (!readOnly.includes('false')) out.reads = true;
    if (!readOnly.includes('true')) out.writes = true;
  }
  return out;
}

function report(ctx: RuleContext, bucket: Resource, logged: Logged): void {
  const missing = [logged.reads ? '' : 'reads', logged.writes ? '' : 'writes'].filter(Boolean).join(' and ');
  if (missing) ctx.report(bucket, undefined, `Object-level ${missing} are not logged by a CloudTrail trail here.`);
}

/** How one format spells the trail, the bucket and the selectors' keys. */
interface Spelling {
  trail: string;
  bucket: string;
  classic: { list: string; rw: string; data: string; type: string; values: string };
  advanced: { list: string; fields: string; field: string; equals: string; startsWith: string };
}

/** Each bucket against every trail of the file: one check, spelt per format. */
const check =
  (sp: Spelling) =>
  (ctx: RuleContext): void => {
    const trails = ctx.resources(sp.trail);
    for (const bucket of ctx.resources(sp.bucket)) {
      const logged: Logged = { reads: false, writes: false };
      let unknown = false;
      for (const t of trails) {
        const c = classic(t.body.list(sp.classic.list), bucket, sp.classic);
        const a = advanced(t.body.list(sp.advanced.list), bucket, sp.advanced);
        unknown ||= c.unknown;
        logged.reads ||= c.out.reads || a.reads;
        logged.writes ||= c.out.writes || a.writes;
      }
      if (!unknown) report(ctx, bucket, logged);
    }
  };

const terraform = check({
  trail: 'aws_cloudtrail',
  bucket: 'aws_s3_bucket',
  classic: { list: 'event_selector', rw: 'read_write_type', data: 'data_resource', type: 'type', values: 'values' },
  advanced: {
    list: 'advanced_event_selector',
    fields: 'field_selector',
    field: 'field',
    equals: 'equals',
    startsWith: 'starts_with',
  },
});

const cloudformation = check({
  trail: 'AWS::CloudTrail::Trail',
  bucket: 'AWS::S3::Bucket',
  classic: { list: 'EventSelectors', rw: 'ReadWriteType', data: 'DataResources', type: 'Type', values: 'Values' },
  advanced: {
    list: 'AdvancedEventSelectors',
    fields: 'FieldSelectors',
    field: 'Field',
    equals: 'Equals',
    startsWith: 'StartsWith',
  },
});

export const rule = codeRule(spec, { terraform, cloudformation });
