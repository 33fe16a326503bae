import { describe, expect, it } from 'vitest';
import { splitLatinCodes } from './latinCodes';

const codes = (text: string) =>
  splitLatinCodes(text)
    .filter((r) => r.code)
    .map((r) => r.text);

describe('Latin codes inside a text', () => {
  it('finds RFC, certificate and quotation numbers, dates and amounts whole inside Arabic, Chinese and English text', () => {
    expect(codes('أُعيد الطلب KE-RFC-2026-0001 لإجراء تعديلات')).toEqual(['KE-RFC-2026-0001']);
    expect(codes('تم إصدار الشهادة CERT-KE-1004 للطلب SA-PCOC-2026-0012')).toEqual(['CERT-KE-1004', 'SA-PCOC-2026-0012']);
    expect(codes('عرض السعر Q-DEMO-100 بمبلغ USD 1,200.00 قبل 2026-12-31.')).toEqual(['Q-DEMO-100', '1,200.00', '2026-12-31']);
    expect(codes('申请 IQ-COC-2026-0007 已提交')).toEqual(['IQ-COC-2026-0007']);
    expect(codes('Tracking number 1Z999/AA-10')).toEqual(['1Z999/AA-10']);
  });
  it('leaves words, plain numbers and punctuation alone, and gives the text back whole', () => {
    expect(codes('Application returned, see the reason. Nairobi-based, e-mail: 3 items')).toEqual([]);
    const text = 'أُعيد مرفق الطلب NG-SON-2026-0031، السبب: الملف غير مقروء.';
    expect(
      splitLatinCodes(text)
        .map((r) => r.text)
        .join(''),
    ).toBe(text);
    expect(splitLatinCodes(text).map((r) => r.code)).toEqual([false, true, false]);
    expect(splitLatinCodes('')).toEqual([]);
  });
});
