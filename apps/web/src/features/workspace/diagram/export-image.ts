const SVG_NS = 'http://www.w3.org/2000/svg';
/** Attributes that only matter on the page (focus, roles, test hooks, classes). */
const PAGE_ONLY = /^(role|tabindex|class|style|aria-.*|data-.*)$/i;

/**
 * The drawing as a standalone SVG document: the drawing group without the screen's zoom and pan,
 * on a white background, with its arrowheads, and without the page's roles and classes.
 */
export function drawingToSvg(
  drawing: SVGGElement,
  defs: SVGDefsElement | null,
  size: { width: number; height: number },
): string {
  const copy = drawing.cloneNode(true) as SVGGElement;
  copy.removeAttribute('transform');
  for (const el of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
    // Places are CSS transforms on the page (so nodes glide); a file gets SVG's own attribute.
    const place = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(el.getAttribute('style') ?? '');
    if (place) el.setAttribute('transform', `translate(${place[1]} ${place[2]})`);
    for (const attr of Array.from(el.attributes)) if (PAGE_ONLY.test(attr.name)) el.removeAttribute(attr.name);
  }
  const width = Math.ceil(size.width);
  const height = Math.ceil(size.height);
  const serializer = new XMLSerializer();
  return [
    `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    defs ? serializer.serializeToString(defs) : '',
    serializer.serializeToString(copy),
    '</svg>',
  ].join('');
}

/**
 * The SVG painted on a canvas at twice its size, as a PNG. The SVG goes in as a data: address
 * (the page's policy allows images from data:, not blob:).
 */
export function svgToPng(svg: string, size: { width: number; height: number }, scale = 2): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(size.width * scale);
      canvas.height = Math.ceil(size.height * scale);
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('no 2d canvas'));
      context.scale(scale, scale);
      context.drawImage(image, 0, 0);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no PNG'))), 'image/png');
    };
    image.onerror = () => reject(new Error('the SVG could not be painted'));
    image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
  });
}
