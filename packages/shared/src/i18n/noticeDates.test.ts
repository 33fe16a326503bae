import { describe, expect, it } from 'vitest';
import { catalogues, fillPlaceholders, translate } from './index.js';

type Lang = 'en' | 'zh_CN' | 'ar';
const LANGS: Lang[] = ['en', 'zh_CN', 'ar'];
const DATE = '2026-12-14';
/** A notice's text as the server fills it (notifications/templates.ts: fillPlaceholders, plus its counted phrases). */
const notice = (lang: Lang, kind: string, part: 'title' | 'content', params: Record<string, string>) =>
  fillPlaceholders(lang, (catalogues[lang].noticeTexts.event as Record<string, { title: string; content: string }>)[kind]![part], params);

describe('dates in notices and e-mails ({{nameDate}}: the stored ISO date as the language writes it)', () => {
  it('writes the close warning, the due date, the suspension and the inspection date per language', () => {
    const p = { no: 'KE-1', title: 'Lamps', certificate: 'KE-PC-7', reason: 'Audit', until: DATE, due: DATE, date: DATE };
    expect(LANGS.map((l) => notice(l, 'info_close_warning', 'title', p))).toEqual([
      'Application KE-1 will be closed on December 14, 2026 without your answer',
      '申请 KE-1 若仍未答复将于 2026年12月14日 关闭',
      'سيُغلق الطلب KE-1 في 14 ديسمبر 2026 ما لم تُجب',
    ]);
    expect(LANGS.map((l) => notice(l, 'certificate_suspended', 'content', p))).toEqual([
      'Certificate KE-PC-7 of application “Lamps” (KE-1) is suspended until December 14, 2026. Audit',
      '申请“Lamps”（KE-1）的证书 KE-PC-7 已暂停至 2026年12月14日。Audit',
      'عُلّقت الشهادة KE-PC-7 للطلب «Lamps» (KE-1) حتى 14 ديسمبر 2026. Audit',
    ]);
    expect(LANGS.map((l) => notice(l, 'inspection_postponed', 'title', p))).toEqual([
      'Inspection of KE-1 postponed to December 14, 2026',
      'KE-1 的验货已改期至 2026年12月14日',
      'تأجّل فحص KE-1 إلى 14 ديسمبر 2026',
    ]);
    expect(notice('ar', 'info_requested', 'content', p)).toContain('قبل 14 ديسمبر 2026.');
    expect(notice('zh_CN', 'info_requested', 'content', p)).toContain('请于 2026年12月14日 前');
    expect(notice('en', 'info_requested', 'content', p)).toContain('by December 14, 2026.');
  });

  it('no notice text shows a date parameter raw: every {{until}}, {{due}} (a date) and {{date}} is written as a date', () => {
    for (const lang of LANGS)
      for (const [kind, t] of Object.entries(catalogues[lang].noticeTexts.event as Record<string, { title: string; content: string }>))
        expect(`${t.title} ${t.content}`, `${lang} ${kind}`).not.toMatch(/\{\{(until|due|date)\}\}/);
  });

  it('no text of any catalogue (notices, e-mails, web pages) puts a date parameter in raw: each is {{nameDate}}', () => {
    const raw: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        if (/\{\{(date|since|until|due|from|to|p50|p90|shipped)\}\}/.test(node)) raw.push(`${path}: ${node}`);
      } else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
    };
    for (const lang of LANGS) walk(catalogues[lang], lang);
    expect(raw).toEqual([]);
  });

  it('writes the statement export’s period and issue date per language (translate)', () => {
    expect(LANGS.map((l) => translate(l, 'statement.periodText', { from: '2026-01-01', to: DATE }))).toEqual([
      'January 1, 2026 to December 14, 2026',
      '2026年1月1日 至 2026年12月14日',
      'من 1 يناير 2026 إلى 14 ديسمبر 2026',
    ]);
    expect(translate('ar', 'statement.issuedOn', { date: DATE })).toBe('صدر في 14 ديسمبر 2026');
  });

  it('writes the consistency check’s invoice and shipment dates per language (translate, the form and the server alike)', () => {
    const p = { field: 'Invoice 1 date', other: 'Expected shipment date', date: DATE, shipped: '2026-12-01' };
    expect(translate('en', 'consistency.invoiceDate', p)).toBe(
      'Invoice 1 date December 14, 2026 is after Expected shipment date December 1, 2026: an invoice is not dated after the shipment',
    );
    expect(translate('zh_CN', 'consistency.invoiceDate', p)).toContain('2026年12月14日 晚于Expected shipment date 2026年12月1日');
    expect(translate('ar', 'consistency.invoiceDate', p)).toContain('14 ديسمبر 2026 بعد Expected shipment date 1 ديسمبر 2026');
  });

  it('writes the directory subscription e-mails’ dates per language (translate)', () => {
    expect(LANGS.map((l) => translate(l, 'directory.mail.suspended', { no: 'KE-PC-7', until: DATE }))).toEqual([
      'Certificate KE-PC-7 is suspended until December 14, 2026.',
      '证书 KE-PC-7已暂停，至 2026年12月14日。',
      'الشهادة KE-PC-7 معلّقة حتى 14 ديسمبر 2026.',
    ]);
    expect(LANGS.map((l) => translate(l, 'directory.mail.expired', { no: 'KE-PC-7', date: DATE }))).toEqual([
      'Certificate KE-PC-7 expired on December 14, 2026.',
      '证书 KE-PC-7已于 2026年12月14日 到期。',
      'انتهت صلاحية الشهادة KE-PC-7 في 14 ديسمبر 2026.',
    ]);
  });

  it('writes the cancellation preview’s inspection date per language (a server-rendered sentence the web shows)', () => {
    const late = (l: Lang) => translate(l, 'cancellation.reason.lateInspection', { kept: 'USD 147.64', date: DATE });
    expect(late('ar')).toBe('تُحتجز رسوم الفحص البالغة USD 147.64 لأن الفحص (14 ديسمبر 2026) بعد أقل من يوم عمل كامل.');
    expect(late('zh_CN')).toBe('检验（2026年12月14日）前已不足一个完整工作日，收取检验费 USD 147.64。');
    expect(late('en')).toContain('because the inspection (December 14, 2026) is less');
  });

  it('fills the other placeholders as before; a parameter named in full is used as it is', () => {
    expect(fillPlaceholders('ar', '{{n, number}} / {{name}} / {{missing}}', { n: 12345, name: 'x' })).toBe('12,345 / x / ');
    expect(fillPlaceholders('en', 'on {{dueDate}}', { due: DATE, dueDate: 'tomorrow' })).toBe('on tomorrow');
    expect(fillPlaceholders('en', 'on {{dueDate}}', { due: 'soon' })).toBe('on soon');
    expect(fillPlaceholders('en', '{{itemsCounted}}', { items: '3' }, { suffix: 'Counted', value: (k, v) => `${v} ${k}` })).toBe('3 items');
  });

  it('has the vault reminder’s days in every Arabic plural form (1 يوم واحد, 2 يومين, 3–10 أيام, 11–99 يومًا, 100 يوم)', () => {
    const days = (lang: Lang, n: number) => translate(lang, 'noticeTexts.counted.days', { count: n, n });
    expect([1, 2, 3, 10, 11, 99, 100].map((n) => days('ar', n))).toEqual(['يوم واحد', 'يومين', '3 أيام', '10 أيام', '11 يومًا', '99 يومًا', '100 يوم']);
    expect([1, 7].map((n) => days('en', n))).toEqual(['1 day', '7 days']);
    expect(days('zh_CN', 30)).toBe('30 天');
    // The vault reminder says it with {{dueCounted}} (the server's counted phrase: its days_<form>).
    const vault = (lang: Lang, n: number) =>
      fillPlaceholders(
        lang,
        catalogues[lang].noticeTexts.event.vault_expiring.content,
        { title: 'Licence', until: DATE, due: String(n) },
        {
          suffix: 'Counted',
          value: (_, v) => days(lang, Number(v)),
        },
      );
    expect(vault('ar', 7)).toContain('في 14 ديسمبر 2026 (بعد 7 أيام).');
    expect(vault('ar', 30)).toContain('(بعد 30 يومًا)');
    expect(vault('zh_CN', 7)).toContain('将于 2026年12月14日 到期（还有 7 天）');
    expect(vault('en', 1)).toContain('expires on December 14, 2026 (in 1 day).');
  });
});
