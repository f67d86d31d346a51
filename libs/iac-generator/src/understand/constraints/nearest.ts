/**
 * Another cloud's product named in a request for this cloud: said with the nearest product this
 * cloud has (the product's kind.json `nearest`), never substituted for it, so the user chooses.
 */
import { GeneratorMessages } from '@infragen/contracts';
import { type Cloud } from '../../model/types';
import { cloudName } from '../words';
import { KIND_CONSTRAINTS, KIND_TITLES } from '../../vocabulary/constraints.generated';
import { constraintsOf } from './kind-data';
import { CONCEPTS } from '../vocabulary';

const VENDOR: Record<Exclude<Cloud, 'k8s'>, string> = { aws: 'AWS', azure: 'Azure', gcp: 'Google Cloud' };

/** A product's name with its cloud's brand, once ("Azure Cosmos DB account", not "Azure Azure ..."). */
function branded(vendor: Exclude<Cloud, 'k8s'>, title: string): string {
  const brand = VENDOR[vendor];
  const first = brand.split(' ')[0].toLowerCase();
  return title.toLowerCase().startsWith(first) ? title : `${brand} ${title}`;
}

/**
 * The "not covered" line for `said`, words naming `vendor`'s product of kind `kind` (when the
 * vocabulary knows it), in a request written for `cloud`.
 */
export function otherCloudProductLine(
  said: string,
  vendor: Exclude<Cloud, 'k8s'>,
  kind: string | null | undefined,
  cloud: Cloud,
  /** The product's name as the request wrote it with its brand, when no kind is known for it. */
  named?: string,
): string {
  const data = constraintsOf(kind);
  const title = kind ? KIND_TITLES[kind] : undefined;
  const product = title ? branded(vendor, title) : (named ?? `this ${VENDOR[vendor]} service`);
  const nearest = cloud === 'k8s' ? undefined : (data?.nearest?.[cloud] ?? sameThingOn(kind, vendor, cloud));
  return GeneratorMessages.otherCloudProduct(said, product, cloudName(cloud), nearest?.title);
}

/**
 * The nearest product for a kind with no folder of its own (Cloud CDN's backend bucket): the
 * vocabulary's general concept that names it for its cloud names the same thing on the others
 * ("a CDN": CloudFront on AWS, Front Door on Azure, a backend bucket with Cloud CDN on Google Cloud).
 */
function sameThingOn(
  kind: string | null | undefined,
  vendor: Exclude<Cloud, 'k8s'>,
  cloud: Exclude<Cloud, 'k8s'>,
): { kind: string; title: string } | undefined {
  if (!kind) return undefined;
  const general = CONCEPTS.find((c) => !c.vendor && c[vendor] === kind && c[cloud] && KIND_TITLES[c[cloud]!]);
  return general ? { kind: general[cloud]!, title: KIND_TITLES[general[cloud]!] } : undefined;
}

/**
 * The kind written in place of another cloud's product on this one, when the request means the job
 * and not the vendor: a product whose kind.json says its nearest does the same job
 * (`nearestWritten`: a CDN, CloudFront and Front Door), or a product with no kind folder known only
 * as a brand of a general concept ("Cloud CDN": a CDN). "Served through Cloud CDN" on AWS is then
 * CloudFront, wired as CloudFront would be, and the answer says it was written instead
 * (answer/nearest-written.ts). Any other product (DynamoDB on Azure) is said, and nothing stands in.
 */
export function writtenInPlaceOf(
  kind: string | null | undefined,
  vendor: Exclude<Cloud, 'k8s'>,
  cloud: Cloud,
): string | undefined {
  if (cloud === 'k8s' || !kind) return undefined;
  const data = constraintsOf(kind);
  if (data && !data.nearestWritten) return undefined;
  return (data?.nearest?.[cloud] ?? sameThingOn(kind, vendor, cloud))?.kind;
}

/**
 * What an other-cloud product line (as otherCloudProductLine writes it for a product with a kind
 * folder, or with none but a general concept) says: the request's words, the product and the nearest kind it names; undefined for any
 * other line. The answer uses it to tell a line whose nearest product was written all the same.
 */
export function nearestNamedBy(
  line: string,
  cloud: Cloud,
): { said: string; product: string; nearest: { kind: string; title: string } } | undefined {
  if (cloud === 'k8s' || !line.startsWith("'")) return undefined;
  for (const c of KIND_CONSTRAINTS) {
    const nearest = c.nearest?.[cloud];
    const vendor = c.kind.slice(0, c.kind.indexOf('.'));
    if (!nearest || vendor === 'k8s' || vendor === cloud) continue;
    const remark = otherCloudProductLine('', vendor as Exclude<Cloud, 'k8s'>, c.kind, cloud).slice(2);
    if (line.length > remark.length + 2 && line.endsWith(`'${remark}`))
      return {
        said: line.slice(1, line.length - remark.length - 1),
        product: branded(vendor as Exclude<Cloud, 'k8s'>, c.title),
        nearest,
      };
  }
  // A product with no kind folder whose general concept names a kind here ("Cloud CDN" on AWS).
  for (const c of CONCEPTS) {
    const vendor = c.vendor;
    const kind = vendor && vendor !== cloud ? c[vendor] : undefined;
    if (!kind || KIND_TITLES[kind]) continue;
    const nearest = sameThingOn(kind, vendor as Exclude<Cloud, 'k8s'>, cloud);
    const remark = nearest && otherCloudProductLine('', vendor as Exclude<Cloud, 'k8s'>, kind, cloud).slice(2);
    if (nearest && remark && line.length > remark.length + 2 && line.endsWith(`'${remark}`))
      return {
        said: line.slice(1, line.length - remark.length - 1),
        product: `this ${VENDOR[vendor as Exclude<Cloud, 'k8s'>]} service`,
        nearest,
      };
  }
  return undefined;
}
