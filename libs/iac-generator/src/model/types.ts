/** The shapes shared by the understand, plan and render stages. */

import { type CrdAttrs } from './crd-attrs';
import { type DnsRecord } from './dns-records';

export type Cloud = 'aws' | 'azure' | 'gcp' | 'k8s';

/** Yes/no properties a request can ask for; each one changes what the writers write. */
export type Flag =
  | 'private'
  | 'public'
  | 'encrypted'
  | 'versioned'
  | 'multiAz'
  | 'autoscaling'
  | 'serverless'
  | 'fifo'
  | 'ipv6'
  | 'deletionProtection'
  | 'logging'
  | 'monitoring'
  | 'backup'
  | 'website'
  | 'acl'
  | 'replica'
  | 'https'
  | 'internal'
  | 'spot'
  | 'ttl'
  | 'streams'
  | 'objectLock'
  | 'cors'
  | 'lifecycle'
  | 'skipFinalSnapshot'
  | 'applyImmediately'
  | 'dlq'
  | 'autopilot'
  | 'consumption'
  | 'contentDedup'
  | 'privateLink'
  | 'kmsKey'
  /** The service's AWS-managed KMS key asked for ("the AWS managed key", "aws/sns"): no key of the request's own. */
  | 'awsManagedKey'
  | 'rawDelivery'
  /** A topic's subscription; only ever said off (a follow-up removed it), so no default one is written. */
  | 'subscription'
  | 'emailSignIn'
  | 'publicClient'
  /** A database's Performance Insights: on by default in its writers, and off when said off ("drop Performance Insights"). */
  | 'performanceInsights'
  /** A container with no CPU limit ("no CPU limit", "don't cap the CPU"): throttling is what the user avoids. */
  | 'noCpuLimit'
  | 'existing';

/** What the prompt says about one component, beyond its kind. */
/** One route of an Ingress: requests for `path` (on `host`, when stated) go to the Service named `service`. */
export interface IngressRoute {
  host?: string;
  path: string;
  service: string;
  port?: number;
}

/** A key attribute's type as DynamoDB names it: string, number or binary. */
export type KeyType = 'S' | 'N' | 'B';

export interface Attrs extends CrdAttrs {
  engine?: string;
  version?: string;
  storageGb?: number;
  maxStorageGb?: number;
  size?: string;
  nodes?: number;
  ports: number[];
  regions: string[];
  zones: string[];
  cidrs: string[];
  min?: number;
  max?: number;
  desired?: number;
  retentionDays?: number;
  schedule?: string;
  runtime?: string;
  image?: string;
  domain?: string;
  /** DNS records the request states, with their type, name, values and TTL. */
  dnsRecords?: DnsRecord[];
  /** The Google Cloud project the request names, deployed into ("in GCP project acme-web"). */
  project?: string;
  /** A DNS TTL in seconds stated for the request's records ("TTL 600"). */
  dnsTtl?: number;
  /** Whether machines in a linked network register their names in a private DNS zone. */
  autoRegistration?: boolean;
  /** A URL path: an API route's or a health check's ("/health"), or a file or parameter path. */
  path?: string;
  /** A table's keys as stated: partition (hash) key, sort (range) key, and the attribute its items expire by. */
  /** A table's keys, and the keys' types where stated ('S', 'N' or 'B': "sort key ts (number)"). */
  tableKeys?: { hash?: string; range?: string; ttl?: string; hashType?: KeyType; rangeType?: KeyType };
  /** Days between automatic rotations of a secret or key ("rotate every 30 days"). */
  rotationDays?: number;
  /** The value a parameter holds, as stated ("with value db.internal"). */
  parameterValue?: string;
  /** Where a subscription delivers, as stated: an email address or an HTTP(S) URL, with its protocol. */
  subscriptionEndpoint?: { protocol: 'email' | 'https' | 'http'; address: string };
  /** The short name said for who is notified ("short name 'oncall'"), as an action group's SMS and email show it. */
  groupShortName?: string;
  /** A retention policy stated as such: objects kept at least `retentionDays`, and whether it is locked. */
  retentionPolicy?: 'unlocked' | 'locked';
  /** The AWS services a VPC endpoint is for ("s3", "dynamodb"), as stated. */
  endpointServices?: string[];
  /** The HTTP method of an API route ("GET"), with `path` the route it serves. */
  httpMethod?: string;
  /** Subnet tiers asked for ("one public subnet and two private subnets"). */
  publicSubnets?: number;
  privateSubnets?: number;
  /** Runtime version as stated ("22" of "Node.js 22", "3.13" of "Python 3.13"). */
  runtimeVersion?: string;
  /** Virtual CPUs and memory of one instance, task, pod or function. */
  cpu?: number;
  memoryMb?: number;
  timeoutSeconds?: number;
  /** How long a new queue message stays hidden before it can be received (an SQS delivery delay). */
  delaySeconds?: number;
  /** A function's built package as given: an object in an S3 or Cloud Storage bucket ("s3://builds/api.zip"). */
  codePackage?: { store: 's3' | 'gs'; bucket: string; key: string };
  /** The handler or entry point a function's code is called by, as given ("app.handler"). */
  handler?: string;
  /** Operating system and its version ("Ubuntu 24.04"). */
  os?: string;
  osVersion?: string;
  /** On-demand (pay per request) or provisioned capacity, with read and write units when given. */
  capacityMode?: 'on-demand' | 'provisioned';
  readCapacity?: number;
  writeCapacity?: number;
  /** Service tier or SKU as stated: "premium", "standard", "basic", or a code such as "P1v3". */
  tier?: string;
  shards?: number;
  readReplicas?: number;
  /** Days after which objects move to a colder class, and which class ("glacier", "archive", "cool"). */
  transitionDays?: number;
  transitionClass?: string;
  /**
   * Every move said, each with its class and days ("to nearline after 30 days and coldline after 90"):
   * the first is also transitionDays/transitionClass; model/transitions.ts gives them in order.
   */
  transitions?: { storageClass: string; days: number }[];
  /** How many copies of stored data and where: "LRS", "ZRS", "GRS", "RA-GZRS". */
  replication?: string;
  /** The average use, in percent, at which an autoscaler adds instances, and of what. */
  targetPercent?: number;
  targetMetric?: 'cpu' | 'memory';
  /** Instances an autoscaler adds above its target, and removes below scaleInPercent ("+2 ... , -1 when < 25%"). */
  scaleOutStep?: number;
  scaleInStep?: number;
  scaleInPercent?: number;
  /** Seconds a scaling step waits before the next one ("300 second cooldown"). */
  cooldownSeconds?: number;
  /** What a workload asked with this store may do with it ("read-only access to the bucket"); unsaid: what the kinds give. */
  access?: 'read' | 'write' | 'readwrite';
  /** Minutes the use must last before the autoscaler acts ("above 75% for 10 minutes"). */
  sustainedMinutes?: number;
  /** Minutes load must stay low before an autoscaler removes pods ("don't scale down until low for 5 minutes"). */
  scaleDownMinutes?: number;
  /** How fast an autoscaler removes pods: at most this many ("at most 1 pod removed per minute")... */
  scaleDownPods?: number;
  /** ...in each period of this many seconds. */
  scaleDownPeriodSeconds?: number;
  /** Packages a machine installs when it boots ("a startup script that installs nginx"). */
  startupPackages?: string[];
  /** How a Kubernetes service is reached: "ClusterIP", "NodePort", "LoadBalancer". */
  serviceType?: string;
  /** Kubernetes labels stated as key=value ("app=ledger"): what a selector matches, or what an object carries. */
  labels?: Record<string, string>;
  /** The node labels a workload's pods must be scheduled on ("only on nodes labelled role=ingress"). */
  nodeSelector?: Record<string, string>;
  /** Concurrent HTTP requests per replica at which a container app adds one (its HTTP scale rule). */
  concurrentRequests?: number;
  /** The image is pulled with a registry login ("private, so it needs registry credentials"). */
  registryLogin?: boolean;
  /** A cache's data persisted to storage, and how often RDB snapshots are taken, in minutes. */
  persistence?: 'rdb' | 'aof';
  persistenceMinutes?: number;
  /** What a Kubernetes role may do ("get", "patch") and to which API resources ("deployments"). */
  rbacVerbs?: string[];
  rbacResources?: string[];
  /** Those permissions hold in every namespace ("across the cluster"): a ClusterRole rather than a Role. */
  rbacClusterWide?: boolean;
  /** The verbs said to be taken off those resources ("take create off services"). */
  rbacRevoke?: boolean;
  /** The objects by name those permissions are limited to ("secrets named db-creds and api-key"). */
  rbacResourceNames?: string[];
  /** How many times a failed run is retried. */
  retries?: number;
  /** How long a failed delivery may be retried, in minutes ("retry 10 times over at most 2 hours"). */
  retryWindowMinutes?: number;
  /** The node taint effect pods should tolerate ("NoSchedule"), `control-plane`, or `all` taints, so they run on tainted nodes too. */
  tolerate?: string;
  /** A daily cap on data taken in, in GB ("a daily cap of 2 GB"). */
  dailyCapGb?: number;
  /** Messages grouped into sessions, delivered in order per session. */
  sessions?: boolean;
  /** The Kubernetes namespace an object goes into ("in namespace staging"). */
  namespace?: string;
  /**
   * Traffic a network policy lets in: from another namespace or from pods with these labels, on a
   * port (a number or the container port's name) and protocol if stated.
   */
  allowFrom?: { namespace?: string; pods?: Record<string, string>; port?: number | string; protocol?: string };
  /** Inbound traffic allowed or denied by service ("allow SSH", "deny RDP from the internet"). */
  /** Each with where it is let in from (an address range or service tag) and whether only it is ("only from"). */
  trafficRules?: { access: 'Allow' | 'Deny'; port: number; fromInternet?: boolean; source?: string; only?: boolean }[];
  /** Which load balancer was asked for: HTTP routing (application), TCP/UDP (network), or appliances (gateway). */
  lbType?: 'application' | 'network' | 'gateway';
  /** The protocol a load balancer serves, as stated ("a plain HTTP load balancer", "serving HTTPS"). */
  protocol?: 'http' | 'https';
  /** Predefined IAM roles granted, as written ("roles/pubsub.publisher"). */
  iamRoles?: string[];
  /** A location that is not a single region: a multi-region ("EU", "US") or a location id ("nam5", "eur3"). */
  location?: string;
  /** An HTTP(S) address the component calls or checks ("https://hooks.example.org/nightly"). */
  url?: string;
  /** A registry's untagged images are deleted ("a clean-up rule that deletes untagged versions"). */
  deleteUntagged?: boolean;
  /** Addresses a security policy blocks or allows ("blocks 192.0.2.44"), one rule per statement. */
  ipRules?: { access: 'Allow' | 'Deny'; ranges: string[] }[];
  /** A network the request said to use rather than create: "default", or "existing" (its name a variable). */
  existingNetwork?: string;
  /** How a cluster's pods get addresses, as stated ("Azure CNI Overlay"): the plugin and its mode. */
  networkPlugin?: { plugin: 'azure' | 'kubenet' | 'none'; mode?: 'overlay' };
  /** Availability zones by number, as Azure names them ("1", "2", "3"). */
  zoneNumbers?: string[];
  /** An S3 Object Lock retention mode as stated ("in governance mode"): who may shorten or lift a lock. */
  lockMode?: 'GOVERNANCE' | 'COMPLIANCE';
  /** A log level as stated ("logging at level ALL"), upper-case as the services spell them. */
  logLevel?: string;
  /** The column a table is partitioned on ("partitioned by day on event_ts"), and by what unit of time. */
  partitionField?: string;
  partitionUnit?: 'HOUR' | 'DAY' | 'MONTH' | 'YEAR';
  /** The columns a table is clustered by, in the order stated. */
  clusterBy?: string[];
  /** Origins a store's CORS rule admits ("CORS: only GET from https://www.example.com"), as stated. */
  corsOrigins?: string[];
  /** HTTP methods a store's CORS rule admits, upper-case. */
  corsMethods?: string[];
  /** Days after which versions that are no longer current are deleted ("delete noncurrent versions after 30 days"). */
  noncurrentDays?: number;
  /** What a web application firewall does with a match: block it, or only log it. */
  wafMode?: 'Prevention' | 'Detection';
  /** A public IP prefix's length ("a /30 prefix", "prefix length 29"). */
  prefixLength?: number;
  /** A NetApp Files volume's protocol ("NFSv4.1", "SMB"), as the API names it. */
  netappProtocol?: 'NFSv3' | 'NFSv4.1' | 'CIFS';
  /** The event types an Event Grid subscription delivers ("BlobCreated events"), as the source names them. */
  eventTypes?: string[];
  /** An Event Grid subscription's subject filter: what the subject begins or ends with. */
  subjectBegins?: string;
  subjectEnds?: string;
  /** An Azure Firewall policy's threat intelligence mode and DNS proxy. */
  threatIntelMode?: 'Alert' | 'Deny' | 'Off';
  dnsProxy?: boolean;
  /** The names an Azure Firewall application rule lets traffic out to ("*.microsoft.com"). */
  allowedFqdns?: string[];
  /** An API Management service's publisher (name and email), and an API's URL path. */
  publisherName?: string;
  publisherEmail?: string;
  apiPath?: string;
  /** Other regions a service keeps copies in ("geo-replicated to northeurope"). */
  replicaRegions?: string[];
  /** A storage account's hierarchical namespace (Data Lake Storage Gen2): on, or said off. */
  hierarchicalNamespace?: boolean;
  /** A database's collation and character set as stated ("utf8mb4_unicode_ci", "utf8mb4"). */
  collation?: string;
  charset?: string;
  /** How long weekly backups are kept beside the daily ones, and on which day ("weeklies (sunday) 12 weeks"). */
  weeklyKeep?: { weeks: number; day: string };
  /**
   * Environment variables a container reads from a Secret that exists: the variable (when the
   * request names one), the Secret's name and the key in it (when given).
   */
  secretEnv?: { variable?: string; secret: string; key?: string }[];
  /** Cloud built-in roles granted by name ("Storage Blob Data Reader", "AcrPull"), as the cloud spells them. */
  roleNames?: string[];
  /** Roles a grant names that no table of the cloud knows: written nowhere, said as not covered. */
  unknownRoles?: string[];
  /** Where a site's code comes from: repository URL and branch. */
  source?: { repository?: string; branch?: string };
  /** The folders a site's build starts in and writes to ("/web", "dist"). */
  buildFolders?: { app?: string; output?: string };
  /** Deliveries of a message before it goes to the dead-letter queue ("after 3 failed receives"). */
  maxReceives?: number;
  /** The prefix length of the range reserved for private services access ("a reserved /20 range"). */
  privateRangePrefix?: number;
  /** How many availability zones a tier of subnets spans, one subnet in each ("private subnets in 3 AZs"). */
  zoneCount?: number;
  /** How many records a consumer takes from its queue or stream in one invocation ("batch size 5"). */
  batchSize?: number;
  /** A queue's or topic's largest size in MB ("max size 2 GB"). */
  maxSizeMb?: number;
  /** How much a stream gathers before it writes a file, in MB ("buffer 64 MB or 120 seconds"). */
  bufferMb?: number;
  /** How long a stream gathers before it writes a file, in seconds ("capture every 300 seconds"). */
  bufferSeconds?: number;
  /** How long a received message stays locked to its reader, in seconds ("lock duration 2 minutes"). */
  lockSeconds?: number;
  /** How long a message lives before it expires, in seconds ("default message TTL of 3 days"). */
  messageTtlSeconds?: number;
  /** An Azure SQL server's Entra administrator: a group by name, with its object id when given. */
  sqlAdmin?: { group: string; objectId?: string };
  /** A Service Bus queue drops a message sent again within the window ("duplicate detection over 10 minutes"). */
  duplicateDetection?: { windowMinutes?: number };
  /** An Azure SQL server signs in with Entra ID only, no SQL logins ("Entra-only auth"). */
  entraOnlyAuth?: boolean;
  /** Days a deleted key or vault can still be recovered ("a 10 day deletion window", "soft-delete retention 30 days"). */
  deletionWindowDays?: number;
  /** A generated password's length and the characters it must leave out ("24 characters excluding quotes"). */
  passwordLength?: number;
  excludeCharacters?: string;
  /** Each message is delivered to a subscription exactly once ("exactly-once delivery"). */
  exactlyOnce?: boolean;
  /** A replica takes over on its own when the primary fails ("automatic failover"). */
  failover?: boolean;
  /** When weekly maintenance may start, in UTC ("maintenance window on Sundays at 02:00"): day 0 (Sunday) to 6. */
  maintenanceWindow?: { day: number; hour: number; minute: number };
  /** When daily backups or snapshots are taken, in UTC, as stated ("snapshots taken 02:00-03:00 UTC"): "HH:MM-HH:MM". */
  backupWindow?: string;
  /** An Azure Cache for Redis size as Azure names it: family ("C", "P") and capacity (0 to 6). */
  cacheSize?: { family?: 'C' | 'P'; capacity: number };
  /** What an alarm watches, in words ("errors", "throttles", "5xx"), above what count and over how long. */
  alarm?: { metric: string; threshold?: number; periodSeconds?: number; orEqual?: boolean };
  /** The API a multi-API database speaks, as stated ("MongoDB API" of Cosmos DB): 'sql', 'mongo', 'cassandra', 'gremlin', 'table'. */
  api?: string;
  /** Databases that share one elastic pool's capacity ("an elastic pool of 100 eDTUs"). */
  elasticPool?: boolean;
  /** Minutes of inactivity after which a serverless database pauses ("auto-pause after 45 minutes"). */
  autoPauseMinutes?: number;
  /** A budget's amount in the account's currency, how often it resets, and the percentage of it that notifies. */
  amount?: number;
  timeGrain?: 'Monthly' | 'Quarterly' | 'Annually';
  thresholdPercent?: number;
  /** Events copied as they arrive to storage ("captured to blob storage every 10 minutes"). */
  capture?: boolean;
  /** The time of day something scheduled runs, "HH:MM", when said apart from its schedule ("run it at 23:00"). */
  timeOfDay?: string;
  /** How many pods of a batch job run at once, and how many must succeed ("parallelism 3, 6 completions"). */
  parallelism?: number;
  completions?: number;
  /** Each pod of a batch job gets its own index, 0 to completions-1 ("10 indexed shards"). */
  indexedCompletions?: boolean;
  /** How long a finished Job is kept before it is deleted ("clean up a day after finishing"). */
  ttlAfterFinishedSeconds?: number;
  /** A PriorityClass's value and whether its pods may preempt others ("value 1000000 that never preempts"). */
  priorityValue?: number;
  preemption?: 'Never' | 'PreemptLowerPriority';
  /** Pods spread over zones or nodes ("spread over zones, max skew 1, don't schedule if it can't"). */
  spread?: { topologyKey: string; maxSkew: number; whenUnsatisfiable: 'DoNotSchedule' | 'ScheduleAnyway' }[];
  /** Directories of the node mounted into the pod ("tail /var/log from the host, read-only"). */
  hostPaths?: { path: string; readOnly: boolean }[];
  /** Who the pod's processes run as, where stated ("runs as uid 1001, group 2000"). */
  runAs?: { user?: number; group?: number; fsGroup?: number };
  /** A read-only root filesystem said as asked (what every container written here has). */
  readOnlyRoot?: true;
  /** Secrets and ConfigMaps mounted as files where stated ("mount the secret db-tls at /tls"). */
  objectMounts?: { from: 'secret' | 'configMap'; object: string; path: string }[];
  /** Provisioned IOPS of a volume or a database's storage ("3000 IOPS"). */
  iops?: number;
  /** A volume's throughput in MB/s ("250 MB/s throughput"); the given image id ("ami-0abc..."). */
  throughputMbps?: number;
  amiId?: string;
  /** A function's reserved concurrent executions ("reserved concurrency 10"). */
  reservedConcurrency?: number;
  /** The range a private cluster's control plane takes ("master CIDR 172.16.0.32/28"). */
  masterCidr?: string;
  /** High availability with the standby in the primary's own zone ("same-zone HA"), where a service offers it. */
  haMode?: 'SameZone';
  /** Days a storage account keeps deleted containers ("soft delete for containers 14 days"); blobs' are `deletionWindowDays`. */
  containerDeletionDays?: number;
  /** The IANA time zone a schedule's clock times are in, as stated ("Europe/Berlin", "at 7am New York time"). */
  timeZone?: string;
  /** A public IP's DNS label, as given ("dns label relay-edge"): settings/part-names.ts. */
  dnsLabel?: string;
  /** The admin user a machine signs in with, as given ("admin user opsbot"): settings/part-names.ts. */
  adminUser?: string;
  /** The prefix of a user pool's hosted sign-in domain, as given: settings/part-names.ts. */
  domainPrefix?: string;
  /** How many minutes late a schedule may start its target ("a 15 minute flexible window"); 0 when said off. */
  flexibleWindowMinutes?: number;
  /** The JSON a schedule hands its target ("input {\"mode\":\"full\"}"), as written. */
  scheduleInput?: string;
  /** How many locations an availability test runs from ("from 5 locations"). */
  webTestLocations?: number;
  /** The HTTP status an availability test expects ("expects HTTP 200"). */
  expectedStatus?: number;
  /** Days a tested address's TLS certificate must still be valid ("valid for at least 7 more days"). */
  certValidDays?: number;
  /** How many test locations failing make an availability alert fire ("when 2 locations fail"). */
  failedLocations?: number;
  /**
   * Things named inside this component ("a Cosmos DB account with a database 'app' and a container
   * 'events'"): what each is called in the request and the names given to it. A writer that reads
   * this writes every one of them.
   */
  children?: { word: string; names: string[] }[];
  /** A broker's deployment: one instance, an active/standby pair, or a cluster. */
  deploymentMode?: 'single' | 'active-standby' | 'cluster';
  /** Environment variables stated as KEY=value (keys as read; writers restore their case). */
  environment?: Record<string, string>;
  /** How many images a registry keeps ("keep the last 10 images"). */
  keepImages?: number;
  /** A state machine's type. */
  workflowType?: 'express' | 'standard';
  /** A role pods assume through their Kubernetes service account (IRSA): the account, when said. */
  podRole?: { serviceAccount?: string; namespace?: string };
  /** A zone hands a subdomain to another zone's name servers ("delegate the subdomain to it"). */
  delegation?: boolean;
  /** A subscription whose messages Pub/Sub delivers by calling an endpoint (push), not pulled by a reader. */
  pushDelivery?: boolean;
  /** Which objects an event is about, by key: its prefix ("incoming/") and suffix (".csv"). */
  keyPrefix?: string;
  keySuffix?: string;
  /** A pause between a workflow's steps, in seconds ("waits 10 minutes, then ..."). */
  workflowWaitSeconds?: number;
  /** The workflow's step is run again after the pause ("then calls it again"). */
  workflowRepeat?: boolean;
  /** The protocols a file transfer server speaks ("SFTP", "FTPS"). */
  protocols?: string[];
  /** The API actions a policy denies ("organizations:LeaveOrganization"), and where it is attached. */
  denies?: string[];
  policyTarget?: 'root' | 'ou' | 'account';
  /** Inbound traffic admitted only from an address range, by port ("SSH from 203.0.113.0/24 only"). */
  ingressFrom?: { port: number; cidr: string }[];
  /** The events an event rule reacts to, as an EventBridge pattern ("EC2 instance state changes"). */
  /** An HTTP backend an API passes requests to ("proxies to https://legacy.example.com"). */
  backendUrl?: string;
  eventPattern?: { source: string[]; 'detail-type': string[]; detail?: Record<string, string[]> };
  // Kubernetes object details as stated (read by understand/k8s-settings.ts, written by kinds/k8s).
  /** The name written right after an object's kind, unquoted ("ConfigMap app-settings"). */
  objectName?: string;
  /** Keys a Secret holds ("a Secret holding DB_PASSWORD"), as read; writers restore their case. */
  secretKeys?: string[];
  /** The workload mounts the config maps and secrets of the request as files. */
  mountsConfig?: boolean;
  /** An Ingress's TLS certificate secret and the Service it routes to, by name. */
  tlsSecret?: string;
  backendService?: string;
  /** An Ingress's routes, each a path (on a host when stated) sent to a Service by name, on its port when stated. */
  ingressRoutes?: IngressRoute[];
  /** A StorageClass: its CSI driver, disk type, and whether it is the cluster's default. */
  provisioner?: string;
  diskType?: string;
  defaultClass?: boolean;
  /** The StorageClass a claim is provisioned from, by name. */
  storageClassName?: string;
  /** A disruption budget's bound: a count or a percentage ("25%"). */
  maxUnavailable?: number | string;
  /** How a workload's pods are replaced on an update: at most so many down, so many extra. */
  rollingUpdate?: { maxUnavailable?: number | string; maxSurge?: number | string };
  minAvailable?: number | string;
  /** Pods use the node's network namespace. */
  hostNetwork?: boolean;
  /** Containers run to completion before the pod's own ("an init container (busybox:1.36) that waits until db.ns.svc resolves"). */
  /** Files a ConfigMap holds by their names ("a ConfigMap with a default.conf"), what a proxy's file sends where, and where a workload mounts its ConfigMap. */
  configFiles?: string[];
  proxyPass?: { path: string; url: string };
  configMountPath?: string;
  initContainers?: { image: string; waitFor?: string; waitPort?: number }[];
  /** Health checks asked for, by kind, with the HTTP path and port when stated. */
  probes?: {
    kind: 'liveness' | 'readiness' | 'startup';
    /** How it checks when not by HTTP GET. */
    type?: 'tcp' | 'grpc';
    path?: string;
    port?: number;
    failureThreshold?: number;
    periodSeconds?: number;
    initialDelaySeconds?: number;
    timeoutSeconds?: number;
  }[];
  // Kubernetes object fields stated (read by understand/k8s-object-settings.ts).
  /** A CronJob's kept history, overlap policy, start deadline and suspension. */
  successfulJobsHistory?: number;
  failedJobsHistory?: number;
  concurrencyPolicy?: 'Allow' | 'Forbid' | 'Replace';
  startingDeadlineSeconds?: number;
  suspend?: boolean;
  /** Variables read from a Secret's or ConfigMap's key (`name` and `key`), or all its keys (neither). */
  envRefs?: { name?: string; from: 'secret' | 'configMap'; object: string; key?: string }[];
  /** A volume's access modes, as the API spells them. */
  accessModes?: string[];
  /** The IngressClass an Ingress uses and its backend's port. */
  ingressClass?: string;
  backendPort?: number;
  /** How many pods one node of a cluster or node pool may run ("at most 30 pods per node"). */
  maxPodsPerNode?: number;
  /** The largest request body an Ingress lets through, as nginx spells a size ("10m"). */
  maxBodySize?: string;
  /** A LimitRange's default requests and limits, as quantities. */
  defaultRequest?: { cpu?: string; memory?: string };
  defaultLimit?: { cpu?: string; memory?: string };
  /** A ResourceQuota's caps by the API's own keys ("requests.cpu": "20", "pods": "50"), as stated. */
  quotaHard?: Record<string, string>;
  /** How a StatefulSet starts its pods: all at once (Parallel) or one after another (OrderedReady). */
  podManagement?: 'Parallel' | 'OrderedReady';
  /** Where a workload's own data volume is mounted in its container ("mounted at /bitnami/postgresql"). */
  dataMountPath?: string;
  /** The cert-manager issuer an Ingress's certificate comes from ("our ClusterIssuer letsencrypt-prod"). */
  certIssuer?: { kind: 'ClusterIssuer' | 'Issuer'; name: string };
  /** A namespace said only as where objects go ("in namespace data"): one the cluster has, never made or relabelled. */
  namespacePlace?: boolean;
  /**
   * What a KEDA ScaledObject scales on: the source (`type`, KEDA's trigger name), its queue, topic or
   * list, the amount one replica takes, a Kafka group and brokers, and the Secret its
   * TriggerAuthentication reads credentials from.
   */
  keda?: {
    type?: string;
    queue?: string;
    target?: string;
    group?: string;
    servers?: string;
    authWhat?: string;
    authSecret?: string;
    authKey?: string;
  };
  /** The command a container runs, as stated after its image ("running vacuumdb --all"). */
  command?: string[];
  /** The arguments its container is given, as stated ("args migrate up"): the image's own command runs with them. */
  args?: string[];
  /** The service account a role is granted to, by name ("bound to ci-runner"). */
  subjectName?: string;
  /** Groups a role is bound to ("bound to the group blue-devs"), and the namespace of a service account it is bound to when that is another ("ci-bot from the ci namespace"). */
  subjectGroups?: string[];
  subjectNamespace?: string;
  flags: Set<Flag>;
  /**
   * Properties the request turns off ("no multi-AZ", "versioning off", "without FIFO"): never
   * raised, and a writer whose default has one on leaves it off.
   */
  off?: Flag[];
}

/**
 * A setting the request stated for a component ("5 replicas", "Node.js 22", "every 20 minutes"),
 * kept so the answer can say where it was honoured, or say plainly that it was not.
 */
export interface Setting {
  /** What it sets, in plain words: "replicas", "runtime", "schedule". */
  label: string;
  /** The attributes it fills; a writer that reads one of them honours it (`flag:spot` for a flag). */
  keys: string[];
  /** The words of the request that stated it. */
  text: string;
  /** Index of the requirement phrase it was stated in. */
  phrase: number;
  /** Which components it can apply to (a family of settings.ts), so it can move when its first home is dropped. */
  family?: string;
  /** The attribute values it sets, and the flags it raises. */
  values?: Record<string, unknown>;
  flags?: Flag[];
  /** Where it was stated in the text. */
  at?: number;
}

/** One thing the user asked for (or the planner added), before it becomes provider resources. */
export interface Component {
  /** Unique per kind; used as the resource label. */
  id: string;
  kind: string;
  /** The name given in the prompt, used as given where the provider allows it. */
  name?: string;
  attrs: Attrs;
  /** Why the planner added it when the prompt did not ask for it. */
  implicit?: string;
  /** Index of the requirement phrase that asked for it. */
  phrase?: number;
  /** Other components this one uses, by role ("vpc", "subnets", "securityGroup"). */
  ref: Record<string, Component | Component[] | undefined>;
  /** Settings the planner decided (an IAM role's service, a security group's ports). */
  config: Record<string, unknown>;
  /** Settings the request stated for this component (or handed to it, as a schedule to its trigger). */
  settings?: Setting[];
}

export function emptyAttrs(): Attrs {
  return { ports: [], regions: [], zones: [], cidrs: [], flags: new Set() };
}
