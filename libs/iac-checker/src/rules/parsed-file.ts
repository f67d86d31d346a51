/**
 * A file of an answer as checkFiles parsed it, kept for the rules, the secret scan and the
 * waivers so nothing is parsed twice. `text` is a file that was not parsed (a fence left in, a
 * syntax error in a document, or a kind of file the format does not check): only its text is
 * scanned for secrets.
 */
import { type BicepFile } from '../parse/bicep/ast';
import { type ParsedDocument } from '../parse/doc/ast';
import { type HclFile } from '../parse/hcl/ast';

interface Base {
  path: string;
  content: string;
}
export type ParsedFile = Base &
  (
    | { kind: 'hcl'; hcl: HclFile }
    | { kind: 'tfvars'; hcl: HclFile }
    | { kind: 'yaml'; docs: ParsedDocument[] }
    | { kind: 'json'; doc: ParsedDocument }
    | { kind: 'bicep'; bicep: BicepFile }
    | { kind: 'text' }
  );
