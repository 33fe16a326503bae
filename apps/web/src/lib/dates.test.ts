import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogues, type Locale } from '@tic/shared';
import { languageOptions } from './i18n';

/**
 * Dates in the web pages' texts are written as the reader's language writes them, by the notices' own formatter:
 * a text says `{{nameDate}}` and the page passes `name`, the ISO date or moment as the server sent it (lib/i18n.ts
 * `languageOptions`, as lib/i18n.ts sets i18next up; the shared formatDate). Never the bare ISO date.
 */
async function tOf(lang: Locale) {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { [lang]: { translation: catalogues[lang] } },
    lng: lang,
    fallbackLng: false,
    showSupportNotice: false,
    ...languageOptions(lang),
  });
  return i18n.t.bind(i18n);
}
const LANGS: Locale[] = ['zh_CN', 'en', 'ar'];
const DAY = '2026-12-04';
/** A moment the server sends (created_at, status_since): the 4th in every zone from UTC−8 to UTC+15. */
const MOMENT = '2026-12-04T08:00:00.000Z';
const ISO = /\d{4}-\d{2}-\d{2}/;

const texts = async (key: string, params: Record<string, unknown>) => Promise.all(LANGS.map(async (l) => (await tOf(l))(key, params)));

describe('dates in the web pages’ texts ({{nameDate}}: the shared formatDate)', () => {
  it('the inspection panel: the date agreed and the inspector’s date', async () => {
    expect(await texts('inspection.confirmedFor', { date: DAY })).toEqual([
      '已确认日期：2026年12月4日',
      'Date agreed: December 4, 2026',
      'الموعد المتفق عليه: 4 ديسمبر 2026',
    ]);
    expect(await texts('inspection.scheduledFor', { date: DAY, inspector: 'Li Wei' })).toEqual([
      '2026年12月4日，Li Wei',
      'December 4, 2026, Li Wei',
      '4 ديسمبر 2026، Li Wei',
    ]);
  });

  it('a moment (an ISO timestamp) is the day it falls on', async () => {
    expect(await texts('trust.verify.since', { date: MOMENT })).toEqual(['自 2026年12月4日 起', 'since December 4, 2026', 'منذ 4 ديسمبر 2026']);
    expect(await texts('content.updated', { date: MOMENT })).toEqual(['更新于 2026年12月4日', 'Updated December 4, 2026', 'حُدِّث في 4 ديسمبر 2026']);
  });

  it('every page text changed writes its dates in the language, none as ISO', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['renewals.expiresOn', { date: DAY }],
      ['samplesUi.retention.on', { date: DAY }],
      ['trust.verify.until', { date: DAY }],
      ['directory.since', { date: MOMENT }],
      ['directory.until', { date: DAY }],
      ['instantQuote.rule', { code: 'KE-1', version: 3, date: MOMENT }],
      ['instantQuote.ratesSince', { date: MOMENT }],
      ['moneyWay.pending', { no: 'Q-1', amount: 'USD 1.00', date: DAY }],
      ['guest.web.dateConfirmed', { date: DAY }],
      ['guest.web.questionDue', { date: DAY }],
      ['waiting.customer', { since: MOMENT }],
      ['waiting.provider', { since: MOMENT }],
      ['waiting.expected', { date: MOMENT }],
      ['appDetail.returnedTitle', { date: MOMENT }],
      ['additionalInfo.due', { date: DAY }],
      ['additionalInfo.closedNote', { date: MOMENT }],
      ['prediction.expected', { p50: DAY, p90: DAY }],
      ['prediction.ifSubmittedToday', { p50: DAY, p90: DAY }],
      ['vault.flag.expired', { date: DAY }],
      ['vault.flag.beforeIssue', { date: DAY }],
      ['vault.uploaded', { name: 'Li Wei', date: MOMENT }],
      ['vault.pick.expired', { date: DAY }],
      ['vault.pick.until', { date: DAY }],
      ['calendar.added', { date: DAY }],
      ['calendar.removed', { date: DAY }],
      ['calendar.removeTitle', { date: DAY, name: 'X' }],
      ['calendar.runsOut', { date: DAY }],
      ['accountsWeb.thirdLinkedAt', { date: MOMENT }],
    ];
    for (const [key, params] of cases) {
      const [zh, en, ar] = await texts(key, params);
      expect(zh, key).toContain('2026年12月4日');
      expect(en, key).toContain('December 4, 2026');
      expect(ar, key).toContain('4 ديسمبر 2026');
      for (const text of [zh, en, ar]) expect(text, key).not.toMatch(ISO);
    }
  });

  it('a parameter named in full is used as it is; a value that is not a date stays as it is', async () => {
    const en = await tOf('en');
    expect(en('inspection.confirmedFor', { dateDate: 'tomorrow' })).toBe('Date agreed: tomorrow');
    expect(en('inspection.confirmedFor', { date: 'soon' })).toBe('Date agreed: soon');
    expect(en('inspection.confirmedFor', {})).toBe('Date agreed: ');
  });
});
