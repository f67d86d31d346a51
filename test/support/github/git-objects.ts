import { createHash } from 'node:crypto';

/**
 * Git's object store, in memory: blobs, trees and commits written in git's own object format and
 * named by the SHA-1 of that format, as `git hash-object` names them. A test reads a pushed
 * commit back as files; a SHA computed here equals the one real git computes for the same
 * content (git-objects.test.ts checks known hashes).
 */
export type ObjectType = 'blob' | 'tree' | 'commit';

export interface TreeEntry {
  /** Git's modes: 100644 file, 100755 executable, 040000 tree, 120000 symlink, 160000 submodule. */
  mode: string;
  name: string;
  type: ObjectType;
  sha: string;
}

interface Signature {
  name: string;
  email: string;
  /** Seconds since the epoch. */
  when: number;
}

export interface CommitObject {
  tree: string;
  parents: string[];
  author: Signature;
  committer: Signature;
  message: string;
}

interface Stored {
  type: ObjectType;
  body: Buffer;
}

/** Git orders tree entries by name, a subtree compared as if its name ended in "/". */
function entryKey(entry: TreeEntry): string {
  return entry.type === 'tree' ? `${entry.name}/` : entry.name;
}

const signature = (s: Signature) => `${s.name} <${s.email}> ${s.when} +0000`;

function parseSignature(line: string): Signature {
  const match = /^(.*) <(.*)> (\d+) [+-]\d{4}$/.exec(line);
  if (!match) throw new Error(`not a git signature: ${line}`);
  return { name: match[1]!, email: match[2]!, when: Number(match[3]) };
}

export class GitObjects {
  private readonly objects = new Map<string, Stored>();

  /** Stores an object (type and body) and answers its SHA-1, computed over git's header and body. */
  write(type: ObjectType, body: Buffer): string {
    const sha = createHash('sha1').update(`${type} ${body.length}\0`).update(body).digest('hex');
    this.objects.set(sha, { type, body });
    return sha;
  }

  has(sha: string, type?: ObjectType): boolean {
    const found = this.objects.get(sha);
    return !!found && (!type || found.type === type);
  }

  typeOf(sha: string): ObjectType | null {
    return this.objects.get(sha)?.type ?? null;
  }

  writeBlob(content: Buffer): string {
    return this.write('blob', content);
  }

  readBlob(sha: string): Buffer {
    return this.read(sha, 'blob');
  }

  writeTree(entries: TreeEntry[]): string {
    const sorted = [...entries].sort((a, b) => (entryKey(a) < entryKey(b) ? -1 : entryKey(a) > entryKey(b) ? 1 : 0));
    const parts = sorted.map((e) =>
      Buffer.concat([Buffer.from(`${e.mode.replace(/^0+/, '')} ${e.name}\0`), Buffer.from(e.sha, 'hex')]),
    );
    return this.write('tree', Buffer.concat(parts));
  }

  readTree(sha: string): TreeEntry[] {
    const body = this.read(sha, 'tree');
    const entries: TreeEntry[] = [];
    let at = 0;
    while (at < body.length) {
      const space = body.indexOf(0x20, at);
      const nul = body.indexOf(0, space);
      const rawMode = body.subarray(at, space).toString();
      const name = body.subarray(space + 1, nul).toString();
      const entrySha = body.subarray(nul + 1, nul + 21).toString('hex');
      const mode = rawMode.padStart(6, '0');
      const type: ObjectType = mode === '040000' ? 'tree' : mode === '160000' ? 'commit' : 'blob';
      entries.push({ mode, name, type, sha: entrySha });
      at = nul + 21;
    }
    return entries;
  }

  writeCommit(commit: CommitObject): string {
    const lines = [`tree ${commit.tree}`, ...commit.parents.map((p) => `parent ${p}`)];
    lines.push(`author ${signature(commit.author)}`, `committer ${signature(commit.committer)}`, '', commit.message);
    return this.write('commit', Buffer.from(lines.join('\n')));
  }

  readCommit(sha: string): CommitObject {
    const text = this.read(sha, 'commit').toString();
    const split = text.indexOf('\n\n');
    const headers = text.slice(0, split).split('\n');
    const value = (name: string) =>
      headers.filter((h) => h.startsWith(`${name} `)).map((h) => h.slice(name.length + 1));
    return {
      tree: value('tree')[0]!,
      parents: value('parent'),
      author: parseSignature(value('author')[0]!),
      committer: parseSignature(value('committer')[0]!),
      message: text.slice(split + 2),
    };
  }

  /** Every file of a tree, by its full path, with its content. */
  files(treeSha: string, prefix = ''): Map<string, string> {
    const out = new Map<string, string>();
    for (const entry of this.readTree(treeSha)) {
      const path = `${prefix}${entry.name}`;
      if (entry.type === 'tree') for (const [p, c] of this.files(entry.sha, `${path}/`)) out.set(p, c);
      else if (entry.type === 'blob') out.set(path, this.readBlob(entry.sha).toString());
    }
    return out;
  }

  /**
   * A new tree: `base` (a tree SHA, or none) with `changes` applied, where a change names a full
   * path (`infrastructure/main.tf`) and a blob SHA, or null to delete the path. Subtrees along
   * the way are created or rewritten, as GitHub's create-tree does.
   */
  updateTree(
    base: string | null,
    changes: { path: string; mode: string; type: ObjectType; sha: string | null }[],
  ): string {
    const entries = new Map((base ? this.readTree(base) : []).map((e) => [e.name, e]));
    const nested = new Map<string, typeof changes>();
    for (const change of changes) {
      const slash = change.path.indexOf('/');
      if (slash === -1) {
        if (change.sha === null) entries.delete(change.path);
        else entries.set(change.path, { mode: change.mode, name: change.path, type: change.type, sha: change.sha });
        continue;
      }
      const dir = change.path.slice(0, slash);
      nested.set(dir, [...(nested.get(dir) ?? []), { ...change, path: change.path.slice(slash + 1) }]);
    }
    for (const [dir, inner] of nested) {
      const existing = entries.get(dir);
      const subtree = this.updateTree(existing?.type === 'tree' ? existing.sha : null, inner);
      if (this.readTree(subtree).length === 0) entries.delete(dir);
      else entries.set(dir, { mode: '040000', name: dir, type: 'tree', sha: subtree });
    }
    return this.writeTree([...entries.values()]);
  }

  private read(sha: string, type: ObjectType): Buffer {
    const found = this.objects.get(sha);
    if (!found || found.type !== type) throw new Error(`no ${type} ${sha}`);
    return found.body;
  }
}
