import type { Browser, Page } from 'playwright-core';

const DIST = 'node_modules/bpmn-js/dist';

/** What bpmn-js made of one imported document. */
export interface BpmnImport {
  /** The importer's warnings, as their messages. */
  warnings: string[];
  /** Every diagram element the canvas holds: shapes, connections and labels, with their BPMN type. */
  elements: { id: string; type: string; kind: 'shape' | 'connection' | 'label' | 'root'; box?: Box; waypoints?: number }[];
}

/** A shape's box on the canvas. */
export interface Box { x: number; y: number; width: number; height: number }

/**
 * A blank page holding bpmn-js's production viewer (`window.BpmnJS`) and its
 * stylesheets, with an empty full-page `#canvas` to draw into.
 */
export async function openBpmnViewer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 700 } });
  const page = await context.newPage();
  await page.goto('about:blank');
  await page.evaluate(() => {
    document.body.innerHTML = '<div id="canvas" style="position:absolute;inset:0"></div>';
  });
  await page.addStyleTag({ path: `${DIST}/assets/diagram-js.css` });
  await page.addStyleTag({ path: `${DIST}/assets/bpmn-js.css` });
  await page.addScriptTag({ path: `${DIST}/bpmn-viewer.production.min.js` });
  return page;
}

/**
 * Imports `xml` into a fresh viewer on the page (replacing any earlier one),
 * fits it to the viewport and reports the warnings and the canvas contents.
 * An import error (which bpmn-js throws) becomes a rejected promise.
 */
export async function importBpmn(page: Page, xml: string): Promise<BpmnImport> {
  return page.evaluate(async (text) => {
    type Shape = { id: string; type: string; x: number; y: number; width: number; height: number;
      waypoints?: unknown[]; labelTarget?: unknown; parent?: unknown; businessObject?: { $type: string } };
    const w = window as unknown as { BpmnJS: new (o: { container: HTMLElement }) => any; viewer?: any };
    w.viewer?.destroy();
    const container = document.getElementById('canvas')!;
    const viewer = new w.BpmnJS({ container });
    w.viewer = viewer;
    const { warnings } = await viewer.importXML(text) as { warnings: { message: string }[] };
    viewer.get('canvas').zoom('fit-viewport', 'auto');
    const all = viewer.get('elementRegistry').getAll() as Shape[];
    return {
      warnings: warnings.map((x) => x.message),
      elements: all.map((e) => ({
        id: e.id,
        type: e.businessObject?.$type ?? e.type,
        kind: e.waypoints ? 'connection' as const : e.labelTarget ? 'label' as const : e.parent ? 'shape' as const : 'root' as const,
        box: e.waypoints ? undefined : { x: e.x, y: e.y, width: e.width, height: e.height },
        waypoints: e.waypoints?.length,
      })),
    };
  }, xml);
}
