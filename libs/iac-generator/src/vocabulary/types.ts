/**
 * What a kind folder says about its kind as data (the vocabulary fields of
 * kinds/<cloud>/<kind-name>/kind.json): the phrases that name it, what "existing" means for it and
 * the settings it takes. scripts/kinds-registry.mjs writes them into vocabulary/kinds.generated.ts,
 * typed by these interfaces, in the generator's lowest layer, which model/ and understand/ read.
 */

/** A cloud the vocabulary maps phrases on (the same names as model/types Cloud). */
type VocabularyCloud = 'aws' | 'azure' | 'gcp' | 'k8s';

/** One vocabulary row: phrases mapped to the component kind that serves them on each cloud. */
export interface Concept {
  phrases: string[];
  aws?: string | null;
  azure?: string | null;
  gcp?: string | null;
  k8s?: string | null;
  /** The cloud whose product this is; on the other clouds it is reported, never substituted. */
  vendor?: Exclude<VocabularyCloud, 'k8s'>;
  /**
   * Words the request must also say for the phrases to mean this ("question" is a bot's slot only
   * beside a bot). In a kind.json it is the RegExp's source, a string; the registry writes the RegExp.
   */
  requires?: RegExp;
}

/**
 * How a resource the request says already exists is referenced instead of created, in every target
 * that can refer to one. A stated name or identifier is kept as the value (a default), never left
 * for the user to find again.
 */
export interface ExistingLookup {
  /** What the user supplies, in plain words. */
  what: string;
  /** Terraform: the data source, and the argument a stated name (or a given identifier's last part) fills. */
  data: string;
  by: string;
  /** Terraform: the argument that takes a given identifier whole (aws_secretsmanager_secret's `arn`). */
  byId?: string;
  /**
   * Terraform: attributes that are the given identifier itself, where no argument of the data source
   * takes it (an ACM certificate is looked up by domain, never by ARN): the identifier is used directly.
   */
  direct?: string[];
  /** Terraform azurerm: the data source's resource group argument. */
  group?: string;
  /** Terraform: the argument naming the parent, read from a given resource id (a subnet's virtual network). */
  parent?: string;
  /** Terraform google: the argument taking the project a given identifier names. */
  project?: string;
  /** The CloudFormation parameter type of its identifier. */
  cfnType?: string;
  /**
   * CloudFormation: what refers to it takes its name (an Auto Scaling group's AutoScalingGroupName), so a
   * name the request gave is the parameter's default.
   */
  cfnName?: boolean;
  /**
   * CloudFormation: its ARN made from a name the request gave, a `Fn::Sub` pattern with `{name}`
   * ("arn:${AWS::Partition}:sns:${AWS::Region}:${AWS::AccountId}:{name}"): the parameter then holds the name.
   */
  cfnArn?: string;
  /** ARM and Bicep: the resource type and API version of the `existing` resource (bundled schemas). */
  arm?: { type: string; apiVersion: string };
  /**
   * The shapes of identifiers that name one of this kind (a RegExp's source each, read without case):
   * an ARN, a resource id, an email. A mention followed by one is an existing one, "existing" said or not.
   */
  ids?: string[];
}

/** The vocabulary half of a kind folder's kind.json: what it says about its kind's words. */
export interface KindVocabulary {
  kind: string;
  /**
   * The rows naming this product by its own name ("sqs", "kinesis data stream"). Words shared by
   * several clouds' kinds ("queue", "stream") stay in understand/vocabulary.ts, which maps each
   * cloud. A phrase here must not be any other row's phrase (vocabulary.test.ts), so where the rows
   * sit in the list never changes what a request means.
   */
  concepts?: Concept[];
  /**
   * The settings families it takes (understand/settings.ts FAMILIES: 'retention', 'delivery', ...):
   * a setting stated near it attaches to it only if its family is listed. Any kind can be said to
   * exist already, so 'existing' is never listed. A kind takes no family it does not list.
   */
  settings?: string[];
  /**
   * Families of `settings` its writers meet whatever is stated, by the kind's own choice (a backup
   * vault is always encrypted with a KMS key of its own): a setting of one is honoured though no
   * writer reads it (plan/track-reads.ts), so no "not covered" line calls it missing.
   */
  always?: string[];
  /** What "our existing <thing>" means for this kind: it is looked up, never created. */
  existing?: ExistingLookup;
  /**
   * Features of this kind that a general word names, a word that elsewhere names a kind of its own
   * ("stream" of a DynamoDB table, never a Kinesis stream): said of a thing of this kind, the words
   * set its flag (model/types Flag) and are its setting, never a resource (understand/own-features.ts).
   */
  features?: FeatureRow[];
}

/** One feature a kind writes as its own setting, and the words that name it. */
interface FeatureRow {
  /** The words, lower case, as a vocabulary row matches them ("stream", "data stream"). */
  words: string[];
  /**
   * The flag the kind's writers read for it; none when the feature is written from the values said
   * with it (an ECR repository's lifecycle policy, from how many images to keep).
   */
  flag?: string;
  /**
   * The RegExp source of words right after it that its writers meet as they are ("with new and old
   * images"): read with it; any other words after it stay to be said as not read.
   */
  with?: string;
  /**
   * Said after "and", "plus" or "also" it is still this feature ("a database ... and backups kept 14
   * days"): a thing that has one of its own always (a database's automated backups) is never a second thing.
   */
  joined?: boolean;
}

/** A kind another kind's data points to, with its title (resolved by the registry, checked to exist). */
interface KindRef {
  kind: string;
  title: string;
}

/**
 * What a kind cannot have, stated in a request in words (`words`, a RegExp's source in the kind.json):
 * what it is (`what`, said after "cannot"), why, and the kind written instead when there is one
 * that can ("each replica its own volume" on a Deployment: a StatefulSet).
 */
interface CannotRow {
  words: RegExp;
  what: string;
  why: string;
  instead?: KindRef;
  /** Only when the component states this (a condition as a conflict row's `when`: "retentionPolicy=^locked$"). */
  when?: string;
}

/**
 * Two things a request may state of one component that cannot hold together: `when` and `with`
 * each a flag of it ("website", "private"), an attribute it holds ("subscriptionEndpoint"),
 * `name=pattern` for a value ("tier=^(basic|standard)$"), or `kind:<id>` for a thing of that kind
 * in the same request ("kind:azure.private_endpoint"); why, and what to ask for instead.
 */
interface ConflictRow {
  when: string;
  with: string;
  why: string;
  instead: string;
  /** The nearest the kind can have, written instead: attributes and their values (null: not written). */
  set?: Record<string, string | number | boolean | null>;
}

/**
 * A kind's constraints and equivalents (kinds/<cloud>/<kind>/kind.json `nearest`, `cannot`,
 * `conflicts`), written by the registry into vocabulary/constraints.generated.ts.
 */
export interface KindConstraints {
  kind: string;
  title: string;
  /** The nearest kind on each other cloud, for a request naming this product on another cloud. */
  nearest?: Partial<Record<VocabularyCloud, KindRef>>;
  /**
   * The nearest does the same job (a CDN): a request naming this product on another cloud is
   * written with that cloud's nearest kind, and the answer says so; without it the nearest is only named.
   */
  nearestWritten?: true;
  cannot?: CannotRow[];
  conflicts?: ConflictRow[];
  limits?: LimitRow[];
  allowed?: AllowedRow[];
}

/**
 * The only values a service takes of one stated number, ascending (CloudWatch Logs keeps logs for
 * 1, 3, 5, 7, 14, 30, ... days): a number between them is written as the next one up (the largest
 * above them all), and the answer says what was asked, why and what was written; `instead` may name
 * the value written as `{value}`.
 */
interface AllowedRow {
  attr: string;
  values: number[];
  why: string;
  instead: string;
}

/**
 * The most (or least) a service takes of one stated number ("a 20 minute timeout" on a Lambda
 * function, which runs at most 15; "soft delete 3 days" on a Key Vault, which keeps at least 7): the
 * attribute, its bound in the attribute's unit, why, and what was written instead (the bound), said
 * in the answer. `when` limits the row to components that state a condition (a conflict row's
 * `when`: "kind:gcp.pubsub_topic", an event-driven function); rows are tried in order, so a
 * narrower bound goes before the general one.
 */
interface LimitRow {
  attr: string;
  max?: number;
  min?: number;
  when?: string;
  why: string;
  instead: string;
}
