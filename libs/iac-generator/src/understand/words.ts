/** Word classes and small text helpers the reading pass shares between its steps. */
import { type Cloud } from '../model/types';
import { wordOf } from './word-list';
import { type Token } from './text';

// Words before a component that ask for one more of a kind already mentioned.
export const ANOTHER = new Set(['another', 'second', 'additional', 'separate', 'extra']);
// Words that carry no requirement on their own; a phrase made only of these is not "not covered".
// What people type in chat around a request ("a new bucket pls", "a queue plz", "thx", "of course" as
// "ofc", "to be honest" as "tbh"): asides that ask for nothing and never name a thing.
export const CHAT_ASIDES = wordOf(`
  pls
  plz
  pleeze
  please
  thanks
  thank
  thx
  tx
  ty
  tia
  cheers
  asap
  btw
  fyi
  lol
  imo
  imho
  kthx
  ofc
  obv
  obvs
  tbh
  ngl
  iirc
  afaik
  afaict
  fwiw
  idk
  rn
  nvm
  ymmv
`);

export const FILLER = wordOf(`
  a
  an
  the
  and
  or
  with
  for
  to
  of
  in
  on
  at
  by
  from
  that
  which
  it
  its
  this
  these
  those
  is
  are
  be
  should
  will
  must
  can
  also
  too
  plus
  plu
  either
  then
  all
  any
  each
  both
  one
  two
  three
  some
  as
  into
  using
  use
  used
  via
  create
  creates
  created
  creating
  make
  set
  sets
  up
  setup
  provision
  provisions
  configure
  configures
  configured
  define
  defines
  deploy
  generate
  generates
  provide
  provides
  include
  includes
  including
  add
  need
  needs
  want
  i
  we
  my
  our
  me
  please
  aws
  amazon
  azure
  google
  gcp
  cloud
  terraform
  resource
  resources
  example
  basic
  simple
  new
  named
  called
  name
  value
  values
  specific
  necessary
  required
  like
  such
  services
  service
  infrastructure
  configuration
  script
  code
  attribute
  attributes
  argument
  arguments
  default
  custom
  q\\u00a7\\d+
  \\d+(?:\\.\\d+)*
  [a-z]
  etc
  e\\.g
  i\\.e
`);

// Words that introduce a thing of its own.
export const INTRODUCES = new Set(['a', 'an', 'another', 'one', 'two', 'three', 'four', 'five', 'several', 'some']);

/** The words from `start` to `end` (token indexes) as written. */
export function tokensText(tokens: Token[], start: number, end: number): string {
  return tokens
    .slice(start, end)
    .map((t) => t.raw)
    .join(' ');
}

/** The phrase with its quoted names put back in quotes, for lines of the answer. */
export function restore(raw: string, quotes: Map<string, string>): string {
  return raw
    .replace(/\s*(q\u00a7\d+)\s*/g, (_m, t: string) => ` "${quotes.get(t) ?? ''}" `)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The cloud as the answer names it. */
export function cloudName(cloud: Cloud): string {
  return { aws: 'AWS', azure: 'Azure', gcp: 'Google Cloud', k8s: 'Kubernetes' }[cloud];
}
