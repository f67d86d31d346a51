/**
 * The text of what some resources write, so a word or a value is looked for in what its own
 * resources write, not in a neighbour's.
 */
import { type RenderOutput } from '../render/types';

/**
 * The text of the Terraform blocks `addresses` name ("azurerm_data_factory.main"), so a word is
 * looked for in what its own resources write, not in a neighbour's; the whole files when one of them
 * is not a block found (other formats, or a name the files spell otherwise).
 */
export function scopeOf(out: RenderOutput, addresses: readonly string[]): string {
  const all = out.files.map((f) => f.content).join('\n');
  const blocks: string[] = [];
  for (const address of addresses) {
    const [type, name] = address.replace(/^data\./, '').split('.');
    const at = new RegExp(`^(?:resource|data)\\s+"${type}"\\s+"${name}"\\s*\\{`, 'm').exec(all);
    if (!type || !name || !at) return all;
    let depth = 0;
    let end = at.index;
    for (let i = at.index; i < all.length; i++) {
      if (all[i] === '{') depth++;
      else if (all[i] === '}' && --depth === 0) {
        end = i + 1;
        break;
      }
    }
    blocks.push(all.slice(at.index, end));
  }
  return blocks.length ? blocks.join('\n') : all;
}
