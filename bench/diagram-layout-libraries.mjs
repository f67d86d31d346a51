#!/usr/bin/env node
// The two maintained layered-layout libraries for the Diagram tab, measured side by side (decision
// 028): gzipped size of what the browser would download, layout time of a 150-resource
// infrastructure graph with containment (networks holding subnets holding resources), and how far
// the already-placed nodes move when 10 more resources arrive (a streaming answer growing).
//
//   node bench/diagram-layout-libraries.mjs [rounds=20]
//
// The project installs only the chosen library (@dagrejs/dagre). The other one is looked up in
// LAYOUT_LIBS_DIR (a folder with a node_modules), so it can be measured without being a
// dependency:
//   npm install --no-save --prefix /tmp/layout-libs elkjs@0.12.1 @dagrejs/dagre@3.1.3
//   LAYOUT_LIBS_DIR=/tmp/layout-libs node bench/diagram-layout-libraries.mjs
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const rounds = Number(process.argv[2] ?? 20);
const requireFrom = [
  createRequire(import.meta.url),
  ...(process.env.LAYOUT_LIBS_DIR ? [createRequire(join(process.env.LAYOUT_LIBS_DIR, 'noop.js'))] : []),
];

/** A module from the project or from LAYOUT_LIBS_DIR, with the path it was found at; null when neither has it. */
function find(name) {
  for (const req of requireFrom) {
    try {
      return { module: req(name), path: req.resolve(name) };
    } catch {
      /* try the next place */
    }
  }
  return null;
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * A graph shaped like a large answer: `networks` networks of 3 subnets, each subnet holding
 * resources; the rest (buckets, roles, keys, queues) outside any network; references between
 * neighbours and to shared identities and keys.
 */
function infraGraph(total, seed = 1) {
  let s = seed;
  const rand = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const groups = [];
  const nodes = [];
  const edges = [];
  const networks = Math.max(1, Math.round(total / 50));
  for (let n = 0; n < networks; n++) {
    groups.push({ id: `net${n}`, parent: null });
    for (let k = 0; k < 3; k++) groups.push({ id: `net${n}-sub${k}`, parent: `net${n}` });
  }
  const subnets = groups.filter((g) => g.parent);
  for (let i = 0; i < total; i++) {
    const inside = i % 3 !== 0;
    nodes.push({
      id: `r${i}`,
      parent: inside ? subnets[i % subnets.length].id : null,
      width: 170,
      height: 44,
    });
  }
  for (let i = 1; i < total; i++) {
    edges.push({ id: `e${i}a`, source: `r${i}`, target: `r${Math.floor(rand() * i)}` });
    if (i % 4 === 0) edges.push({ id: `e${i}b`, source: `r${i}`, target: `r${(i * 7) % i}` });
  }
  return { groups, nodes, edges: edges.filter((e) => e.source !== e.target) };
}

function dagreLayout(dagre, graph) {
  const g = new dagre.graphlib.Graph({ compound: true, multigraph: true });
  g.setGraph({ rankdir: 'LR', nodesep: 24, ranksep: 60, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const grp of graph.groups) g.setNode(grp.id, { width: 0, height: 0 });
  for (const grp of graph.groups) if (grp.parent) g.setParent(grp.id, grp.parent);
  for (const n of graph.nodes) {
    g.setNode(n.id, { width: n.width, height: n.height });
    if (n.parent) g.setParent(n.id, n.parent);
  }
  for (const e of graph.edges) g.setEdge(e.source, e.target, {}, e.id);
  dagre.layout(g);
  const out = new Map();
  for (const n of graph.nodes) {
    const p = g.node(n.id);
    out.set(n.id, { x: p.x, y: p.y });
  }
  return out;
}

async function elkLayout(elk, graph) {
  const byParent = new Map();
  const children = (id) => byParent.get(id) ?? [];
  for (const grp of graph.groups) byParent.set(grp.parent, [...children(grp.parent), { id: grp.id, group: true }]);
  for (const n of graph.nodes) byParent.set(n.parent, [...children(n.parent), n]);
  const build = (item) =>
    item.group
      ? {
          id: item.id,
          layoutOptions: { 'elk.padding': '[top=28,left=12,bottom=12,right=12]' },
          children: children(item.id).map(build),
        }
      : { id: item.id, width: item.width, height: item.height };
  const root = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.spacing.nodeNode': '24',
      'elk.layered.spacing.nodeNodeBetweenLayers': '60',
    },
    children: children(null).map(build),
    edges: graph.edges.map((e) => ({ id: e.id, sources: [e.source], targets: [e.target] })),
  };
  const laid = await elk.layout(root);
  const out = new Map();
  const visit = (node, dx, dy) => {
    for (const c of node.children ?? []) {
      const x = dx + (c.x ?? 0);
      const y = dy + (c.y ?? 0);
      if (!c.children) out.set(c.id, { x: x + c.width / 2, y: y + c.height / 2 });
      visit(c, x, y);
    }
  };
  visit(laid, 0, 0);
  return out;
}

/** Mean and largest distance the first graph's nodes moved in the second layout. */
function movement(before, after) {
  const d = [...before].map(([id, p]) => Math.hypot(after.get(id).x - p.x, after.get(id).y - p.y));
  return {
    moveMean: d.reduce((a, b) => a + b, 0) / d.length,
    moveMax: Math.max(...d),
    moved: d.filter((x) => x > 1).length,
  };
}

async function time(fn) {
  await fn(); // warm-up: compiled code, as in a page that has laid out once
  await fn();
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], max: times.at(-1) };
}

const big = infraGraph(150);
const grown = infraGraph(150);
const smaller = { ...grown, nodes: grown.nodes.slice(0, 140) };
smaller.edges = grown.edges.filter(
  (e) => smaller.nodes.some((n) => n.id === e.source) && smaller.nodes.some((n) => n.id === e.target),
);

const rows = [];
const dagreFound = find('@dagrejs/dagre');
if (dagreFound) {
  const dagre = dagreFound.module;
  const dist = join(dirname(dagreFound.path), 'dagre.min.js');
  const t = await time(() => dagreLayout(dagre, big));
  const m = movement(dagreLayout(dagre, smaller), dagreLayout(dagre, grown));
  const engines = JSON.parse(readFileSync(join(dirname(dagreFound.path), '..', 'package.json'), 'utf8'));
  rows.push({ lib: `@dagrejs/dagre ${engines.version}`, size: gz(dist), ...t, ...m });
} else console.log('@dagrejs/dagre not found (npm install in the project, or LAYOUT_LIBS_DIR)');

const elkFound = find('elkjs/lib/elk.bundled.js');
if (elkFound) {
  const ELK = elkFound.module;
  const elk = new ELK();
  const t = await time(() => elkLayout(elk, big));
  const m = movement(await elkLayout(elk, smaller), await elkLayout(elk, grown));
  const pkg = JSON.parse(readFileSync(join(dirname(elkFound.path), '..', 'package.json'), 'utf8'));
  rows.push({ lib: `elkjs ${pkg.version}`, size: gz(elkFound.path), ...t, ...m });
} else console.log('elkjs not found: set LAYOUT_LIBS_DIR to measure it (see the top of this file)');

console.log(
  `150 resources (${big.groups.length} containers, ${big.edges.length} references), ${rounds} rounds after 2 warm-ups; growth 140 -> 150 resources`,
);
console.log('| library | gzip | layout p50 | layout max | nodes moved by growth | mean move | max move |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.lib} | ${kb(r.size)} | ${r.p50.toFixed(1)} ms | ${r.max.toFixed(1)} ms | ${r.moved}/140 | ${r.moveMean.toFixed(0)} px | ${r.moveMax.toFixed(0)} px |`,
  );
