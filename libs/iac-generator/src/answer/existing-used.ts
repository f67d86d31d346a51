/**
 * Whether what the files write for a resource said to exist already (a lookup: a Terraform data
 * source or variable, a CloudFormation parameter, a Bicep `existing` resource) is used by anything
 * written. "Our existing key vault" beside a storage account asks for the account to use its key:
 * a lookup nothing uses refers to the vault and honours nothing of what was asked with it, so the
 * answer does not report it as honoured (issue 24, class 2: a setting reported honoured that the
 * files do not hold). Undefined when the files' spelling does not tell.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const count = (content: string, re: RegExp) => [...content.matchAll(re)].length;

/** Whether the lookups `produced` names (a component's produced resources) are used in `content`. */
export function lookupUsed(produced: readonly string[], content: string, name?: string): boolean | undefined {
  for (const p of produced) {
    // Terraform: a data source is used where an attribute of it is read; a variable wherever it is read.
    const data = /^data\.([\w-]+)\.([\w-]+)/.exec(p);
    if (data) return count(content, new RegExp(`\\bdata\\.${escape(data[1])}\\.${escape(data[2])}\\.`, 'g')) > 0;
    const variable = /^var\.([\w-]+)/.exec(p);
    if (variable) return count(content, new RegExp(`\\bvar\\.${escape(variable[1])}(?![\\w-])`, 'g')) > 0;
  }
  // CloudFormation: a parameter is used where it is referred to; one of several (its ARN, and a value
  // of it the request gave, as a load balancer's DNS name) is enough.
  const parameters = produced.flatMap((p) => /^parameter ([\w-]+)/.exec(p)?.[1] ?? []);
  if (parameters.length)
    return parameters.some(
      (n) =>
        count(content, new RegExp(`(?:!Ref\\s+|Ref:\\s*|"Ref"\\s*:\\s*"|\\$\\{)${escape(n)}(?![\\w-])`, 'g')) +
          count(content, new RegExp(`(?:!GetAtt\\s+|Fn::GetAtt:\\s*\\[?\\s*)${escape(n)}\\.`, 'g')) >
        0,
    );
  // Bicep: the `existing` resource named by the parameter whose default is the name given.
  if (name && produced.some((p) => /\(existing, referred to\)$/.test(p))) {
    const param = new RegExp(`^param (\\w+) string = '${escape(name)}'`, 'm').exec(content)?.[1];
    const symbol =
      param &&
      new RegExp(`^resource (\\w+) '[^']+' existing = \\{\\s*name: '\\$\\{${param}\\}'`, 'm').exec(content)?.[1];
    if (symbol) return count(content, new RegExp(`(?<![\\w-])${symbol}(?![\\w-])`, 'g')) > 1;
  }
  return undefined;
}
