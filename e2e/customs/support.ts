import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const FORM = '/customsClearance/applicationForm/myApplicationForm';
export const LIST = '/customsClearance/applicationForm/applicationList';
export const DRAFTS = '/customsClearance/applicationForm/applicationDrafts';
export const API = '/frontend/v1';
export const ADMIN = { username: 'admin', password: 'Admin@2026' };
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const fill = (page: Page, id: string, value: string) => page.locator(`#${id}`).fill(value);
export const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * Chooses an option of an antd Select by typing it and pressing Enter, then waits for the dropdown to
 * close: clicking an option in a list that is still animating missed under load.
 */
export async function choose(page: Page, inputId: string, text: string) {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.fill(text);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first()).toBeVisible();
  await input.press('Enter');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/**
 * Opens an antd Select (one without a search box) and clicks the option showing `text`, once the dropdown
 * has finished opening: on a busy machine a frame can stall mid-animation, the option looks "stable" and
 * the click lands where it no longer is, choosing nothing. Then waits for the dropdown to close.
 */
export async function pick(page: Page, select: Locator, text: string) {
  await expect(select).not.toHaveClass(/ant-select-disabled/);
  await select.click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first();
  await expect(option).toBeVisible();
  await option.evaluate((el) => Promise.all((el.closest('.ant-select-dropdown') ?? el).getAnimations({ subtree: true }).map((a) => a.finished)));
  await option.click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Types a date into an antd DatePicker and confirms it with Enter. */
export async function date(page: Page, inputId: string, value: string) {
  const input = page.locator(`#${inputId}`);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

const party = (name: string, address: string) => ({ company_name: name, address });
/** A complete customs-clearance application (what the form sends), to start a journey from a real draft. */
export const completeForm = (title: string, extra: Record<string, unknown> = {}) => ({
  application_type: 'kenya_pvoc',
  title,
  general: {
    certification_project: 'PVoC export certificate',
    contact_name: 'Li Ming',
    contact_phone: '+86-755-26000000',
    contact_email: 'li@example.com',
    inspection_date: future(10),
  },
  shipment: { shipment_mode: 'sea' },
  parties: {
    importer: party('Nairobi Imports Ltd', 'Mombasa Road 12, Nairobi'),
    exporter: party('深圳明星电子有限公司', '深圳市南山区科技园南区 18 号'),
    applicant: party('深圳明星电子有限公司', '深圳市南山区科技园南区 18 号'),
  },
  invoices: [{ number: 'INV-2026-001', date: future(1), currency: 'USD', amount: 12500, incoterm: 'FOB' }],
  products: [
    {
      hs_code: '940541',
      brand: 'SunBright',
      model: 'SB-100',
      quantity: 1000,
      unit_price: 12.5,
      unit: 'PCE',
      description: 'Solar LED lamp',
      manufacturer: '深圳明星电子有限公司',
      origin: 'CN',
    },
  ],
  containers: [],
  ...extra,
});

export interface Detail {
  id: number;
  version: number;
  status: string;
  data: Record<string, Record<string, unknown>> & { attachments?: unknown[] };
  attachments: { id: number; file_id: number; name: string; status: string; return_reason: string | null }[];
}

/** The API as the signed-in user of `request` (a page's request shares its cookies). */
export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await request.fetch(`${API}${url}`, { method, data: data as object | undefined, headers: { langId: 'en', ...headers } });
  const body = (await res.json()) as { code: number; data: T; msg: string };
  expect(res.status(), `${method} ${url}: ${body.msg}`).toBe(200);
  return body.data;
}

export const createDraft = (request: APIRequestContext, body: unknown) => api<Detail>(request, 'POST', '/kenya/create', body);
export const detailOf = (request: APIRequestContext, id: number) => api<Detail>(request, 'GET', `/rfc/detail/${id}`);
/** POST /api/upload as the web form sends it: the form's name (its cap), then the file. */
export async function uploadFile(request: APIRequestContext, name: string, buffer: Buffer, form = 'customs') {
  const res = await request.post(`${API}/api/upload`, {
    multipart: { form, file: { name, mimeType: 'application/octet-stream', buffer } },
    headers: { langId: 'en' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number; path: string } }).data;
}

/** A staff session of its own (the admin), for the back-office calls a journey needs. */
export async function staffLogin(request: APIRequestContext) {
  const res = await request.post(`${API}/login`, { data: ADMIN });
  expect(res.status()).toBe(200);
}
