import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Diagnostic } from '@infragen/contracts';
import { buildGraph, layoutGraph, parseFiles, settledPart } from '@infragen/iac-checker/graph';
import DiagramTab from './diagram-tab';
import type { DiagramAnswer, DiagramRequest } from './diagram-request';
import type { DiagramEngine } from './use-diagram';

// jsdom lacks structuredClone, which the layout library uses (browsers and Node have it); the
// graphs it copies are plain data.
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The worker's work done in the test's thread (Kubernetes YAML needs no WebAssembly parser). */
function inlineEngine(): { engine: () => DiagramEngine; requests: DiagramRequest[] } {
  const requests: DiagramRequest[] = [];
  let listener: (a: DiagramAnswer) => void = () => undefined;
  return {
    requests,
    engine: () => ({
      post(request) {
        requests.push(request);
        const whole = buildGraph(parseFiles(request.files, request.format), request.format);
        const graph = request.streaming ? settledPart(whole, request.files) : whole;
        const layout = layoutGraph(graph, request.previous ?? (request.streaming ? {} : undefined));
        queueMicrotask(() => listener({ id: request.id, ok: true, graph, layout }));
      },
      onAnswer: (l) => {
        listener = l;
      },
      close: () => undefined,
    }),
  };
}

const SHOP = `apiVersion: v1
kind: Namespace
metadata:
  name: shop
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: shop
spec:
  selector:
    matchLabels: { app: web }
  template:
    metadata:
      labels: { app: web }
    spec:
      containers:
        - name: web
          image: nginx:1.27
          securityContext:
            privileged: true
---
apiVersion: v1
kind: Service
metadata:
  name: web
  namespace: shop
spec:
  type: LoadBalancer
  selector: { app: web }
  ports:
    - port: 80
`;

const finding: Diagnostic = {
  format: 'kubernetes-yaml',
  file: 'shop.yaml',
  line: 22,
  column: 13,
  severity: 'error',
  code: 'IG-K8S-001',
  message: 'Deployment web: a privileged container',
  ruleSeverity: 'HIGH',
};

function renderTab(props: Partial<Parameters<typeof DiagramTab>[0]> = {}) {
  const { engine, requests } = inlineEngine();
  const onOpenInCode = jest.fn();
  const utils = render(
    <div style={{ width: 800, height: 600 }}>
      <DiagramTab
        files={[{ path: 'shop.yaml', content: SHOP }]}
        format="kubernetes-yaml"
        streaming={false}
        diagnostics={[finding]}
        onOpenInCode={onOpenInCode}
        engine={engine}
        {...props}
      />
    </div>,
  );
  return { ...utils, onOpenInCode, requests, engine };
}

describe('DiagramTab', () => {
  it('draws each resource as a button that opens its code at its line', async () => {
    const { onOpenInCode } = renderTab();
    const drawing = await screen.findByRole('region', { name: 'Diagram of the resources the code creates' });
    const deployment = within(drawing).getByRole('button', { name: /^Deployment web, Container/ });
    await userEvent.click(deployment);
    expect(onOpenInCode).toHaveBeenCalledWith('shop.yaml', 6);
    // The namespace is a box around them, named by its title.
    expect(within(drawing).getByRole('button', { name: /^Namespace shop, Other/ })).toBeInTheDocument();
  });

  it('marks the resource that has an error or HIGH finding, and the one the internet reaches', async () => {
    renderTab();
    const drawing = await screen.findByRole('region', { name: 'Diagram of the resources the code creates' });
    const deployment = within(drawing).getByRole('button', { name: /^Deployment web/ });
    expect(deployment).toHaveAccessibleName(expect.stringContaining('1 error or high-severity finding'));
    expect(within(deployment).getByTestId('finding-badge')).toHaveTextContent('1');
    const service = within(drawing).getByRole('button', { name: /^Service web/ });
    expect(service).toHaveAccessibleName(expect.stringContaining('internet-facing'));
    expect(within(service).getByText('PUBLIC')).toBeInTheDocument();
  });

  it('lists the resources and connections as text', async () => {
    renderTab();
    const summary = await screen.findByText(/Resources and connections as text \(3 resources, 1 connection\)/);
    await userEvent.click(summary);
    expect(screen.getByText('Service web routes to Deployment web')).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Deployment web, Container, 1 error or high-severity finding, in Namespace shop, open in code (shop.yaml, line 6)',
      }),
    ).toBeInTheDocument();
  });

  it('while streaming, draws a resource once the next one starts and keeps the ones already drawn in place', async () => {
    const cut = SHOP.indexOf('---\napiVersion: v1\nkind: Service');
    const { rerender, requests, onOpenInCode, engine } = renderTab({
      files: [{ path: 'shop.yaml', content: SHOP.slice(0, cut) }],
      streaming: true,
    });
    const drawing = await screen.findByRole('region', { name: 'Diagram of the resources the code creates' });
    // The Deployment is the part still being written: not drawn yet.
    expect(within(drawing).queryByRole('button', { name: /^Deployment web/ })).not.toBeInTheDocument();
    const namespace = within(drawing).getByRole('button', { name: /^Namespace shop/ }).parentElement!;
    const before = namespace.getAttribute('style');
    await act(async () =>
      rerender(
        <div style={{ width: 800, height: 600 }}>
          <DiagramTab
            files={[{ path: 'shop.yaml', content: SHOP }]}
            format="kubernetes-yaml"
            streaming
            diagnostics={[]}
            onOpenInCode={onOpenInCode}
            engine={engine}
          />
        </div>,
      ),
    );
    expect(await within(drawing).findByRole('button', { name: /^Deployment web/ })).toBeInTheDocument();
    expect(
      within(drawing)
        .getByRole('button', { name: /^Namespace shop/ })
        .parentElement!.getAttribute('style'),
    ).toBe(before);
    // The second request kept the first drawing's places.
    expect(requests.at(-1)!.previous).not.toBeNull();
  });

  it('says how many resources wait for room, and Tidy layout draws them all', async () => {
    const inline = inlineEngine();
    // A layout that found no room for the Service beside what was drawn (as a hemmed-in
    // container would): it is left out of the boxes and listed as waiting.
    const hemmed = (): DiagramEngine => {
      const real = inline.engine();
      return {
        ...real,
        onAnswer: (listener) =>
          real.onAnswer((answer) => {
            const last = inline.requests.at(-1)!;
            if (!answer.ok || last.previous === null) return listener(answer);
            const { 'Service/shop/web': _left, ...boxes } = answer.layout.boxes;
            listener({ ...answer, layout: { ...answer.layout, boxes, waiting: ['Service/shop/web'] } });
          }),
      };
    };
    const { rerender } = renderTab({ engine: hemmed });
    const drawing = await screen.findByRole('region', { name: 'Diagram of the resources the code creates' });
    await act(async () =>
      rerender(
        <div style={{ width: 800, height: 600 }}>
          <DiagramTab
            files={[{ path: 'shop.yaml', content: `${SHOP}\n` }]}
            format="kubernetes-yaml"
            streaming={false}
            diagnostics={[]}
            onOpenInCode={() => undefined}
            engine={hemmed}
          />
        </div>,
      ),
    );
    expect(await screen.findByText(/^1 resource is not drawn yet/)).toBeInTheDocument();
    expect(within(drawing).queryByRole('button', { name: /^Service web/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tidy layout' }));
    expect(await within(drawing).findByRole('button', { name: /^Service web/ })).toBeInTheDocument();
    expect(inline.requests.at(-1)!.previous).toBeNull();
    expect(screen.queryByText(/not drawn yet/)).not.toBeInTheDocument();
  });
});
