/**
 * The built-in generator's texts (its answers' explanations, "not covered" and "not read" lines,
 * declines): only the server writes them, the browser shows the answer it receives. Kept apart
 * from `Messages` so the web app's bundle does not carry them (scripts/check-bundle-size.mjs
 * fails a build whose chunks hold a server-only catalogue).
 *
 * Each "not covered" line about what a kind is and is not (its kind.json `nearest`, `cannot`,
 * `conflicts`) starts with the request's words it is about, quoted.
 */
import { SECURE_DEFAULT_ITEMS } from './secure-default-items';

export const GeneratorMessages = {
  /** Another cloud's product in a request for this cloud: never substituted, its nearest named when there is one. */
  otherCloudProduct: (said: string, product: string, cloud: string, nearest?: string) =>
    nearest
      ? `'${said}' (${product} is not on ${cloud}; the nearest ${cloud} service is ${nearest}. Nothing was written in its place: ask for ${nearest} to have it written)`
      : `'${said}' (${product} is not on ${cloud}, and nothing was substituted for it)`,
  /** Another cloud's product whose nearest product on this cloud was written all the same (asked, or needed by what was). */
  nearestWritten: (said: string, product: string, cloud: string, nearest: string) =>
    `'${said}' (${product} is not on ${cloud}; its nearest ${cloud} service, ${nearest}, was written)`,
  /** A thing the kind cannot have, and the kind written instead when one can. */
  cannotHave: (said: string, title: string, what: string, why: string, instead?: string) =>
    instead
      ? `'${said}' (a ${title} cannot ${what}: ${why}. A ${instead} was written instead)`
      : `'${said}' (a ${title} cannot ${what}: ${why}. Nothing was written for it)`,
  /**
   * Words the reader took nothing from (a phrase nothing recognised, a noun phrase no reader
   * took): listed as "not read", apart from "not covered", since a default may still hold them.
   */
  notRead: (said: string) =>
    `'${said}' (no words of it were read as something to write; check the files for what it asks)`,
  /**
   * Words stating a value (`said`) for a setting the written resource's schema has several places
   * for, or one whose type refuses the value: nothing was written, and the attributes are named.
   */
  notReadAttribute: (said: string, attributes: string) =>
    `'${said}' (not read as a value: the attribute for it would be ${attributes}; set it to what you asked)`,
  /**
   * Words the reader took nothing from that an attribute, block or type written carries all the
   * same (`where`, as the files spell it): not "not read", which would send the user looking for
   * what is there, and not honoured, since nothing read them.
   */
  writtenUnread: (said: string, where: string) =>
    `'${said}' (not read as a setting of its own, but the files write ${where}: check it holds what you asked)`,
  /**
   * A stated value its writer did not take that the files hold all the same under a key saying what
   * it is (`where`, as `key = value`): never "not written", which would send the user looking for what is there.
   */
  valueWrittenAt: (said: string, where: string) =>
    `'${said}' (its writer did not read it, but the files write ${where}, which holds it: check it is what you asked)`,
  /** A resource said to exist that the files refer to but nothing written uses (a vault whose key no account uses). */
  existingNotUsed: (said: string, title: string) =>
    `'${said}' (the existing ${title} is referred to, but nothing written uses it: what was asked of it is not written)`,
  /** Words no reader took that belong to a setting beside them that was written ("fires" of "every 6 hours"). */
  readWithSetting: (said: string, setting: string) => `'${said}' (read with '${setting}', which was written)`,
  /** Two things asked of one component that cannot hold together. */
  conflict: (said: string, why: string, instead: string) =>
    `'${said}' (as asked it cannot be written: ${why}. Instead, ${instead})`,
  /** Why and what instead, for values of a request that contradict each other (each said with `conflict`). */
  contradiction: {
    outsideNetwork: (space: string) => `a subnet's range must lie inside its network's address space, ${space}`,
    overlapping: (other: string) => `it overlaps ${other}, and two subnets of one network cannot share addresses`,
    freeRange: 'a free range inside the network was written',
    minAboveMax: (min: number, max: number) => `the least (${min}) is above the most (${max})`,
    maxRaised: (min: number) => `${min} was written as the most, so the least holds`,
    desiredOutside: (desired: number, min: number, max: number) =>
      desired < min
        ? `the count to run (${desired}) is below the least (${min})`
        : `the count to run (${desired}) is above the most (${max})`,
    desiredWritten: (desired: number) => `${desired} was written`,
    budgetKeepsAll: (available: string, replicas: number) =>
      `a disruption budget keeping ${available} pods available of ${replicas} replicas lets no pod be evicted, so node drains and cluster upgrades stall`,
    budgetNoneDown:
      'a disruption budget allowing no pod down lets no pod be evicted, so node drains and cluster upgrades stall',
    budgetWritten: (bound: string) => `${bound} was written, so one pod at a time can move`,
  },
  /**
   * A name (or a quoted value) the request gave that no written file uses: the thing it names
   * was written under a name of its own (`title` given), or no file holds the value at all.
   */
  nameNotUsed: (name: string, title?: string) =>
    title
      ? `'${name}' (name of the ${title}: no file uses it; the ${title} was written under a name of its own)`
      : `'${name}' (given in the request: no file holds this value, so it was not written as asked)`,
  /**
   * A name the request gave that its thing's resource holds respelt or cut ("acme-dr-2026" as
   * "acmedr2026": a storage account's name is lowercase letters and digits only).
   */
  nameRespelt: (name: string, title: string, written: string) =>
    `'${name}' (name of the ${title}: written as '${written}', the spelling and length the ${title} is named with here: check it is the name you want)`,
  /**
   * A value the request stated that no file holds, where a written type's schema has the attribute
   * for it and the files write another value there ("written as 30, not 365").
   */
  valueWrittenOtherwise: (said: string, path: string, type: string, written: string, value: string) =>
    `'${said}' (${path} of ${type}: the files write ${written} there, not ${value}: change it to have what you asked)`,
  /**
   * A setting the reading listed as honoured whose stated value, code or name (`missing`) no file
   * holds: taken out of the "What I understood" line and said as not written, never claimed.
   */
  settingNotHeld: (said: string, label: string, missing: string) =>
    `'${said}' (${label}: read, but no file holds ${missing}, so it was not written as asked)`,
  /** Words said as a value that the attribute written for them does not hold (`where`, as the files spell it): not met. */
  writtenNotAsAsked: (said: string, where: string) =>
    `'${said}' (the files write ${where}, but not the value asked: change it to have what you asked)`,
  /** A value the request stated that no file holds, where a written type's schema has the attribute for it, left unset. */
  valueAttributeUnset: (said: string, path: string, type: string) =>
    `'${said}' (${path} of ${type}: the built-in generator did not write it, so the value is in no file: set it there)`,
  /** Words nothing was read from, in an answer that wrote nothing for them (or nothing at all). */
  nothingRead: (said: string) =>
    `'${said}' (no words of it were read as something to write, so nothing was written for it)`,
  /** A port the request stated that no written file holds. */
  portNotWritten: (said: string) =>
    `'${said}' (port: no file sets it; nothing written for this request listens on or routes to it)`,
  /** What follow-ups removed from what the conversation had asked for, said under "What I understood". */
  removed: (things: string) => `Removed, as the follow-up asked: ${things}.`,
  /** A thing a follow-up asked to remove that the files still write (`type`, as they spell it): never said removed. */
  removedStillWritten: (said: string, type: string) =>
    `'${said}' (the follow-up asked to remove it, but the files still write ${type}: it was not removed)`,
  /** A follow-up removed everything the conversation had asked for (on this cloud). */
  allRemoved: (things: string) =>
    `Nothing is left to write: the follow-up removed ${things}, and nothing else is asked for.`,
  /**
   * Words naming a resource of another provider (Cloudflare, Datadog...): the generator's own gap,
   * true in every format (the multi-provider `terraform` format could hold that provider's resources,
   * and writes several clouds, so the line names the provider missing, never one cloud as all it writes).
   */
  otherProviderResource: (said: string, provider: string, cloud: string) =>
    `'${said}' (a ${provider} resource, not written: it needs the ${provider} provider, which the built-in generator does not write; nothing of ${cloud} was substituted for it)`,
  /**
   * Words naming another provider's resource whose role a type the files write plays all the same (DNS
   * records "created in Cloudflare" beside aws_route53_record): said so, never "nothing was substituted".
   */
  otherProviderWrittenAs: (said: string, provider: string, type: string) =>
    `'${said}' (a ${provider} resource: the built-in generator does not write the ${provider} provider, and the files write ${type} for it instead: check it is what you want)`,
  /** The Role (or ClusterRole) and its binding written for the permissions a request gave a service account. */
  serviceAccountPermissions: (account: string, clusterWide: boolean) =>
    `the permissions asked for the service account ${account}: a ${clusterWide ? 'ClusterRole with those rules, bound to it cluster-wide' : 'Role with those rules in its namespace, bound to it'}`,
  /** A cloud identity (IAM role ARN, Google service account) asked for as a role in Kubernetes: the service account's annotation. */
  cloudIdentityReferred: (id: string, account: string) =>
    `the existing cloud identity ${id} (referred to by the annotation of the service account ${account}, not written)`,
  /** Permissions said to hold cluster-wide of an object asked for as a Role, which holds in its namespace only. */
  roleHoldsInItsNamespace: (said: string) =>
    `'${said}' (a Role grants its permissions in its own namespace only; they were written there: ask for a ClusterRole to have them in every namespace)`,
  /** A Kubernetes object named in a request written for a cloud. */
  kubernetesObjectOnCloud: (said: string, cloud: string) =>
    `'${said}' (a Kubernetes object: this answer writes ${cloud} resources only; choose the Kubernetes platform to have it written, and nothing was substituted for it)`,
  /** A deployment of a hosted service ("our Elastic Cloud deployment") on Kubernetes: outside the cluster. */
  hostedDeployment: (said: string, product: string) =>
    `'${said}' (a deployment of ${product}, a hosted service outside the cluster: no Kubernetes object is one, so nothing was written for it; create it with ${product}'s own console or provider)`,
  /** Who uses a thing asked ("the VMs will mount it", "to instances tagged web"): said of it, never asked for. */
  userOfAsked: (said: string, title: string) =>
    `'${said}' (who uses or reaches what is asked, not asked for itself: no ${title} was written for it; ask for one to have it written)`,
  /**
   * A thing the vocabulary knows that no kind serves on the target cloud. Said of this answer, never
   * that the generator writes nothing for it anywhere: the word may name what a kind it has holds
   * (a RoleBinding's Group subject for "group").
   */
  noWriterOnCloud: (said: string, cloud: string) =>
    `'${said}' (no kind the built-in generator has for ${cloud} took these words, so nothing was written for it)`,
  /** A DNS record read from the request that no writer takes (its type, or no value read). */
  dnsRecordNotWritten: (record: string) =>
    `'${record}' (a DNS record the built-in generator does not write: a type it has no writer for, or no value it could read)`,
  /** The part of a very long request that was not read at all. */
  requestCutAt: (maxChars: number) => `the request after its first ${maxChars} characters`,
  /**
   * A setting said of a resource the built-in generator does not write it for. Never that the
   * resource cannot take it: its schema may well have it (a DaemonSet's nodeSelector, an Ingress's
   * class and TLS secret); and said as the reading's, which may have given it to the wrong thing (an
   * idle timeout of a NAT gateway, read with the public IP named beside it).
   */
  settingNotForResource: (said: string, label: string, resource: string) =>
    `'${said}' (${label}: read as said of the ${resource}, for which the built-in generator does not write it, so it was not written)`,
  /**
   * A setting the reading gave to nothing written. Never that nothing could take it: the thing it is
   * of may be asked in words the reading did not take (a Redis cache's persistence schedule).
   */
  settingForNothing: (said: string, label: string) =>
    `'${said}' (${label}: the built-in generator found nothing it writes in this request to set it on, so it was not written)`,
  /** A Kubernetes kind the bundled API models do not have: a custom resource. */
  customResource: (product: string) =>
    `'${product}' (a custom resource: its definition (CRD) is not in the bundled Kubernetes API models, so nothing was written for it and no built-in kind was substituted)`,
  /**
   * A product name no kind and no resource type of the target's schema (`schema`) matches, whose
   * name attributes of types there hold (`attributes`, the first of `count`): never "no resource
   * type matches", which would deny what the schema has.
   */
  productIsAttribute: (product: string, schema: string, attributes: string, count: number) =>
    `'${product}' (no resource type of ${schema} is named so, but ${count > 1 ? `${count} attributes say it (${attributes}${count > 3 ? ', ...' : ''})` : `the attribute ${attributes} says it`}; the built-in generator wrote none of them, so nothing was written for it)`,
  /** A value given that the files write only in another spelling (`written`), not read from these words. */
  heldRespelt: (said: string, written: string) =>
    `'${said}' (given in the request: the files write ${written}, but not read from these words: check it is where you asked)`,
  /** A region named where a product was looked for, that no file names. */
  regionNotPlaced: (said: string) =>
    `'${said}' (a region, not a product: no file names it, so nothing was written for it)`,
  /**
   * A thing of another provider or cloud (`why` says which) whose very kind the files write all the
   * same (`type`): never "nothing was substituted".
   */
  substitutedBy: (said: string, why: string, type: string) =>
    `'${said}' (${why}; the files write ${type} in its place: check it is what you want)`,
  /** A product name no kind and no resource type of the target's schema (`schema`) matches. */
  unknownProduct: (product: string, schema: string) =>
    `'${product}' (the built-in generator has no kind for this product and no resource type of ${schema} matches its name, so nothing was written for it and nothing was substituted)`,
  /** The label of the setting that records what a request turned off, shown in the answer's lines. */
  turnedOffLabel: 'turned off',
  /** A component the request asked for that the target (`target`, its label) has no writer for. */
  notWrittenForTarget: (said: string, target: string) => `'${said}' (not written for ${target} yet)`,
  /** A setting of a service written minimally from its schema: the minimal block does not set it. */
  minimalBlockUnset: (said: string, label: string) =>
    `'${said}' (${label}: the minimal block written from the schema does not set it)`,
  /** A format the built-in generator has no writer for on the request's cloud (the answer's text). */
  formatNotWritten: (format: string) =>
    `The built-in generator does not write ${format} for this cloud. Choose another format, or configure a model for this one.`,
  /** A request that is not for infrastructure (`outside` says what it is): no code written. */
  notInfrastructure: (outside: string, target: string) =>
    `This request ${outside}, not infrastructure, so I wrote no code rather than guess at resources. Ask for the resources to create, and I will write them as ${target}.`,
  /** What a request is instead of infrastructure, as `outside` of notInfrastructure. */
  whatItIs: {
    question: 'is a question to be answered',
    artefact: (artefact: string) => `asks for a ${artefact}`,
    ownMachine: 'asks for work on your own computer',
  },
  /** Why a component the request ruled out was added all the same (`why`: what needs it). */
  addedThoughRuledOut: (why: string) =>
    `${why}, although the request ruled it out: what needs it does not work without it`,
  /** Its "not covered" line. */
  wholeRequestNotInfrastructure: (outside: string) => `the whole request (${outside}, not infrastructure)`,
  /** Another cloud's part of a Terraform request written for one cloud. */
  otherCloudPart: (other: string, cloud: string) =>
    `the ${other} part (this request was written for ${cloud}; ask for the other cloud separately)`,
  /** Nothing of the request recognised as infrastructure the target can express. */
  nothingRecognised: (target: string, lines: string) =>
    `I did not recognise any infrastructure in this request that ${target} can express, so I wrote no code rather than guess.\n${lines}`,
  /** What is listed as not covered when nothing more precise can be said. */
  wholeRequest: 'the whole request',
  /** What the answer lists as not covered when the format has no writer. */
  theFormat: (format: string) => `the ${format} format`,
  /** A resource type the request names that the target's schema (`schema`) does not have. */
  notAResourceType: (type: string, schema: string) =>
    `'${type}' (not a resource type of ${schema}, so nothing was written for it)`,
  /** A value stated for a resource type whose schema wants another shape there (`wants`). */
  schemaWantsOther: (said: string, type: string, wants: string) =>
    `'${said}' (${type}: the schema wants ${wants} there, so it was not set)`,
  /** A value stated for a resource type that the code written for it does not set. */
  typeValueUnset: (said: string, type: string) =>
    `'${said}' (${type}: the code written for it does not set this value)`,
  /** A resource type of another cloud than the one (`cloud`) the answer is written for. */
  otherCloudType: (type: string, cloud: string) =>
    `'${type}' (a resource type of another cloud: this answer is written for ${cloud})`,
  /** Why a setting cannot be written for a kind (`kind:label`), where there is more to say than "not written". */
  settingNotes: {
    'azure.linux_function_app:schedule':
      'a Functions timer is declared in the function code (a TimerTrigger binding), not in the infrastructure',
    'aws.s3_bucket:schedule': 'a bucket has no schedule',
    'aws.dynamodb_table:retention':
      'DynamoDB has no expiry period: its TTL (turned on) deletes an item once the time in its TTL attribute has passed, so your application writes that time (now plus the period, in epoch seconds) into each item',
  } as Record<string, string>,
  /** The lines of the built-in generator's short explanation (answer/explanation.ts). */
  explanation: {
    header: (target: string) => `Built-in generator (no model), ${target}. What I understood:`,
    covered: (phrase: string, resources: string, settings?: string) =>
      `- "${phrase}" -> ${resources}${settings !== undefined ? ` (settings: ${settings})` : ''}`,
    readAs: (corrections: string) => `Read as: ${corrections}.`,
    /** Resources written for words that do not name what they are: the reading's, never said to realise them. */
    /** An alarm written for words that watches a metric (`metric`) no word of the request says. */
    readAsWatching: (words: string, resources: string, metric: string) =>
      `- "${words}" was read as asking for ${resources}, which watches ${metric}, a metric the request does not name: check it is what you asked`,
    readAsKind: (words: string, resources: string) =>
      `- "${words}" was read as asking for ${resources}, which it does not name: check it is what you asked`,
    added: (resources: string, reason: string) => `- added for wiring: ${resources} (${reason})`,
    minimal: (resources: string, count: number, source: string) =>
      `Minimal: ${resources} ${count === 1 ? 'was' : 'were'} written from ${source} with only the required arguments; variables (or parameters) hold the values you must supply. Review and extend before use.`,
    providerSchema: 'the provider schema',
    /** A setting honoured, in the list after what it was written as. */
    setting: (said: string, label: string) => `${said} (${label})`,
    /** A component written as another kind that can have what was asked (kind.json `cannot` with `instead`). */
    writtenInstead: (line: string) => `written instead: ${line}`,
    notCovered: (line: string) => `not covered: ${line}`,
    notRead: (line: string) => `not read: ${line}`,
    writtenUnread: (line: string) => `written, not read: ${line}`,
  },
  /** The multi-cloud Terraform answer (multi-cloud.ts): each cloud's part named after its cloud. */
  multiCloud: {
    part: (cloud: string) => `${cloud} part`,
    /** A line (not covered, not read) of one cloud's part, said with the part it came from. */
    ofPart: (line: string, part: string) => `${line} (${part})`,
    /** Each cloud's part of the explanation, after the part's name. */
    partExplanation: (part: string, explanation: string) => `${part}: ${explanation}`,
    nothingForAny: (clouds: string) =>
      `This request names several clouds (${clouds}), and I recognised nothing to write for any of them:`,
    /**
     * Nothing written for a plain Terraform request naming no cloud part it could write (only another
     * company's things, or nothing recognised): the providers it writes are named, since no one cloud
     * was the request's.
     */
    nothingWritable: (providers: string, lines: string) =>
      `I wrote no code: nothing in this request is something the built-in generator writes with the Terraform providers it has (${providers}), so nothing was guessed.\n${lines}`,
    /** One generated password written as the value of several clouds' secrets (shared-password.ts). */
    sharedPassword: (address: string, settings: string, holders: string) =>
      `One generated password, ${address}${settings ? ` (${settings})` : ''}, is the value of ${holders}: each cloud keeps the same value, which the Terraform state holds too (protect the state backend).`,
    header: (clouds: string) =>
      `Multi-cloud Terraform: one configuration with a provider for each cloud named (${clouds}); each cloud's part of the request was read for that cloud.`,
  },
  secureDefaultItems: SECURE_DEFAULT_ITEMS,
  /** The secure defaults line, of the items the files bear out. */
  secureDefaults: (items: readonly string[]) => `Secure defaults: ${items.join(', ')}.`,

  /** "an existing ..." that the built-in generator does not refer to in the target (which could): a new one was created. */
  existingCreatedNew: (said: string, title: string, target: string) =>
    `'${said}' (created new: the built-in generator does not refer to an existing ${title} in ${target} yet, though ${target} can)`,
  /** What an existing resource became in the files: the address that refers to it (a variable, a parameter). */
  existingReferredTo: (address: string) => `${address} (existing, referred to)`,
  /** How "what I understood" names the setting that a thing exists, when the files refer to it. */
  existingReferredLabel: 'existing: referred to, not created',
  /** An existing resource group in ARM or Bicep: the deployment's own group, named when deploying. */
  existingGroupDeployedInto: (name: string) =>
    `the existing resource group ${name} (referred to: deploy into it with az deployment group create -g ${name})`,
  /** An "existing" thing no component takes: the user connects it. */
  existingNotReferred: (said: string, target: string) =>
    `'${said}' (not referred to: the built-in generator does not look up an existing one of these in ${target} yet, though ${target} can, so connect it yourself; anything this answer needs is created new and listed above)`,
  /**
   * A stated setting of a written component that the files do not hold, and why (`note`); said of
   * the component's kind (`title`) only where the request names that kind with it.
   */
  settingNotSet: (said: string, label: string, title: string | undefined, note: string) =>
    `'${said}' (${label}${title ? ` of the ${title}` : ''}: ${note})`,
  /**
   * Why a setting is not held: the target's writer does not write it yet. Never that the service or
   * its schema lacks it: the resource may well take it (a Cloud SQL instance's disk_autoresize_limit).
   */
  targetDoesNotSet: (target: string) => `not written yet by the built-in generator's ${target} writer`,
  /** Why a setting is not held: its writer read it but the files hold another value (a safer build of an image). */
  writtenOtherwise: (value: string) =>
    `the files hold another value for it, not '${value}' as written: check it is what you want`,
  /** Why a setting is not held: a thing inside the component was written under a name of its own. */
  childRenamed: (label: string) => `a ${label} is written inside it, under a name of its own`,
  /** Why a setting is not held: another value stated for the same attribute was written. */
  writtenInstead: (instead: string) => `'${instead}', stated for it too, was written instead`,
  /** Why a setting is not held: a thing inside the component has no writer on the target. */
  childNotWritten: (label: string, target: string) =>
    `a ${label} inside it is not written for ${target} yet, and no other service stands in for it`,
  /** A setting no written component takes. */
  settingTakenByNothing: (said: string, label: string) =>
    `'${said}' (${label}: nothing written for this request takes it)`,
  /** A region stated for Kubernetes manifests. */
  regionOnKubernetes: (region: string) =>
    `'${region}' (region: Kubernetes manifests have no region; it is the cluster's)`,
  /** Regions stated that are none of the target cloud's. */
  regionUnknown: (regions: string, target: string) =>
    `'${regions}' (region: not a ${target} region name, so the default was kept)`,
  /** A region stated for a CloudFormation template, which has none. */
  regionCloudFormation: (region: string) =>
    `'${region}' (region: a CloudFormation template has none; deploy the stack with --region ${region})`,
} as const;
