/**
 * The resources that hold others (drawn as boxes), by depth: a resource group, a project or a
 * namespace holds networks, a network holds subnets. A resource that refers to containers sits in
 * the deepest of them (a subnet rather than its network); one that refers to several unrelated
 * ones (two subnets) sits in what they share (their network).
 */
import { typeWords } from './words';

const RANKS: [RegExp, number][] = [
  [
    /^(azurerm_resource_group|microsoft_resources_resource_groups|google_project|google_folder|namespace|kubernetes_namespace(_v\d)?)$/,
    0,
  ],
  [/^(aws_vpc|aws_ec2_vpc|azurerm_virtual_network|microsoft_network_virtual_networks|google_compute_network)$/, 1],
  [
    /^(aws_subnet|aws_ec2_subnet|azurerm_subnet|microsoft_network_virtual_networks_subnets|google_compute_subnetwork)$/,
    2,
  ],
];

/** The depth of a container type (0 outermost), or undefined for a type that holds nothing. */
export function containerRank(type: string): number | undefined {
  const words = typeWords(type);
  return RANKS.find(([pattern]) => pattern.test(words))?.[1];
}

/**
 * The container a resource sits in, from the containers it refers to and the parents already
 * known (containers are placed outermost first, so their own parents are known).
 */
export function chooseParent(
  candidates: readonly string[],
  parentOf: (id: string) => string | undefined,
): string | undefined {
  const chain = (id: string) => {
    const out: string[] = [];
    for (let c: string | undefined = id; c && !out.includes(c); c = parentOf(c)) out.push(c);
    return out;
  };
  const unique = [...new Set(candidates)];
  // A container that holds another candidate says less than that one.
  const deepest = unique.filter((c) => !unique.some((other) => other !== c && chain(other).includes(c)));
  if (deepest.length === 0) return undefined;
  // What they all sit in: the first of the first one's chain that every other chain holds.
  const chains = deepest.map(chain);
  return chains[0].find((c) => chains.every((ch) => ch.includes(c)));
}
