# Codemod (issue 23): moves kinds from a cloud's family files into kind folders
# (libs/iac-generator/src/kinds/<cloud>/<kind-name>/), byte-identical by construction. It cuts the
# planning record and each format's writer out of their family files, carries the imports and local
# helpers they use (exporting a helper from its family file), moves the kind's own vocabulary rows
# and its existing meaning, and declares the settings families its id matched (read from the built
# generator). After it: node scripts/kinds-registry.mjs, prettier on the files, tsc -b, and
# node scripts/engine-snapshot.mjs --compare <baseline> (0 differences), kinds/kind-folders.test.ts.
#
#   cd libs/iac-generator/src && CLOUD=<aws|azure|gcp|k8s> python3 ../../../scripts/kinds/move-to-folders.py <kind id>...
# A planning record must be a top-level `{ kind: '...' }` entry (one built by a helper function is
# written out as one first); a writer may be an object literal, a call that makes one or a name.
import re, sys
def scan(src, i):
    """Index of the bracket closing the one at i: strings, templates (with ${} nesting), comments and regex literals skipped."""
    stack = []  # the open brackets
    j = i
    prev = ''  # last significant character outside strings
    while True:
        ch = src[j]
        if ch == '/' and src[j+1] == '/':
            j = src.index('\n', j); continue
        if ch == '/' and src[j+1] == '*':
            j = src.index('*/', j) + 2; continue
        if ch == '/' and prev in '(,=:[!&|?{};+-*%<>~^' :
            k = j + 1; cls = False
            while True:
                c = src[k]
                if c == '\\': k += 2; continue
                if c == '[': cls = True
                elif c == ']': cls = False
                elif c == '/' and not cls: break
                k += 1
            j = k + 1; prev = 'x'; continue
        if ch in "'\"":
            k = j + 1
            while src[k] != ch:
                k += 2 if src[k] == '\\' else 1
            j = k + 1; prev = 'x'; continue
        if ch == '`':
            j = template(src, j + 1); prev = 'x'; continue
        if ch in '{([': stack.append(ch)
        elif ch in '})]':
            stack.pop()
            if not stack: return j
        if not ch.isspace(): prev = ch
        j += 1

def template(src, k):
    """Index just past the backtick closing a template that starts at k."""
    while True:
        c = src[k]
        if c == '\\': k += 2; continue
        if c == '`': return k + 1
        if c == '$' and src[k+1] == '{':
            k = scan(src, k + 1) + 1; continue
        k += 1

def cut(path, kind, array=False):
    src = open(path).read()
    if array:
        m = re.search(r"\n  \{\n    kind: '" + re.escape(kind) + "',", src)
        start = m.start() + 1
        i = src.index('{', start)
    else:
        # A writer is an object literal, a call that makes one (`bucketFeature('aws_s3_bucket_acl', ...)`)
        # or a name (`SQL_TERRAFORM`).
        key = "  '" + kind + "': "
        start = src.index(key)
        i = start + len(key)
        value = i
        name = re.match(r"[\w.]+", src[i:])
        if src[i] != '{' and name and src[i + name.end()] != '(': j = i + name.end() - 1
        elif src[i] != '{': i = src.index('(', i)
    if array or src[i] in '{(': j = scan(src, i)
    obj = src[i:j+1] if array else src[value:j+1]
    end = j + 1
    assert src[end] == ',', src[end:end+10]
    end += 1
    if src[end] == '\n': end += 1
    open(path, 'w').write(src[:start] + src[end:])
    # dedent by 2
    return '\n'.join(l[2:] if l.startswith('  ') else l for l in obj.split('\n'))
import json, os, re, subprocess, sys, importlib.util as u

CLOUD = os.environ.get('CLOUD', 'aws')
K = 'kinds/' + CLOUD
WRITERS = {'aws': [('terraform', 'TerraformWriter', 'render/terraform/context'), ('cloudformation', 'CloudFormationWriter', 'render/cloudformation/context')],
  'azure': [('terraform', 'TerraformWriter', 'render/terraform/context'), ('arm', 'ArmWriter', 'render/azure/arm-context')],
  'gcp': [('terraform', 'TerraformWriter', 'render/terraform/context')],
  'k8s': [('manifests', 'ManifestWriter', 'render/kubernetes/context')]}[CLOUD]

def find_entry_file(folder, kind, array):
    pat = ("\n  {\n    kind: '%s'," % kind) if array else ("  '%s': " % kind)
    for f in sorted(os.listdir(folder)):
        p = os.path.join(folder, f)
        if f.endswith('.ts') and not f.endswith('.test.ts') and not f.endswith('generated.ts') and os.path.isfile(p) and pat in open(p).read():
            return p
    return None

IMPORT_RE = re.compile(r"^import (type )?\{([^}]*)\} from '([^']+)';\n", re.M)
def imports_of(src):
    out = []
    for m in IMPORT_RE.finditer(src):
        for name in m.group(2).split(','):
            name = name.strip()
            if not name: continue
            typ = bool(m.group(1)) or name.startswith('type ')
            name = name.replace('type ', '').strip()
            local = name.split(' as ')[-1].strip()
            out.append((local, name, typ, m.group(3)))
    return out

def locals_of(src):
    """Top-level const/function names (not exported tables) with their text."""
    out = {}
    for m in re.finditer(r"^(export )?(const|function) (\w+)", src, re.M):
        out[m.group(3)] = (bool(m.group(1)), m.start())
    return out

def used(name, body):
    return re.search(r"(?:(?<![\w.'])|(?<=\.\.\.))" + re.escape(name) + r"\b", re.sub(r"//[^\n]*|/\*[\s\S]*?\*/", "", body)) is not None

def rebase(path, from_dir, to_dir):
    if not path.startswith('.'): return path
    abs_ = os.path.normpath(os.path.join(from_dir, path))
    rel = os.path.relpath(abs_, to_dir)
    return rel if rel.startswith('.') else './' + rel

def header_for(body, src_path, src_text, to_dir, extra_types):
    lines = {}
    for local, name, typ, frm in imports_of(src_text):
        if used(local, body):
            frm2 = rebase(frm, os.path.dirname(src_path), to_dir)
            lines.setdefault(frm2, []).append(('type ' if typ else '') + name)
    # local helpers of the family file the body uses: exported there and imported here
    exports = []
    for name, (exported, _) in locals_of(src_text).items():
        if name.endswith('_KINDS') or name.endswith('_ARM') or name.endswith('_TERRAFORM') or name.endswith('_CLOUDFORMATION'): continue
        if used(name, body):
            exports.append(name)
            frm2 = rebase('./' + os.path.basename(src_path)[:-3], os.path.dirname(src_path), to_dir)
            lines.setdefault(frm2, []).append(name)
    for name, frm in extra_types:
        lines.setdefault(frm, []).append('type ' + name)
    text = ''.join("import { %s } from '%s';\n" % (', '.join(sorted(set(v), key=lambda s: s.replace('type ', ''))), k) for k, v in sorted(lines.items()))
    return text, exports

def export_helpers(path, names):
    s = open(path).read()
    for n in names:
        s = re.sub(r"^(const|function) " + n + r"\b", r"export \1 " + n, s, flags=re.M)
    open(path, 'w').write(s)

def prune_imports(path):
    s = open(path).read()
    def repl(m):
        names = [n.strip() for n in m.group(2).split(',') if n.strip()]
        rest = s[:m.start()] + s[m.end():]
        keep = [n for n in names if used(n.replace('type ', '').split(' as ')[-1].strip(), rest)]
        if not keep: return ''
        return "import %s{ %s } from '%s';\n" % (m.group(1) or '', ', '.join(keep), m.group(3))
    s2 = IMPORT_RE.sub(repl, s)
    open(path, 'w').write(s2)

VOCAB = 'understand/vocabulary.ts'
def cut_vocab_rows(kind):
    s = open(VOCAB).read()
    start = s.index('export const CONCEPTS: Concept[] = [')
    end = s.index('\n];\n', start)
    body = s[start:end]
    rows = []
    # single-line rows and multi-line rows at two-space indent
    for m in re.finditer(r"\n  \{ phrases: [^\n]*\},|\n  \{\n(?:    [^\n]*\n)+?  \},", body):
        row = m.group(0)
        keys = re.findall(r"\b(aws|azure|gcp|k8s): ('[\w.]+'|null)", row)
        if keys == [(CLOUD, "'%s'" % kind)] and 'requires' not in row and 'all(' not in row:
            rows.append(row)
    for r in rows:
        body = body.replace(r, '', 1)
    s = s[:start] + body + s[end:]
    open(VOCAB, 'w').write(s)
    out = []
    for r in rows:
        r = r.lstrip('\n').rstrip(',')
        out.append('\n'.join('  ' + l for l in r.split('\n')))
    return out

EXISTING_FILE = 'model/existing.ts'
def cut_existing(kind):
    s = open(EXISTING_FILE).read()
    m = re.search(r"  '" + re.escape(kind) + r"': (\{[^\n]*\}),\n", s)
    if not m: return None
    open(EXISTING_FILE, 'w').write(s[:m.start()] + s[m.end():])
    return m.group(1)

FAMILIES = json.loads(subprocess.check_output(['node', '-e', """
const {FAMILIES}=require(process.argv[1]);
const out={}; for (const k of process.argv.slice(2)) out[k]=Object.keys(FAMILIES).filter(f=>f!=='existing'&&FAMILIES[f].test(k.slice(k.indexOf('.')+1)));
console.log(JSON.stringify(out));""", os.path.abspath('../dist/understand/settings.js'), *sys.argv[1:]]))

touched = set()
for kind in sys.argv[1:]:
    folder = kind.split('.', 1)[1].replace('_', '-')
    to = os.path.join(K, folder)
    plan_file = find_entry_file(K, kind, True)
    writer_files = [(find_entry_file(K + '/' + w, kind, False), w, t, f) for w, t, f in WRITERS]
    if not plan_file or not writer_files[0][0]:
        print('skip', kind, plan_file); continue
    saved = {f: open(f).read() for f in [plan_file] + [w[0] for w in writer_files] if f}
    try:
      os.makedirs(to, exist_ok=True)
      for src, name, typ, typefrom, array in [(plan_file, 'kind', 'Kind', '../../kind', True)] + [
          (f, w, t, '../../../' + frm, False) for f, w, t, frm in writer_files]:
        if not src: continue
        text = open(src).read()
        obj = cut(src, kind, array)
        body = 'export const %s: %s = %s;\n' % (name, typ, obj)
        hdr, helpers = header_for(obj, src, text, to, [] if any(l == typ for l, *_ in imports_of(text) if used(l, obj)) else [(typ, typefrom)])
        if helpers: export_helpers(src, helpers)
        out = os.path.join(to, name + '.ts')
        open(out, 'w').write(hdr + '\n' + body)
        touched.add(src)
    except Exception as e:
      for f, t in saved.items(): open(f, 'w').write(t)
      import shutil; shutil.rmtree(to, ignore_errors=True)
      print('FAILED', kind, repr(e)); continue
    rows = cut_vocab_rows(kind)
    existing = cut_existing(kind)
    v = "import { type KindVocabulary } from '../../vocabulary';\n\nexport const vocabulary: KindVocabulary = {\n  kind: '%s',\n  settings: %s,\n" % (kind, json.dumps(FAMILIES[kind]).replace('"', "'").replace("','", "', '"))
    if rows: v += '  concepts: [\n' + ',\n'.join(rows) + ',\n  ],\n'
    if existing: v += '  existing: %s,\n' % existing
    v += '};\n'
    open(os.path.join(to, 'vocabulary.ts'), 'w').write(v)
    print('moved', kind, '->', to, 'rows', len(rows), 'existing', bool(existing))
for f in touched: prune_imports(f)
print('touched', ' '.join(sorted(touched)))
