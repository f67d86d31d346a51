/**
 * The words for components that an unquoted name may follow (bare-names.ts reads them): stores of
 * named things, running things named by the word after them, and kind words used as names. The
 * shapes of identifiers are in name-shapes.ts; the words that follow a component word without naming
 * it in not-name-words.ts.
 */
import { alternatives, wordOf } from './word-list';

// Words for components that a name may follow directly.
export const COMPONENT_WORD = alternatives(`
  service accounts?
  acrs?
  claims?
  cronjobs?
  subscriptions?
  subs
  buckets?
  tables?
  queues?
  topics?
  repositor(?:y|ies)
  repos?
  databases?
  keyspaces?
  collections?
  datasets?
  containers?
  secrets?
  streams?
  namespaces?
  ns
  trails?
  hubs?
  identit(?:y|ies)
  bus(?:es)?
  machines?
  apis?
  distributions?
  keys?
  balancers?
  scale sets?
  nsgs?
  caches?
  redis
  resource groups?
  rgs?
  groups?
  log groups?
  vaults?
  registr(?:y|ies)
  zones?
  workspaces?
  vpcs?
  vnets?
  virtual networks?
  networks?
  subnets?
  clusters?
  accounts?
  parameters?
  schemas?
  roles?
  functions?
  lambdas?
  projects?
  instances?
  vms?
  servers?
  plans?
  gateways?
  apps?
  services?
  deployments?
  jobs?
  polic(?:y|ies)
  checks?
  monitors?
  alarms?
  alerts?
`);

// Words for stores of named things, and for workloads often named by one word ("Deployment ledger",
// "cluster edge", "storage account stlogs", as Azure names accounts in letters only): a plain word after
// one of these can be its name.
export const STORE_WORD = wordOf(
  `
    buckets?
    tables?
    queues?
    topics?
    subscriptions
    subs
    repositor(?:y|ies)
    repos?
    registr(?:y|ies)
    databases?
    keyspaces?
    collections?
    datasets?
    deployments?
    claims?
    clusters?
    service accounts?
    services?
    functions?
    streams?
    trails?
    hubs?
    namespaces?
    instances?
    accounts?
  `,
  'i',
);

// Words for something that runs, named by the word after them as the platform names it ("ECS
// service checkout running nginx", "Cloud Run service billing serving ..."): the phrase may go on
// with what it does, as after a kind written as a type.
export const RUNS_WORD = wordOf(
  `
    services?
    deployments?
    functions?
  `,
  'i',
);

// Words for a kind that name a running thing when the phrase ends or goes on with another part
// right after them ("a Fargate service api behind an ALB", "deployment db with 1 replica", "a
// function api that reads ..."): a service has no API, database or queue of its own for the word
// to ask for, so it is the name people give it; before a noun it stays a compound ("service api
// gateway"), and with its own article it is a thing of its own ("a service and an api").
export const KIND_AS_RUNNING_NAME = wordOf(
  `
    api
    db
    database
    queue
    cache
    server
  `,
  'i',
);
