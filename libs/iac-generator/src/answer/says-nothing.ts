/**
 * Words that ask nothing of the files: the request's own format or platform ("write Bicep for",
 * "the CloudFormation", "the manifests"), the cloud it is for ("what I need on GCP"), and asides
 * ("tho", "the way an ALB would"). A "not read" line quoting only such words would say the reader
 * missed something while there was nothing to read (issue 24, UNT: "not read: 'bicep'"), so no
 * line says them. Words that state anything (a name, a value, a thing) keep their line.
 */
import { wordOf } from '../understand/word-list';
import { CHAT_ASIDES, FILLER } from '../understand/words';

// The formats and platforms a request is written for, and the words that name what is written. Never
// "template": a launch template, an email template or a task UI template is a thing asked for.
const FORMAT = wordOf(`
  terraform
  tf
  hcl
  opentofu
  cloudformation
  cfn
  bicep
  kubernetes
  k8s
  kube
  yaml
  yml
  manifests?
  providers?
  iac
  gcp
  aws
  azure
  google
  cloud
`);

// Words said in passing that ask for nothing: asides, greetings, hedges, and question words.
const ASIDE = wordOf(`
  tho
  though
  hi
  hey
  hello
  ok
  okay
  way
  what
  how
  so
  just
  really
  actually
  basically
  kinda
  sorta
  maybe
  stuff
  things?
  can
  could
  you
  write
  writes?
  written
  give
  make
  create
  set
  up
  for
  us
  me
  i
  we
  need
  want
  is
  are
  be
  on
  in
`);

/**
 * Whether every word of `text` is a format, platform, cloud, aside or joining word. "ARM" is the
 * format only on Azure (Azure Resource Manager); elsewhere it is a processor ("ARM instances").
 */
export function saysNothing(text: string, cloud?: string): boolean {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  // A value with digits ("+1 415 555 0100") always states something; a platform's name ("k8s") does not.
  if (/\d/.test(text) && words.some((w) => /\d/.test(w) && !FORMAT.test(w))) return false;
  return words.every(
    (w) =>
      FILLER.test(w) || FORMAT.test(w) || ASIDE.test(w) || CHAT_ASIDES.test(w) || (w === 'arm' && cloud === 'azure'),
  );
}
