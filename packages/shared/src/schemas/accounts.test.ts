import { describe, expect, it } from 'vitest';
import { mobileIssue, passwordSchema, qrConfirmBody, qrPollBody, realNameSchema, registerBody, sendCodeBody, verifyCodeBody } from './accounts.js';
import { loginNameSchema as loginName } from './auth.js';

const first = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => r.error?.issues[0];

describe('account rules (spec section 5)', () => {
  it.each([
    ['ab', true],
    ['a', false],
    ['abcdefghij123456', true],
    ['abcdefghij1234567', false],
    ['ab_c', false],
    ['用户', false],
  ])('account name %s valid=%s', (v, ok) => expect(loginName.safeParse(v).success).toBe(ok));

  it.each([
    ['Demo@2026', true],
    ['abc12', false],
    ['abcdef', false],
    ['123456', false],
    ['abc 123', false],
    [`a1${'x'.repeat(48)}`, true],
    [`a1${'x'.repeat(49)}`, false],
  ])('password %s valid=%s', (v, ok) => expect(passwordSchema.safeParse(v).success).toBe(ok));

  it.each([
    ['欧阳明', true],
    ['Amina Hassan', true],
    ['王', false],
    ['12345', false],
    ['Li 2', true],
    ['x'.repeat(101), false],
    ['Bob<script>', false],
  ])('real name %s valid=%s', (v, ok) => expect(realNameSchema.safeParse(v).success).toBe(ok));

  it.each([
    ['+86', '13800138000', null],
    ['+86', '12800138000', 'validation.mobileCn'],
    ['+86', '1380013800', 'validation.mobileCn'],
    ['+971', '501234567', null],
    ['+971', '12', 'validation.mobile'],
    ['+1', '2015550123', null],
  ])('mobile %s %s -> %s', (zone, mobile, issue) => expect(mobileIssue(zone, mobile)).toBe(issue));
});

const reg = {
  username: 'newuser1',
  password: 'Secret123',
  password_confirmation: 'Secret123',
  name: '王小明',
  mobile_zone: '+86',
  mobile: '138 0013 8001',
  email: 'a@b.cn',
  agree: true,
  verify_type: 1,
  code: '123456',
};

describe('registerBody', () => {
  it('accepts a complete registration and strips spaces from the mobile', () => {
    const r = registerBody.safeParse(reg);
    expect(r.success).toBe(true);
    expect(r.data?.mobile).toBe('13800138001');
  });
  it.each([
    [{ password_confirmation: 'Other1234' }, 'password_confirmation', 'validation.inconsistent'],
    [{ agree: false }, 'agree', 'validation.agreeTerms'],
    [{ email: 'nope' }, 'email', 'validation.email'],
    [{ email: '' }, 'email', 'validation.emailRequired'],
    [{ code: '' }, 'code', 'validation.codeRequired'],
    [{ code: '12345' }, 'code', 'validation.codeFormat'],
    [{ mobile: '12800138000' }, 'mobile', 'validation.mobileCn'],
    [{ verify_type: 3 }, 'verify_type', 'validation.verifyType'],
  ])('%o -> %s %s', (patch, path, message) => {
    const issue = first(registerBody.safeParse({ ...reg, ...patch }));
    expect(issue?.path).toEqual([path]);
    expect(issue?.message).toBe(message);
  });
});

describe('codes', () => {
  it('send/code needs the recipient of its verify type', () => {
    expect(sendCodeBody.safeParse({ purpose: 'register', verify_type: 1, mobile_zone: '+86', mobile: '13800138000' }).success).toBe(true);
    expect(first(sendCodeBody.safeParse({ purpose: 'register', verify_type: 1 }))?.message).toBe('validation.mobileRequired');
    expect(first(sendCodeBody.safeParse({ purpose: 'register', verify_type: 2 }))?.message).toBe('validation.emailRequired');
    expect(first(sendCodeBody.safeParse({ purpose: 'login', verify_type: 2, email: 'a@b.cn' }))?.message).toBe('validation.codePurpose');
  });
  it('verify/code: 6 digits for phone and e-mail, a ticket for scan', () => {
    expect(verifyCodeBody.safeParse({ verify_type: 2, code: '123456', email: 'a@b.cn' }).success).toBe(true);
    expect(verifyCodeBody.safeParse({ verify_type: 2, code: '12a456', email: 'a@b.cn' }).success).toBe(false);
    expect(verifyCodeBody.safeParse({ verify_type: 3, code: 'x'.repeat(40) }).success).toBe(true);
  });
  it('verify/code 3 and the QR calls take a ticket as the server hands it out, nothing else', () => {
    expect(first(verifyCodeBody.safeParse({ verify_type: 3, code: '123456' }))?.message).toBe('validation.qrTicket');
    expect(first(verifyCodeBody.safeParse({ verify_type: 3, code: '<script>alert(1)</script>' }))?.message).toBe('validation.qrTicket');
    expect(qrConfirmBody.safeParse({ ticket: 'aZ09_-'.repeat(7) + 'x' }).success).toBe(true);
    expect(first(qrConfirmBody.safeParse({ ticket: 'a+b/c='.repeat(7) }))?.message).toBe('validation.qrTicket');
    expect(first(qrPollBody.safeParse({ ticket: 'x'.repeat(43) }))?.path).toEqual(['key']);
  });
});
