/**
 * Regions as each cloud spells them: AWS `us-east-1`, Google Cloud `europe-west1`, Azure
 * `westeurope`. The request's regions are read once; each target takes the first one in its own
 * cloud's shape, so an AWS region never lands in a Google provider block.
 */
import { type Cloud } from './types';

// Not one inside a host name ("my-alb-1.eu-west-1.elb.amazonaws.com"): that says where the host is, not where to build.
const AWS =
  /(?<!\.)\b((?:us|eu|ap|sa|ca|me|af|il|mx)-(?:east|west|north|south|central|northeast|southeast|northwest|southwest)-\d)([a-f])?\b(?!\.[a-z])/g;
const GCP =
  /\b((?:us|europe|asia|australia|northamerica|southamerica|me|africa)-(?:east|west|central|north|south|northeast|southeast|northwest|southwest)\d{1,2})(?:-([a-f]))?\b/g;
const AZURE_REGIONS = [
  'eastus2',
  'eastus',
  'westus3',
  'westus2',
  'westus',
  'centralus',
  'northcentralus',
  'southcentralus',
  'westcentralus',
  'northeurope',
  'westeurope',
  'uksouth',
  'ukwest',
  'francecentral',
  'germanywestcentral',
  'swedencentral',
  'norwayeast',
  'switzerlandnorth',
  'polandcentral',
  'italynorth',
  'spaincentral',
  'southeastasia',
  'eastasia',
  'japaneast',
  'japanwest',
  'koreacentral',
  'australiaeast',
  'australiasoutheast',
  'canadacentral',
  'canadaeast',
  'brazilsouth',
  'centralindia',
  'southindia',
  'uaenorth',
  'southafricanorth',
];
// "west europe", "East US 2": Azure regions are also written as words.
const AZURE = new RegExp(
  `\\b(${AZURE_REGIONS.map((r) => r.replace(/(\d)$/, ' ?$1').replace(/(us|europe|asia|india|central|east|west|north|south)(?=.)/g, '$1 ?')).join('|')})\\b`,
  'g',
);

/** Every region named in `lower`, in each cloud's own spelling, with the zones named with them. */
export function readRegions(lower: string): { regions: string[]; zones: string[] } {
  const regions: string[] = [];
  const zones: string[] = [];
  const add = (list: string[], v: string) => void (list.includes(v) || list.push(v));
  for (const m of lower.matchAll(AWS)) {
    add(regions, m[1]);
    if (m[2]) add(zones, m[1] + m[2]);
  }
  for (const m of lower.matchAll(GCP)) {
    add(regions, m[1]);
    if (m[2]) add(zones, `${m[1]}-${m[2]}`);
  }
  for (const m of lower.matchAll(AZURE)) add(regions, m[1].replace(/\s+/g, ''));
  return { regions, zones };
}

const SHAPE: Record<Exclude<Cloud, 'k8s'>, RegExp> = {
  aws: /^[a-z]{2}-[a-z]+-\d$/,
  gcp: /^[a-z]+-[a-z]+\d{1,2}$/,
  azure: /^[a-z]+\d?$/,
};

/** The first region written in `cloud`'s shape, if the request named one. */
export function regionOf(cloud: Cloud, regions: readonly string[]): string | undefined {
  if (cloud === 'k8s') return undefined;
  return regions.find((r) => SHAPE[cloud].test(r));
}
