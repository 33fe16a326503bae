import { describe, expect, it } from 'vitest';
import { invoiceProfileBody, loginBody } from '@tic/shared';
import { formSchemaRule, lazySchemaCheck } from './formRules';

type RuleFn = (form: { getFieldsValue: (all: true) => unknown }) => { validator: (rule: unknown, value: unknown) => Promise<void> };
const check = async (values: Record<string, unknown>, field: string) => {
  const rule = formSchemaRule(invoiceProfileBody, field) as unknown as RuleFn;
  try {
    await rule({ getFieldsValue: () => values }).validator({}, values[field]);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('formSchemaRule: the shared schema checks a field in the context of the whole form', () => {
  it('asks for the bank account only when the invoice type needs it', async () => {
    // Outside the app the language is the fallback, Simplified Chinese.
    expect(await check({ title: 'ACME', type: 'special_vat' }, 'bank_account')).toBe('该发票类型须填写银行账号');
    expect(await check({ title: 'ACME', type: 'pro_forma', address: 'Dubai' }, 'bank_account')).toBeNull();
  });
  it('shows only the issues of its own field', async () => {
    expect(await check({ title: '', type: 'special_vat' }, 'title')).toBe('请填写发票抬头');
    expect(await check({ title: 'ACME', type: 'special_vat' }, 'title')).toBeNull();
  });
});

describe('lazySchemaCheck: the plain sign-in form checks a field with the shared rule, loaded once on first use', () => {
  it("answers the shared rule's message, or null when the value passes", async () => {
    let loads = 0;
    const check = lazySchemaCheck(async () => {
      loads += 1;
      return loginBody.pick({ username: true });
    }, 'username');
    expect(await check('')).toBe('请填写账号');
    expect(await check('a b')).toBe('账号须为 2 至 16 位字母或数字');
    expect(await check('demo')).toBeNull();
    expect(loads).toBe(1);
  });
});
