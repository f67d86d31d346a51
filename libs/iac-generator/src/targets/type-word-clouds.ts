/**
 * Which cloud a phrase names by a resource type's whole name when only one cloud's provider has
 * that service: "an SSM parameter" is `aws_ssm_parameter`, "an ECR repository" `aws_ecr_repository`,
 * "a Cognito user pool" `aws_cognito_user_pool`. Read from the bundled provider schemas, so a product
 * no cloud word lists still says its cloud. A service word another cloud's type names hold too
 * ("kms", "dns", "application") says none, nor does another company's ("a Datadog monitor" is Datadog's, even though
 * azurerm has `azurerm_datadog_monitor`), nor an ending shared by several ("identity pool").
 */
import { camelWords } from '../catalogue';
import { terraformSchema } from '../catalogue/dialect';
import { type Cloud } from '../model/types';
import companies from '../understand/other-providers.json';

const PROVIDERS: [Cloud, 'terraform:aws' | 'terraform:azurerm' | 'terraform:google'][] = [
  ['aws', 'terraform:aws'],
  ['azure', 'terraform:azurerm'],
  ['gcp', 'terraform:google'],
];

// Services named after another company: their types are that company's things seen from a cloud.
const COMPANY = new Set([...Object.keys(companies.providers), ...Object.keys(companies.hosts)]);

/** A type's words after its provider, keyed by their spelling, with the one cloud whose service it is. */
interface Names {
  byWords: Map<string, Cloud>;
  longest: number;
}
let names: Names | undefined;

function typeNames(): Names {
  if (names) return names;
  const typesOf = PROVIDERS.map(([cloud, dialect]) => ({
    cloud,
    words: Object.keys(terraformSchema(dialect)?.resources ?? {}).map((t) => camelWords(t).slice(1)),
  }));
  // Which clouds' type names hold each word anywhere ("application" is an Azure service's word, and an AWS type's part).
  const services = new Map<string, Set<Cloud>>();
  for (const { cloud, words } of typesOf)
    for (const w of words.flat()) services.set(w, (services.get(w) ?? new Set<Cloud>()).add(cloud));
  const byWords = new Map<string, Cloud>();
  let longest = 0;
  for (const { cloud, words } of typesOf)
    for (const w of words) {
      const service = w[0];
      if (w.length < 2 || service.length < 3 || COMPANY.has(service) || services.get(service)!.size > 1) continue;
      byWords.set(w.join(' '), cloud);
      longest = Math.max(longest, w.length);
    }
  names = { byWords, longest };
  return names;
}

/** The clouds `text` names by a type's whole name, each at the position where its first such name starts. */
export function cloudsOfTypeWords(text: string): { cloud: Cloud; at: number }[] {
  const words = [...text.matchAll(/[A-Za-z][A-Za-z0-9]*/g)].map((m) => ({
    word: camelWords(m[0]).join(' '),
    at: m.index,
  }));
  const { byWords, longest } = typeNames();
  const found = new Map<Cloud, number>();
  for (let i = 0; i < words.length; i++)
    for (let n = Math.min(longest, words.length - i); n >= 2; n--) {
      const run = words
        .slice(i, i + n)
        .map((w) => w.word)
        .join(' ');
      const cloud = byWords.get(run);
      if (!cloud) continue;
      if (!found.has(cloud)) found.set(cloud, words[i].at);
      break;
    }
  return [...found].map(([cloud, at]) => ({ cloud, at }));
}
