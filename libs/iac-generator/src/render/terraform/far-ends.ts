/**
 * Several clouds' parts of one Terraform request, each planned on its own, whose inputs another part
 * writes: an AWS VPN asks for the far end's public IP and range, which the Azure gateway of the same
 * request has (and the other way round). Each input a part offers is wired in (the variable's
 * references become the other part's value, the variable goes), so both ends of a VPN between two
 * clouds connect in one `terraform apply`; what no other part offers stays an input.
 */
import { type HclBlock } from '../../model/hcl';
import { type CloudModule, renameBody } from './merge';

const blocksWith = (blocks: HclBlock[], from: RegExp, to: string) =>
  blocks.map((b) => ({ ...b, body: renameBody(b.body, (code) => code.replace(from, to)) }));

/** The modules with each input another module offers wired in, and the inputs so wired (`prefix:name`). */
export function joinFarEnds(modules: CloudModule[]): { modules: CloudModule[]; joined: string[] } {
  const joined: string[] = [];
  const out = modules.map(({ prefix, parts }) => {
    let p = parts;
    for (const v of parts.variables) {
      const name = v.labels[0];
      const giver = modules.find((m) => m.prefix !== prefix && m.parts.offers?.[name]);
      if (!giver) continue;
      const from = new RegExp(`(?<![\\w.-])var\\.${name}(?![\\w-])`, 'g');
      const to = giver.parts.offers![name].code;
      p = {
        ...p,
        resources: blocksWith(p.resources, from, to),
        datas: blocksWith(p.datas, from, to),
        outputs: blocksWith(p.outputs, from, to),
        variables: p.variables.filter((x) => x.labels[0] !== name),
      };
      joined.push(`${prefix}:${name}`);
    }
    return { prefix, parts: p };
  });
  return { modules: out, joined };
}
