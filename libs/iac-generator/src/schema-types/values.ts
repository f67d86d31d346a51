/**
 * The value kinds the generated writer types (the other files of this folder, written by
 * scripts/schemas/generate-writer-types.mjs) give each argument or property. Deliberately small:
 * the generated types are there to refuse a misspelt or misplaced name at `tsc` time; whether a
 * value is valid is for the validators that check every output.
 */
import { type HclBody, type HclValue, type NestedBlock } from '../model/hcl';

/**
 * Any Terraform argument's value. Value kinds are not told apart: writers build many values with
 * helpers typed `HclValue`, and the checks that matter (names, and blocks against attributes)
 * need only the names.
 */
export type TfValue = HclValue;
/** Terraform's meta-arguments, which every resource and data source takes besides its schema's. */
export type TfMetaArguments = {
  count?: HclValue;
  for_each?: HclValue;
  depends_on?: HclValue;
  provider?: HclValue;
  lifecycle?: HclValue;
};
/**
 * A nested block (`name { ... }`), once or repeated, whose body is typed by the schema and written
 * with no name the schema's block does not have.
 */
export type TfBlock<B extends HclBody> = NestedBlock<B, keyof B & string> | NestedBlock<B, keyof B & string>[];

/** A CloudFormation intrinsic function, which may stand where any value goes. */
type CfnIntrinsic = { Ref: unknown } | { [fn: `Fn::${string}`]: unknown };
export type CfnScalar = unknown;
export type CfnList<T> = T[] | CfnIntrinsic;
export type CfnMap = { [key: string]: unknown };
/** An object property: its definition's properties (checked for misspellings) or an intrinsic. */
export type CfnObject<D> = D | CfnIntrinsic;

export type ArmValue = unknown;
/** What a template may say of any resource besides its type's body (an extension resource's scope). */
export type ArmTemplateFields = { scope?: ArmValue; condition?: ArmValue; comments?: ArmValue; copy?: ArmValue };
/** An expression or a reference (render/azure/arm-context's ArmExpr and ArmRef), by their shape. */
type ArmOpaque =
  { readonly inner: string; readonly bicep: string } | { readonly symbol: string; readonly attr: string };
export type ArmList<T> = T[] | ArmOpaque;
/** An object property: its definition's properties (checked for misspellings) or an expression. */
export type ArmObject<D> = D | ArmOpaque;

/** A Kubernetes scalar (a secret input may stand for one), list, map or, by model, object. */
export type K8sValue = unknown;
export type K8sList<T> = T[];
export type K8sMap = { [key: string]: unknown };
