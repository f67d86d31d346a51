/**
 * ARM template expressions (`"[concat(parameters('name'), '-web')]"`): parsed into calls with
 * their offsets, so brackets, quotes and function names can be checked and the targets of
 * parameters(), variables(), resourceId() and reference() resolved.
 *
 * @example
 *   parseArmExpression("[resourceId('Microsoft.Web/sites', parameters('app'))]").calls.map((c) => c.name)
 *   // ['resourceId', 'parameters']
 */
export interface ArmCall {
  name: string;
  /** Offset of the name inside the string. */
  offset: number;
  /** The literal string arguments by position (undefined where an argument is not a literal). */
  literals: (string | undefined)[];
  args: ArmCall[][];
  /** Where each argument starts and ends inside the string (to quote a condition back). */
  argSpans?: [number, number][];
}
export interface ArmExpression {
  calls: ArmCall[];
  error?: { message: string; offset: number };
}

/**
 * Whether a JSON string is an expression: its first character is `[` and its last `]`, nothing
 * trimmed, as Azure's expression engine reads it (a workbook's JSON text "[ ... ]\r\n" is text);
 * `[[` escapes a literal bracket.
 */
export const isExpression = (s: string) => s.startsWith('[') && !s.startsWith('[[') && s.endsWith(']');

export function parseArmExpression(source: string): ArmExpression {
  const calls: ArmCall[] = [];
  let i = 1;
  const end = source.trimEnd().length - 1;
  const fail = (message: string, at = i): ArmExpression => ({ calls, error: { message, offset: at } });
  const ws = () => {
    while (i < end && /\s/.test(source[i])) i++;
  };

  class Stop extends Error {
    constructor(readonly result: ArmExpression) {
      super(result.error?.message);
    }
  }

  // expression := literal | name ( '(' args ')' )? ( '.' name | '[' expression ']' )*
  const expression = (into: ArmCall[]): string | undefined => {
    ws();
    const c = source[i];
    let literal: string | undefined;
    if (c === "'") {
      const start = i;
      i++;
      let out = '';
      for (;;) {
        if (i >= end) throw new Stop(fail("a string is never closed: a `'` is missing", start));
        if (source[i] === "'") {
          if (source[i + 1] === "'") {
            out += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        out += source[i++];
      }
      literal = out;
    } else if (/[-\d]/.test(c ?? '')) {
      const m = /^-?\d+(\.\d+)?/.exec(source.slice(i, end));
      if (!m) throw new Stop(fail(`unexpected \`${c}\``));
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c ?? '')) {
      const m = /^[A-Za-z_][\w.]*/.exec(source.slice(i, end))!;
      const call: ArmCall = { name: m[0], offset: i, literals: [], args: [], argSpans: [] };
      i += m[0].length;
      ws();
      if (source[i] !== '(') throw new Stop(fail(`\`${m[0]}\` must be called: \`${m[0]}(...)\``));
      i++;
      ws();
      into.push(call);
      if (source[i] === ')') i++;
      else
        for (;;) {
          const inner: ArmCall[] = [];
          ws();
          const argStart = i;
          call.literals.push(expression(inner));
          call.args.push(inner);
          call.argSpans!.push([argStart, i]);
          ws();
          if (source[i] === ',') {
            i++;
            continue;
          }
          if (source[i] === ')') {
            i++;
            break;
          }
          throw new Stop(
            fail(
              i >= end
                ? `\`${call.name}(\` is never closed: a \`)\` is missing`
                : `expected \`,\` or \`)\`, found \`${source[i]}\``,
            ),
          );
        }
    } else throw new Stop(fail(i >= end ? 'the expression is empty' : `unexpected \`${c}\``));
    // Property access and indexing.
    for (;;) {
      ws();
      if (source[i] === '.') {
        i++;
        const m = /^[A-Za-z_$][\w$]*/.exec(source.slice(i, end));
        if (!m) throw new Stop(fail('expected a property name after `.`'));
        i += m[0].length;
        literal = undefined;
      } else if (source[i] === '[') {
        i++;
        expression(into);
        ws();
        if (source[i] !== ']') throw new Stop(fail('an index is never closed: a `]` is missing'));
        i++;
        literal = undefined;
      } else if (source[i] === '?' && source[i + 1] === '.') {
        i += 2;
      } else break;
    }
    return literal;
  };

  try {
    expression(calls);
    ws();
    if (i < end) return fail(`unexpected \`${source[i]}\` after the end of the expression`);
    return { calls };
  } catch (e) {
    if (e instanceof Stop) return e.result;
    throw e;
  }
}

/** Every call in the expression, nested ones too. */
export function allCalls(calls: ArmCall[]): ArmCall[] {
  return calls.flatMap((c) => [c, ...allCalls(c.args.flat())]);
}

/**
 * ARM's template functions (names are case-insensitive); list* functions are matched by prefix.
 * `resourceInfo('symbol')` (languageVersion 2.0) gives a symbolic resource's id, name, type and
 * apiVersion: Bicep writes it for `res.id` and the like in such templates.
 */
export const ARM_FUNCTIONS = new Set(
  (
    'array concat contains createarray createobject empty first indexof intersection items join last lastindexof length ' +
    'max min range skip take tryget union coalesce equals greater greaterorequals less lessorequals if and or not bool ' +
    'false true datetimeadd datetimefromepoch datetimetoepoch utcnow deployment environment parameters variables ' +
    'extensionresourceid pickzones providers reference references resourcegroup resourceid subscription ' +
    'subscriptionresourceid managementgroup managementgroupresourceid tenant tenantresourceid base64 base64tojson ' +
    'base64tostring datauri datauritostring endswith format guid json newguid padleft replace split startswith string ' +
    'substring tolower toupper trim uniquestring uri uricomponent uricomponenttostring add div float int mod mul sub ' +
    'copyindex objectkeys shallowmerge filter map reduce sort toobject lambda lambdavariables mapvalues groupby cidrhost ' +
    'cidrsubnet parsecidr tryindexfromend indexfromend null fail deployer flatten roledefinitions resourceinfo ' +
    // Newer functions the Bicep compiler writes as they are (its sys and az namespaces, emitted
    // unchanged into the template): like and distinct, parseUri/buildUri, and the availability-zone
    // mappings toLogicalZone(s)/toPhysicalZone(s).
    'like distinct parseuri builduri tologicalzone tologicalzones tophysicalzone tophysicalzones'
  ).split(' '),
);
