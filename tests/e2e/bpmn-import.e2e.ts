import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  toBpmnXml, walkFlow, type FlowDefinition,
} from '@engine';
import { mixedFlow, overtimeFlow, reimbursementFlow } from '../engine/flow/fixtures/flows';
import { launchBrowser, shoot } from './support/browser';
import { importBpmn, openBpmnViewer, type Box } from './support/bpmn-page';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openBpmnViewer(browser);
});

afterAll(async () => {
  await browser?.close();
});


const BPMN_TYPE = { start: 'bpmn:StartEvent', approver: 'bpmn:UserTask', cc: 'bpmn:SendTask', route: 'bpmn:ExclusiveGateway' };

/** The shapes a flow must put on the canvas: one per node, two per route (split and join). */
function expectedShapes(flow: FlowDefinition): [string, string][] {
  const out: [string, string][] = [];
  walkFlow(flow.root, (node) => {
    out.push([node.id, BPMN_TYPE[node.type]]);
    if (node.type === 'route') out.push([`${node.id}_join`, BPMN_TYPE.route]);
  });
  return [...out, ['EndEvent', 'bpmn:EndEvent']];
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const flows: [string, () => FlowDefinition][] = [
  ['reimbursement', reimbursementFlow], ['overtime', overtimeFlow], ['mixed', mixedFlow],
];

describe('a published flow opens in bpmn-js', () => {
  it.each(flows)('bpmn-js imports the %s flow without warnings and draws every node and edge', async (id, make) => {
    const flow = make();
    const xml = toBpmnXml(flow, { id, name: id });
    const { warnings, elements } = await importBpmn(page, xml);
    expect(warnings).toEqual([]);

    const shapes = elements.filter((e) => e.kind === 'shape');
    expect(shapes.map((s) => [s.id, s.type]).sort()).toEqual(expectedShapes(flow).sort());
    for (let i = 0; i < shapes.length; i += 1) {
      for (const other of shapes.slice(i + 1)) expect(overlaps(shapes[i].box!, other.box!), `${shapes[i].id} / ${other.id}`).toBe(false);
    }

    const connections = elements.filter((e) => e.kind === 'connection');
    expect(connections).toHaveLength(xml.match(/<bpmn:sequenceFlow /g)!.length);
    for (const c of connections) {
      expect(c.type).toBe('bpmn:SequenceFlow');
      expect(c.waypoints).toBeGreaterThanOrEqual(2);
    }
    // the SVG really holds the drawing, one visual per element
    const drawn = await page.locator('#canvas .djs-element[data-element-id]').count();
    expect(drawn).toBe(elements.filter((e) => e.kind !== 'root').length);
    await shoot(page, `bpmn-${id}`);
  });

  it('reports what bpmn-js warns about, so an empty list means something', async () => {
    const xml = toBpmnXml(reimbursementFlow(), { id: 'broken' }).replace('targetRef="finance"', 'targetRef="nowhere"');
    const { warnings } = await importBpmn(page, xml);
    expect(warnings.join('\n')).toMatch(/unresolved reference <nowhere>/);
  });
});
