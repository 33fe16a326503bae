import type { Page } from '@playwright/test';
import axe, { type AxeResults, type Result, type RunOptions } from 'axe-core';

/** WCAG 2.1 A and AA, as the issue states the goal. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeFinding {
  page: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** An element of a finding: its selector, and for contrast the colours and ratio axe measured (which state it saw). */
function describeNode(node: Result['nodes'][number]): string {
  const data = node.any.find((c) => c.id === 'color-contrast')?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  const where = node.target.join(' ');
  return data?.fgColor ? `${where} (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : where;
}

/**
 * The critical and serious axe violations of the page as it is now, one line each (rule, impact, the
 * first few elements), labelled with `where`. Moderate and minor ones are not counted.
 */
export async function seriousViolations(page: Page, where: string): Promise<AxeFinding[]> {
  // axe-core is put into each frame of the document once (its 550 KB source again at every look cost more than most
  // looks: @axe-core/playwright's builder evaluated it three times per call and opened a blank page to finish the
  // run), then run there. Only violations are asked for: the passes are not read.
  for (const frame of page.frames()) if (!(await frame.evaluate('typeof window.axe === "object"'))) await frame.evaluate(axe.source);
  const options: RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };
  const result = await page.evaluate((o) => (window as unknown as { axe: typeof axe }).axe.run(document, o) as Promise<AxeResults>, options);
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({ page: where, id: v.id, impact: v.impact!, help: v.help, targets: v.nodes.slice(0, 3).map(describeNode) }));
}

/** A readable list for the failure message. */
export const describeFindings = (all: AxeFinding[]) => all.map((f) => `${f.page}: [${f.impact}] ${f.id} (${f.help}) at ${f.targets.join(' | ')}`).join('\n');
