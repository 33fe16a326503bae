import { expect, request, type APIRequestContext } from '@playwright/test';

/** Staff, signed in from another browser context, raise an event for the demo customer (demo mode route). */
export async function staffRaisesEvent(baseURL: string, kind: string): Promise<{ batch_code: string; title: string }> {
  const staff: APIRequestContext = await request.newContext({ baseURL });
  try {
    expect((await staff.post('/frontend/v1/login', { data: { username: 'admin', password: 'Admin@2026' } })).ok()).toBe(true);
    const res = await staff.post('/frontend/v1/demo/notify/simulate', { data: { username: 'demo', kind } });
    expect(res.ok()).toBe(true);
    return (await res.json()).data;
  } finally {
    await staff.dispose();
  }
}
