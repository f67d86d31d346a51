/**
 * The schema walk of one resource, data source or provider block: every argument and nested block
 * known, required ones present, single blocks not repeated, and literal values of the right type.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type Findings } from '../diagnostics';
import { type HclBlock, type HclBody, type HclExpr } from '../parse/hcl/ast';
import { type Span } from '../parse/position';
import { closest } from '../suggest';
import { type ProviderSchema, type Struct, type TypeCode } from '@infragen/iac-schemas';

const T = DiagnosticMessages.checks.terraform;

/** Arguments and blocks Terraform itself gives every resource and data source. */
const META_ARGUMENTS = new Set(['count', 'for_each', 'depends_on', 'provider']);
const META_BLOCKS = new Set(['lifecycle', 'provisioner', 'connection']);

export interface BlockContext {
  schema: ProviderSchema;
  f: Findings;
  /** The provider's previous bundled major and its note (provider-choice.ts), loaded when an error asks. */
  previous?: () => { schema: ProviderSchema; note: string } | undefined;
  /** The note for a name a newer release the folder admits added (newer-additions.ts), else undefined. */
  addedLater?: (name: string) => string | undefined;
}

/**
 * The block being checked, found in another version's schema: its struct, and whether that struct
 * can say which of its fields are required (see nestedPlace).
 */
interface Place {
  struct: Struct;
  requiredKnown: boolean;
}

/** Finds the place of the block being checked in another version's schema (undefined when absent there). */
export type Locate = (schema: ProviderSchema) => Place | undefined;

/**
 * The previous major's note when that major, at the same place (`locate`), would not raise the error
 * (`accepts`): an argument removed or a requirement added by the major the folder gets. The note says
 * "accepts this as written", so it is given only when the older schema can judge that part.
 */
function previousNote(
  ctx: BlockContext,
  locate: Locate | undefined,
  accepts: (p: Place, schema: ProviderSchema) => boolean,
): string {
  const prev = locate && ctx.previous?.();
  const place = prev && locate(prev.schema);
  return place && accepts(place, prev.schema) ? ` ${prev.note}` : '';
}

/** Checks a resource, data or provider body against its struct. `where` names it in messages. */
export function checkBody(
  ctx: BlockContext,
  body: HclBody,
  struct: Struct,
  where: string,
  path: string,
  top: boolean,
  header: Span,
  locate?: Locate,
): void {
  const { f } = ctx;
  const blockNames = new Set(Object.keys(struct.b ?? {}));
  const argNames = Object.keys(struct.a);
  const known = [...argNames, ...blockNames];
  const present = new Set<string>();

  for (const a of body.attributes) {
    if (present.has(a.name)) f.error('terraform.duplicate-argument', T.duplicateArgument(a.name), a.nameSpan);
    present.add(a.name);
    if (top && META_ARGUMENTS.has(a.name)) continue;
    const code = struct.a[a.name];
    if (code !== undefined) checkType(ctx, a.expr, code, a.name, `${path}.${a.name}`);
    else if (blockNames.has(a.name))
      f.error('terraform.block-as-argument', T.blockAsArgument(a.name), a.nameSpan, { path: `${path}.${a.name}` });
    else {
      const hint = closest(a.name, known);
      const later = ctx.addedLater?.(a.name);
      const note = later
        ? ` ${later}`
        : previousNote(ctx, locate, ({ struct: p }) => p.a[a.name] !== undefined || !!p.b?.[a.name]);
      (later ? f.info.bind(f) : f.error.bind(f))(
        'terraform.unknown-argument',
        T.unknownArgument(where, a.name) + note,
        a.nameSpan,
        {
          path: `${path}.${a.name}`,
          fixHint: hint ? DiagnosticMessages.checks.didYouMean(hint) : undefined,
        },
      );
    }
  }

  const counts = new Map<string, HclBlock[]>();
  for (const b of body.blocks) {
    if (top && META_BLOCKS.has(b.type)) continue;
    const name = b.type === 'dynamic' ? (b.labels[0]?.value ?? '') : b.type;
    present.add(name);
    counts.set(name, [...(counts.get(name) ?? []), b]);
    const nestedPath = `${path}.${name}`;
    const content = b.type === 'dynamic' ? b.body.blocks.find((x) => x.type === 'content')?.body : b.body;
    const nested = nestedStruct(ctx.schema, struct, name);
    if (nested) {
      if (content)
        checkBody(
          ctx,
          content,
          nested,
          `The \`${name}\` block of ${where.replace(/^The /, 'the ')}`,
          nestedPath,
          false,
          b.typeSpan,
          locate &&
            ((other) => {
              const outer = locate(other);
              return outer && nestedPlace(other, outer.struct, name);
            }),
        );
    } else if (struct.a[name] === 'a') {
      // The schema packages type a recursive nested block (a WAF rule's `statement`) as "any":
      // the provider takes it as a block, and its contents are not described, so not checked.
    } else if (struct.a[name] !== undefined)
      f.error('terraform.argument-as-block', T.argumentAsBlock(name), b.typeSpan, { path: nestedPath });
    else {
      const hint = closest(name, known);
      const later = ctx.addedLater?.(name);
      const note = later
        ? ` ${later}`
        : previousNote(ctx, locate, ({ struct: p }, old) => !!nestedPlace(old, p, name) || p.a[name] === 'a');
      (later ? f.info.bind(f) : f.error.bind(f))(
        'terraform.unknown-block',
        T.unknownBlock(where, name) + note,
        b.type === 'dynamic' ? b.labels[0].span : b.typeSpan,
        {
          path: nestedPath,
          fixHint: hint ? DiagnosticMessages.checks.didYouMean(hint) : undefined,
        },
      );
    }
  }
  for (const [name, blocks] of counts)
    if (struct.b?.[name]?.[1] === 1 && blocks.length > 1 && blocks.every((b) => b.type !== 'dynamic'))
      f.error('terraform.too-many-blocks', T.tooManyBlocks(name), blocks[1].typeSpan, { path: `${path}.${name}` });

  const missingArgs = (struct.r ?? []).filter((r) => !present.has(r) && !blockNames.has(r));
  // Required only from the folder's major on: none of them required by the previous one, which must
  // know its required fields there (an object attribute's fields may be required unrecorded).
  const newlyRequired = (names: string[]) =>
    previousNote(ctx, locate, (p) => p.requiredKnown && !names.some((n) => p.struct.r?.includes(n)));
  if (missingArgs.length)
    f.error('terraform.missing-argument', T.missingArgument(where, missingArgs) + newlyRequired(missingArgs), header, {
      path,
    });
  for (const r of (struct.r ?? []).filter((r) => !present.has(r) && blockNames.has(r)))
    f.error('terraform.missing-block', T.missingBlock(where, r) + newlyRequired([r]), header, {
      path: `${path}.${r}`,
    });
}

/** The struct of a nested block, or of an object-typed argument written as a block. */
function nestedStruct(schema: ProviderSchema, struct: Struct, name: string): Struct | undefined {
  return nestedPlace(schema, struct, name)?.struct;
}

/**
 * A nested block's place. A block's struct lists its required fields. An object-typed argument
 * written as a block (the provider's "attributes as blocks": azurerm 4's inline `subnet` of
 * azurerm_virtual_network) has a struct typed from the object's attribute list, which names every
 * field but records required ones only when the extraction had them (the CDK packages leave every
 * field of such an object optional although the provider requires some): without any recorded,
 * nothing can be said about which fields it requires.
 */
function nestedPlace(schema: ProviderSchema, struct: Struct, name: string): Place | undefined {
  const b = struct.b?.[name];
  if (b) return { struct: schema.structs[b[0]], requiredKnown: true };
  const code = struct.a[name];
  const m = code && /^l?o(\d+)$/.exec(code);
  const object = m ? schema.structs[Number(m[1])] : undefined;
  return object && { struct: object, requiredKnown: !!object.r?.length };
}

type Shape = 'string' | 'number' | 'bool' | 'list' | 'object' | 'null' | undefined;

function shapeOf(e: HclExpr): Shape {
  switch (e.kind) {
    case 'literal':
      return e.value === null
        ? 'null'
        : typeof e.value === 'string'
          ? 'string'
          : typeof e.value === 'number'
            ? 'number'
            : 'bool';
    case 'template':
      return 'string';
    case 'tuple':
      return 'list';
    case 'object':
      return 'object';
    default:
      return undefined;
  }
}

const DESCRIBE: Record<string, string> = { s: 'a string', n: 'a number', b: 'true or false', a: 'any value' };
function describe(code: TypeCode): string {
  if (DESCRIBE[code]) return DESCRIBE[code];
  if (code.startsWith('l')) return 'a list';
  if (code.startsWith('m')) return 'a map';
  return 'an object';
}
const SHAPE_NAMES: Record<NonNullable<Shape>, string> = {
  string: 'a string',
  number: 'a number',
  bool: 'a boolean',
  list: 'a list',
  object: 'an object',
  null: 'null',
};

/** Checks a literal value against a type code; values computed at plan time are not judged. */
function checkType(ctx: BlockContext, e: HclExpr, code: TypeCode, name: string, path: string): void {
  const shape = shapeOf(e);
  if (!shape || shape === 'null' || code === 'a') return;
  const mismatch = () =>
    ctx.f.error('terraform.type-mismatch', T.typeMismatch(name, describe(code), SHAPE_NAMES[shape]), e.span, { path });
  const head = code[0];
  if (head === 's') {
    if (shape === 'list' || shape === 'object') mismatch();
  } else if (head === 'n') {
    if (shape === 'string' && e.kind === 'literal' && !/^-?\d+(\.\d+)?$/.test(String(e.value).trim())) mismatch();
    else if (shape === 'bool' || shape === 'list' || shape === 'object') mismatch();
  } else if (head === 'b') {
    if (shape === 'string' && e.kind === 'literal' && !['true', 'false'].includes(String(e.value))) mismatch();
    else if (shape === 'number' || shape === 'list' || shape === 'object') mismatch();
  } else if (head === 'l') {
    if (shape !== 'list') return mismatch();
    if (e.kind === 'tuple') e.items.forEach((item, i) => checkType(ctx, item, code.slice(1), name, `${path}[${i}]`));
  } else if (head === 'm') {
    if (shape !== 'object') return mismatch();
    if (e.kind === 'object')
      for (const item of e.items)
        checkType(ctx, item.value, code.slice(1), item.keyName ?? name, `${path}.${item.keyName ?? '?'}`);
  } else if (head === 'o') {
    if (shape !== 'object') return mismatch();
    if (e.kind !== 'object') return;
    const struct = ctx.schema.structs[Number(code.slice(1))];
    for (const item of e.items) {
      if (item.keyName === undefined) continue;
      const inner = struct.a[item.keyName];
      if (inner === undefined) {
        const hint = closest(item.keyName, Object.keys(struct.a));
        const later = ctx.addedLater?.(item.keyName);
        const message = T.unknownArgument(`\`${name}\``, item.keyName) + (later ? ` ${later}` : '');
        (later ? ctx.f.info.bind(ctx.f) : ctx.f.error.bind(ctx.f))(
          'terraform.unknown-argument',
          message,
          item.key.span,
          {
            path: `${path}.${item.keyName}`,
            fixHint: hint ? DiagnosticMessages.checks.didYouMean(hint) : undefined,
          },
        );
      } else checkType(ctx, item.value, inner, item.keyName, `${path}.${item.keyName}`);
    }
  }
}
