import { anyOf, wordIn, wordOf } from './word-list';
import { GENERIC_HEADS } from './vocabulary';
import { COMPONENT_WORD } from './bare-name-words';
import { DESCRIBING, DESCRIBING_AROUND } from './name-shapes';
import { NOT_A_NAME } from './text';
import { FILLER } from './words';
import { PLACE_WORD } from './names';
import { CONTAINERS, KUBERNETES } from './settings/k8s-words';

describe('word lists, one entry a line', () => {
  it('compiles the entries to the alternatives of one pattern, as written before', () => {
    const list = `
      sqs
      servicebus
      mq_broker
    `;
    expect(anyOf(list).source).toBe('sqs|servicebus|mq_broker');
    expect(wordOf(list, 'i')).toEqual(/^(?:sqs|servicebus|mq_broker)$/i);
  });

  it('keeps an entry that is a small pattern of its own', () => {
    const words = wordOf(`
      repositor(?:y|ies)
      service accounts?
    `);
    expect(['repository', 'repositories', 'service account', 'service accounts'].every((w) => words.test(w))).toBe(
      true,
    );
    expect(words.test('repositoryx')).toBe(false);
  });

  it('GENERIC_HEADS: a general word names only the kinds of product it is the general name of', () => {
    expect(GENERIC_HEADS.get('queue')?.test('sqs_queue')).toBe(true);
    expect(GENERIC_HEADS.get('queue')?.test('sns_topic')).toBe(false);
    expect(GENERIC_HEADS.get('database')?.test('dynamodb_table')).toBe(true);
    expect(GENERIC_HEADS.get('table')?.test('s3_bucket')).toBe(false);
    expect(GENERIC_HEADS.get('instance')?.test('api_management')).toBe(true);
  });

  it('wordIn: one of the entries between word boundaries', () => {
    const words = wordIn(`
      config ?maps?
      pods?
    `);
    expect(words.source).toBe('\\b(?:config ?maps?|pods?)\\b');
    expect(['a configmap', 'two config maps', 'the pod'].every((t) => words.test(t))).toBe(true);
    expect(words.test('podcast')).toBe(false);
  });

  // The patterns as they were written before they became lists (issue 23): the lists compile to the
  // same source and flags, so they read exactly what the patterns read.
  it.each([
    [
      'bare-names DESCRIBING',
      DESCRIBING,
      /^(?:multi|read|write|pay|on|dead|auto|point|cross|non|single|geo|high|low|long|short|fully|self|end|built|well|x|zone|cost|general|memory|compute|storage|burst|always|in|out|per|pre|post|pull|re|sub|co|de|un|over|under|full|half|first|last|open|closed|hot|cold|warm|real|near|server|client|event|time|key|one|two|three|four|five|no|at|least|most|all|any|private|public|internal|external|standard|basic|premium)[-_]|^(?:standard|basic|premium)_|^[a-z]+(?:-[a-z]+)?-mode$|^(?:system|user)[-_]assigned$|^(?:ipv?\d|http\d?|tls\d|gp\d|io\d|sha\d+|utf\d+|base\d+|md\d)$|\d+(?:gb|gib|mb|mib|tb|ms|rps|rpm|vcpus?|cpus?|cores?|days?|hours?|mins?|minutes?|seconds?|x)$/i,
    ],
    [
      'bare-names DESCRIBING_AROUND',
      DESCRIBING_AROUND,
      /^(?:front|back|e|mission|business|next|off|user|customer|client|event|data|read|write|cloud)[-_]|[-_](?:based|only|enabled|backed|managed|facing|wide|level|tier|side|ready|native|optimi[sz]ed|aware|driven|powered|compatible|friendly|free|safe|proof|capable|style|like|type|critical|end|commerce|gen|prem|term|heavy|intensive|latency|available|redundant|replicated|encrypted|integrated|injected|connected|attached|joined|peered|isolated|tenant|purpose|scale|grade|time|region|zone|az)$/i,
    ],
    [
      'names PLACE_WORD',
      PLACE_WORD,
      /^(?:the|our|this|that|same|default|primary|secondary|home|google|gcp|aws|amazon|web|services|azure|microsoft|cloud|cluster|region|zone|multi|eu|us|europe|asia|americas|north|south|east|west|central|[a-z]*\d+[a-z]?)$/,
    ],
    [
      'k8s-words CONTAINERS',
      CONTAINERS,
      /\b(?:deployments?|stateful ?sets?|daemon ?sets?|pods?|containers?|cron ?jobs?|kubernetes|k8s|helm|kubectl|docker)\b/,
    ],
    [
      'k8s-words KUBERNETES',
      KUBERNETES,
      /\b(?:kubernetes|k8s|config ?maps?|stateful ?sets?|daemon ?sets?|deployments?|pods?|namespaces?|ingress|pvcs?|(?:persistent )?volume claims?|claims?(?=\s+[a-z0-9]+-)|service ?accounts?|cron ?jobs?|role ?bindings?|storage ?class|kubectl|helm)\b/,
    ],
    [
      'text NOT_A_NAME',
      NOT_A_NAME,
      /^(?:a|an|the|and|or|with|for|to|of|in|on|that|which|it|its|this|each|both|one|two|three|named|called|using|use|via|plus|also|then|all|any|some|no|per|into|from|behind|in front|bucket|buckets|queue|queues|table|tables|topic|topics|subnet|subnets|function|functions|server|servers|instance|instances|role|roles|user|users|database|databases)$/i,
    ],
    [
      'words FILLER',
      FILLER,
      /^(?:a|an|the|and|or|with|for|to|of|in|on|at|by|from|that|which|it|its|this|these|those|is|are|be|should|will|must|can|also|too|plus|plu|either|then|all|any|each|both|one|two|three|some|as|into|using|use|used|via|create|creates|created|creating|make|set|sets|up|setup|provision|provisions|configure|configures|configured|define|defines|deploy|generate|generates|provide|provides|include|includes|including|add|need|needs|want|i|we|my|our|me|please|aws|amazon|azure|google|gcp|cloud|terraform|resource|resources|example|basic|simple|new|named|called|name|value|values|specific|necessary|required|like|such|services|service|infrastructure|configuration|script|code|attribute|attributes|argument|arguments|default|custom|q\u00a7\d+|\d+(?:\.\d+)*|[a-z]|etc|e\.g|i\.e)$/,
    ],
  ])('%s compiles to the pattern it replaced', (_name, list, before) => {
    expect([list.source, list.flags]).toEqual([before.source, before.flags]);
  });

  it('bare-names COMPONENT_WORD, alternatives a pattern groups itself, is the string it replaced', () => {
    expect(COMPONENT_WORD).toBe(
      'service accounts?|acrs?|claims?|cronjobs?|subscriptions?|subs|buckets?|tables?|queues?|topics?|repositor(?:y|ies)|repos?|databases?|keyspaces?|collections?|datasets?|containers?|secrets?|streams?|namespaces?|ns|trails?|hubs?|identit(?:y|ies)|bus(?:es)?|machines?|apis?|distributions?|keys?|balancers?|scale sets?|nsgs?|caches?|redis|resource groups?|rgs?|groups?|log groups?|vaults?|registr(?:y|ies)|zones?|workspaces?|vpcs?|vnets?|virtual networks?|networks?|subnets?|clusters?|accounts?|parameters?|schemas?|roles?|functions?|lambdas?|projects?|instances?|vms?|servers?|plans?|gateways?|apps?|services?|deployments?|jobs?|polic(?:y|ies)|checks?|monitors?|alarms?|alerts?',
    );
  });

  it('the lists read what they say', () => {
    expect(
      ['multi-az', 'read_only', 'standard_lrs', 'ipv6', 'gp3', 'sha256', '20gb', '3x'].filter(
        (w) => !DESCRIBING.test(w),
      ),
    ).toEqual([]);
    expect(['acme-logs', 'stdata01', 'web-01'].filter((w) => DESCRIBING.test(w))).toEqual([]);
    expect(
      ['front-end', 'event_driven', 'zone-redundant', 'cost-optimised'].filter((w) => !DESCRIBING_AROUND.test(w)),
    ).toEqual([]);
    expect(['eu', 'us', 'west', 'west1', 'the'].filter((w) => !PLACE_WORD.test(w))).toEqual([]);
    expect(['ledger', 'named'].filter((w) => PLACE_WORD.test(w))).toEqual([]);
    expect(KUBERNETES.test('claim data-vol')).toBe(true);
    expect(KUBERNETES.test('claim the refund')).toBe(false);
    expect(CONTAINERS.test('a statefulset and a cron job')).toBe(true);
  });
});
