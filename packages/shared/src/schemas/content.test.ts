import { describe, expect, it } from 'vitest';
import { SERVICE_TERMS } from '../constants.js';
import { issueMessage } from '../validation.js';
import { contentListQuery, policyBody, policyUpdate, publicFileBody, termsUpdate } from './content.js';

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } };
const messages = (schema: Schema, value: unknown, locale: 'zh_CN' | 'en' | 'ar' = 'en') => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error!.issues.map((i) => issueMessage(i as never, locale));
};
const three = (field: string, text = 'x') => ({ [`${field}_zh`]: text, [`${field}_en`]: text, [`${field}_ar`]: text });

describe('content', () => {
  it('a policy needs title and text in the three languages and a category; the country is an ISO code', () => {
    const ok = { ...three('title'), ...three('body'), category: 'guidance', country_code: ' ke ' };
    expect(policyBody.parse(ok)).toMatchObject({ country_code: 'KE', attachment_ids: [], status: 1 });
    expect(messages(policyBody, { ...ok, title_ar: '', country_code: 'KEN' })).toEqual(['Arabic title is required', 'Country: a two-letter ISO code']);
    expect(messages(policyBody, { ...ok, category: 'form' }, 'ar')).toEqual(['اختر التصنيف']);
    expect(messages(policyBody, { ...ok, title_en: 'x'.repeat(256), summary_en: 'x'.repeat(501) })).toEqual([
      'English title must be at most 255 characters',
      'English summary must be at most 500 characters',
    ]);
    expect(messages(policyBody, { ...ok, attachment_ids: Array.from({ length: 21 }, (_, i) => i + 1) })).toEqual(['At most 20 attachments']);
    expect(messages(policyUpdate, ok)).toEqual(['Version is required']);
  });

  it('a public file needs its file but no text', () => {
    expect(messages(publicFileBody, { ...three('title'), category: 'form' })).toEqual(['Attach the file to publish']);
    expect(publicFileBody.safeParse({ ...three('title'), category: 'template', attachment_ids: [3] }).success).toBe(true);
  });

  it('the terms need title, text and the version read', () => {
    expect(messages(termsUpdate, { ...three('title'), ...three('body') }, 'zh_CN')).toEqual(['请填写版本']);
    expect(termsUpdate.safeParse({ ...three('title'), ...three('body'), version: 2 }).success).toBe(true);
  });

  it('lists take a keyword, a country and paging up to 50', () => {
    expect(contentListQuery.parse({ keyword: ' SONCAP ', country: 'ng' })).toEqual({ keyword: 'SONCAP', country: 'NG', current_page: 1, per_page: 10 });
    expect(messages(contentListQuery, { per_page: '51' })).toEqual(['At most 50 rows per page']);
  });

  it('keeps the service terms of spec section 9', () => {
    expect(SERVICE_TERMS).toEqual({
      sampleRetentionMonths: 3,
      chemistrySampleDays: 30,
      liquidOrPowderSampleDays: 7,
      returnedSampleAbandonMonths: 12,
      paymentDueDays: 30,
      lateInterestPercentPerMonth: 1.5,
      liabilityFeeMultiple: 10,
      liabilityCapUsd: 20_000,
      claimNoticeDays: 30,
      suitWithinYears: 1,
      remedyDays: 10,
      informationHoursBefore: 48,
    });
  });
});
