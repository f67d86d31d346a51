import type { KeyboardEvent } from 'react';
import { DiagramCopy } from '@infragen/contracts';
import type { Box, GraphNode } from '@infragen/iac-checker/graph';
import { clip } from './diagram-geometry';
import { CATEGORY_STYLE, CONTAINER_STYLE, ERROR_COLOUR, EXPOSED_COLOUR } from './diagram-styles';

export interface NodeProps {
  node: GraphNode;
  box: Box;
  findings: number;
  onOpen(node: GraphNode): void;
}

/** What a node says about itself to a screen reader (and in its tooltip). */
export function nodeDescription(node: GraphNode, findings: number, container?: string): string {
  const marks = [
    ...(node.kind !== 'resource' ? [DiagramCopy.nodeKinds[node.kind]] : []),
    ...(node.exposure ? [DiagramCopy.exposure(node.exposure.reason, node.exposure.detail)] : []),
    ...(findings ? [DiagramCopy.findings(findings)] : []),
    ...(container ? [DiagramCopy.text.inside(container)] : []),
  ];
  return DiagramCopy.nodeLabel({
    type: node.typeLabel,
    name: node.name,
    category: DiagramCopy.categories[node.category],
    marks,
  });
}

/**
 * A node is drawn at its place by a transform, so when it moves (a tidy layout, or the code
 * naming the container it belongs in after it was drawn) it glides there instead of jumping;
 * not for people who ask for reduced motion. Nothing else moves a drawn node.
 */
const GLIDE = 'transition-transform duration-300 ease-out motion-reduce:transition-none';
const at = (box: Box) => ({ transform: `translate(${box.x}px, ${box.y}px)` });

const activate = (node: GraphNode, onOpen: (n: GraphNode) => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    onOpen(node);
  }
};

function Badges({ node, box, findings }: { node: GraphNode; box: Box; findings: number }) {
  return (
    <>
      {node.exposure && (
        <g data-exposed="true">
          <rect
            x={box.x + box.width - 58 - (findings ? 26 : 0)}
            y={box.y - 9}
            width={52}
            height={18}
            rx={9}
            fill={EXPOSED_COLOUR}
          />
          <text
            x={box.x + box.width - 32 - (findings ? 26 : 0)}
            y={box.y + 4}
            textAnchor="middle"
            fontSize={10}
            fontWeight={700}
            fill="#ffffff"
          >
            {DiagramCopy.publicBadge}
          </text>
        </g>
      )}
      {findings > 0 && (
        <g data-testid="finding-badge">
          <circle cx={box.x + box.width - 8} cy={box.y} r={11} fill={ERROR_COLOUR} stroke="#ffffff" strokeWidth={2} />
          <text
            x={box.x + box.width - 8}
            y={box.y + 4}
            textAnchor="middle"
            fontSize={11}
            fontWeight={700}
            fill="#ffffff"
          >
            {findings > 9 ? '9+' : findings}
          </text>
        </g>
      )}
    </>
  );
}

/** One resource: its category's colour and icon, its type and name, a PUBLIC pill and a findings badge. */
export function DiagramNode({ node, box, findings, onOpen, container }: NodeProps & { container?: string }) {
  const style = CATEGORY_STYLE[node.category];
  const Icon = style.icon;
  const external = node.kind !== 'resource';
  const description = nodeDescription(node, findings, container);
  const local = { ...box, x: 0, y: 0 };
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={description}
      data-node-id={node.id}
      className={`cursor-pointer outline-none [&:focus-visible>rect:first-of-type]:stroke-[3] ${GLIDE}`}
      style={at(box)}
      onClick={() => onOpen(node)}
      onKeyDown={activate(node, onOpen)}
    >
      <title>{description}</title>
      <rect
        x={0}
        y={0}
        width={box.width}
        height={box.height}
        rx={8}
        fill={style.fill}
        stroke={node.exposure ? EXPOSED_COLOUR : style.stroke}
        strokeWidth={node.exposure ? 2.5 : 1.5}
        strokeDasharray={external ? '5 4' : undefined}
      />
      <rect x={0} y={0} width={5} height={box.height} rx={2} fill={style.stroke} />
      <Icon x={12} y={box.height / 2 - 9} width={18} height={18} color={style.stroke} aria-hidden="true" />
      <text x={38} y={21} fontSize={11} fill={style.text}>
        {clip(node.typeLabel, 24)}
      </text>
      <text x={38} y={38} fontSize={13} fontWeight={600} fill="#0f172a">
        {clip(node.name, 18)}
      </text>
      <Badges node={node} box={local} findings={findings} />
    </g>
  );
}

/** A container (a network, subnet, resource group, namespace, project): a box with its name on top. */
export function DiagramContainer({ node, box, findings, onOpen, container }: NodeProps & { container?: string }) {
  const description = nodeDescription(node, findings, container);
  const header = `${node.typeLabel} ${node.name}`;
  const local = { ...box, x: 0, y: 0 };
  return (
    <g data-node-id={node.id} data-container="true" className={GLIDE} style={at(box)}>
      <rect
        x={0}
        y={0}
        width={box.width}
        height={box.height}
        rx={10}
        fill={CONTAINER_STYLE.fill}
        fillOpacity={0.6}
        stroke={node.exposure ? EXPOSED_COLOUR : CONTAINER_STYLE.stroke}
        strokeWidth={1.5}
        strokeDasharray={node.kind === 'resource' ? undefined : '6 4'}
      />
      {node.kind === 'implied' ? (
        <text x={10} y={18} fontSize={12} fontWeight={600} fill={CONTAINER_STYLE.text}>
          {clip(header, Math.max(8, Math.floor(box.width / 7)))}
        </text>
      ) : (
        <g
          role="button"
          tabIndex={0}
          aria-label={description}
          className="cursor-pointer outline-none [&:focus-visible>text]:underline"
          onClick={() => onOpen(node)}
          onKeyDown={activate(node, onOpen)}
        >
          <title>{description}</title>
          <rect x={0} y={0} width={box.width} height={24} fill="transparent" />
          <text x={10} y={18} fontSize={12} fontWeight={600} fill={CONTAINER_STYLE.text}>
            {clip(header, Math.max(8, Math.floor(box.width / 7)))}
          </text>
        </g>
      )}
      <Badges node={node} box={local} findings={findings} />
    </g>
  );
}
