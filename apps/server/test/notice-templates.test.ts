import { describe, expect, it } from 'vitest';
import { LOCALES, NOTICE_EVENT_KINDS, NOTICE_TYPES, pluralRulesOf } from '@tic/shared';
import { sampleEvent } from '../src/modules/notifications/samples.js';
import { COUNTED, renderNotice, renderTexts } from '../src/modules/notifications/templates.js';

describe('notice templates', () => {
  it('render every event kind in the three languages with every placeholder filled', () => {
    for (const kind of NOTICE_EVENT_KINDS) {
      const texts = LOCALES.map((lang) => renderNotice(sampleEvent(1, 2, kind), lang));
      for (const t of texts) {
        expect(NOTICE_TYPES).toContain(t.type);
        for (const s of [t.title, t.content, t.sender, t.sendDepartment]) {
          expect(s.trim(), kind).not.toBe('');
          expect(s, kind).not.toMatch(/\{\{|\}\}/);
        }
      }
      // Three different languages, not one text three times.
      expect(new Set(texts.map((t) => t.title)).size, kind).toBe(3);
    }
  });

  it('names the application, the reason and the stage of the event', () => {
    const n = renderNotice(
      {
        kind: 'attachment_returned',
        userId: 1,
        application: { id: 3, no: 'KE-1', title: 'Lamps' },
        attachmentName: 'invoice.pdf',
        reason: 'unreadable scan',
        stage: 'acceptance',
      },
      'en',
    );
    expect(n.title).toBe('Attachment of application KE-1 returned');
    expect(n.content).toContain('“invoice.pdf”');
    expect(n.content).toContain('unreadable scan');
    expect(n).toMatchObject({ type: 'attachment', currentStage: 'acceptance', application: { id: 3, no: 'KE-1', title: 'Lamps' } });
    expect(renderNotice({ kind: 'profile_verified', userId: 1, sender: 'Li Wei' }, 'zh_CN')).toMatchObject({
      sender: 'Li Wei',
      currentStage: null,
      application: null,
    });
  });

  it("writes a counted placeholder in the form its number takes in the reader's language, when the notice is read", () => {
    const items = (lang: 'en' | 'ar' | 'zh_CN', n: number) =>
      renderTexts('info_requested', { no: 'KE-1', title: 'Lamps', due: '2026-12-31', items: String(n) }, lang)!.content;
    expect(items('en', 1)).toContain('we need 1 item of additional information');
    expect(items('en', 3)).toContain('we need 3 items of additional information');
    expect(items('zh_CN', 3)).toContain('需要您补充 3 项资料');
    expect([1, 2, 3, 11, 100].map((n) => /نحتاج إلى (.*) من المعلومات/.exec(items('ar', n))![1])).toEqual([
      'بند واحد',
      'بندين',
      '3 بنود',
      '11 بندًا',
      '100 بند',
    ]);
    const send = (lang: 'en' | 'ar', n: number) =>
      renderTexts('sample_delivery_notice', { no: 'KE-1', title: 'Lamps', quantity: String(n), lab: 'Lab 1' }, lang)!.content;
    expect(send('en', 1)).toContain('Please send 1 sample for application');
    expect(send('en', 1500)).toContain('Please send 1,500 samples for application');
    expect(send('ar', 2)).toContain('يرجى إرسال عينتين للطلب');
    expect(send('ar', 5)).toContain('يرجى إرسال 5 عينات للطلب');
  });

  it('writes the dates of the renewal and vault reminders as the reader’s language does, never a bare ISO date', () => {
    const until = '2026-12-14';
    const renewal = (lang: 'en' | 'ar' | 'zh_CN') => renderTexts('certificate_expiring', { no: 'KE-1', title: 'Lamps', certificate: 'KE-PC-7', until }, lang)!;
    const vault = (lang: 'en' | 'ar' | 'zh_CN') => renderTexts('vault_expiring', { title: 'Business licence 9144', until, due: '7' }, lang)!;
    expect(renewal('ar').title).toBe('تنتهي صلاحية الشهادة KE-PC-7 في 14 ديسمبر 2026');
    expect(renewal('zh_CN').title).toBe('证书 KE-PC-7 将于 2026年12月14日 到期');
    expect(renewal('en').title).toBe('Certificate KE-PC-7 expires on December 14, 2026');
    expect(vault('ar').title).toBe('تنتهي صلاحية Business licence 9144 في 14 ديسمبر 2026');
    expect(vault('zh_CN').title).toBe('Business licence 9144 将于 2026年12月14日 到期');
    expect(vault('en').title).toBe('Business licence 9144 expires on December 14, 2026');
    // The contents too; no reversible "2026-12-14" (shown as "14-12-2026" inside an Arabic sentence) anywhere.
    for (const lang of ['en', 'ar', 'zh_CN'] as const)
      for (const t of [renewal(lang), vault(lang)]) {
        expect(`${t.title} ${t.content}`).not.toContain(until);
        expect(`${t.title} ${t.content}`).not.toMatch(/\d{2}-\d{2}-\d{4}/);
      }
    expect(renewal('ar').content).toContain('في 14 ديسمبر 2026.');
  });

  it('writes every date a notice holds as the reader’s language does: close warning, due date, suspension, inspection, samples', () => {
    const date = '2026-12-14';
    const base = { no: 'KE-1', title: 'Lamps', certificate: 'KE-PC-7', reason: 'Audit', items: '2', quantity: '3', lab: 'Lab 1', inspector: 'Zhang Wei' };
    const r = (kind: string, lang: 'en' | 'ar' | 'zh_CN') => renderTexts(kind, { ...base, until: date, due: date, date }, lang)!;
    // The stored parameters stay ISO dates; each language's text is written when the notice is read.
    expect(['en', 'zh_CN', 'ar'].map((l) => r('info_close_warning', l as 'en').title)).toEqual([
      'Application KE-1 will be closed on December 14, 2026 without your answer',
      '申请 KE-1 若仍未答复将于 2026年12月14日 关闭',
      'سيُغلق الطلب KE-1 في 14 ديسمبر 2026 ما لم تُجب',
    ]);
    expect(r('info_close_warning', 'ar').content).toContain('سيُغلق الطلب ويُعدّ مرفوضًا في 14 ديسمبر 2026.');
    expect(r('info_requested', 'en').content).toContain('under Additional information by December 14, 2026.');
    expect(r('info_requested', 'zh_CN').content).toContain('请于 2026年12月14日 前在“补充资料”中逐项回复');
    expect(r('info_requested', 'ar').content).toContain('قبل 14 ديسمبر 2026.');
    expect(['en', 'zh_CN', 'ar'].map((l) => r('certificate_suspended', l as 'en').content)).toEqual([
      'Certificate KE-PC-7 of application “Lamps” (KE-1) is suspended until December 14, 2026. Audit',
      '申请“Lamps”（KE-1）的证书 KE-PC-7 已暂停至 2026年12月14日。Audit',
      'عُلّقت الشهادة KE-PC-7 للطلب «Lamps» (KE-1) حتى 14 ديسمبر 2026. Audit',
    ]);
    expect(['en', 'zh_CN', 'ar'].map((l) => r('inspection_postponed', l as 'en').title)).toEqual([
      'Inspection of KE-1 postponed to December 14, 2026',
      'KE-1 的验货已改期至 2026年12月14日',
      'تأجّل فحص KE-1 إلى 14 ديسمبر 2026',
    ]);
    expect(r('inspection_scheduled', 'ar').content).toBe('كُلّف المفتش Zhang Wei بفحص بضائع الحجز «Lamps» (KE-1) في 14 ديسمبر 2026.');
    expect(r('inspection_date_confirmed', 'zh_CN').title).toBe('KE-1 的验货日期已确认：2026年12月14日');
    expect(r('sample_delivery_notice', 'en').content).toContain('to Lab 1 by December 14, 2026.');
    // No notice kind writes a bare ISO date (which an Arabic sentence shows reversed) in any language: every sample event.
    for (const kind of NOTICE_EVENT_KINDS)
      for (const lang of LOCALES) {
        const t = renderNotice(sampleEvent(1, 2, kind), lang);
        expect(`${t.title} ${t.content}`, `${kind} ${lang}`).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{2}-\d{2}-\d{4}/);
      }
  });

  it('counts the vault reminder’s days in the form the number takes (ar: يوم واحد, يومين, 3–10 أيام, 11–99 يومًا, 100 يوم)', () => {
    const days = (lang: 'en' | 'ar' | 'zh_CN', n: number) =>
      renderTexts('vault_expiring', { title: 'Licence', until: '2026-12-14', due: String(n) }, lang)!.content;
    expect([1, 7].map((n) => /\((in .*?)\)/.exec(days('en', n))![1])).toEqual(['in 1 day', 'in 7 days']);
    expect(days('zh_CN', 30)).toContain('将于 2026年12月14日 到期（还有 30 天）');
    expect([1, 2, 3, 7, 10, 11, 30, 90, 100].map((n) => /\(بعد (.*?)\)/.exec(days('ar', n))![1])).toEqual([
      'يوم واحد',
      'يومين',
      '3 أيام',
      '7 أيام',
      '10 أيام',
      '11 يومًا',
      '30 يومًا',
      '90 يومًا',
      '100 يوم',
    ]);
  });

  it('has every plural form of each language for every counted placeholder (ar six, en two, zh one)', () => {
    for (const forms of Object.values(COUNTED))
      for (const lang of LOCALES) expect(Object.keys(forms[lang]).sort(), lang).toEqual([...pluralRulesOf(lang).resolvedOptions().pluralCategories].sort());
  });
});
