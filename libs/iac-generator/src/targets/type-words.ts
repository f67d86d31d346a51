/**
 * How the words of a request and the names of resource types meet: a type's service, whether its
 * name holds a word, the kind a CloudFormation or ARM type is written by, and a bare mention.
 */
import { camelWords } from '../catalogue';
import { emptyAttrs } from '../model/types';
import { type Mention } from '../understand/understand';
import { FILLER } from '../understand/words';

export function mention(kind: string, phrase: number, text: string, names: string[] = []): Mention {
  return { kind, count: 1, names, attrs: emptyAttrs(), phrase, text, settings: [], start: 0, end: 0 };
}

/** The words with each two neighbours joined ("redshift serverless" also as "redshiftserverless"), as services are spelled. */
export function joinedPairs(words: string[]): string[] {
  return [...words, ...words.slice(1).map((w, i) => `${words[i]}${w}`)];
}

/**
 * The kind a CloudFormation or ARM type is written by, where the target cannot say (no type table):
 * the kind whose name has the type's words (`AWS::ECS::TaskDefinition` is `aws.ecs_task_definition`,
 * `Microsoft.Storage/storageAccounts` is `azure.storage_account`).
 */
export function kindNamedLike(type: string, kinds: ReadonlyMap<string, unknown>): string | undefined {
  const [service, resource] = type.startsWith('AWS::')
    ? type.split('::').slice(1)
    : type.replace(/^Microsoft\./, '').split('/');
  if (!service || !resource) return undefined;
  const words = (s: string) => camelWords(s).join(' ');
  const forms = new Set([words(resource), `${words(service)} ${words(resource)}`]);
  return [...kinds.keys()].find((k) => forms.has(words(k.slice(k.indexOf('.') + 1))));
}
/** Up to two plain words at the start of `text` ("compute environment" of "compute environment on Fargate"). */
export function leadingWords(text: string): string[] {
  const out: string[] = [];
  for (const w of text.split(/\s+/)) {
    if (out.length === 2 || !/^[a-z]+$/i.test(w) || FILLER.test(w.toLowerCase())) break;
    out.push(w.toLowerCase());
  }
  return out;
}

/** The service part of a type's name, lower case: `transfer` of `aws_transfer_user` and of `AWS::Transfer::User`. */
export function serviceOf(type: string): string {
  if (type.startsWith('AWS::')) return type.split('::')[1].toLowerCase();
  if (type.startsWith('Microsoft.')) return type.slice('Microsoft.'.length).split('/')[0].toLowerCase();
  return type.split('_')[1] ?? '';
}

/** Whether a type's name holds a word (singular or plural). */
export function typeHas(type: string, word: string): boolean {
  return type.toLowerCase().includes(word.replace(/s$/, '').toLowerCase());
}

export const DNS_RECORD_TYPE = /^(?:a|aaaa|cname|txt|mx|srv|ns|caa|ptr)$/i;
