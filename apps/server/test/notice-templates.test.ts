import { describe, expect, it } from 'vitest';
import { LOCALES, NOTICE_EVENT_KINDS, NOTICE_TYPES } from '@tic/shared';
import { sampleEvent } from '../src/modules/notifications/samples.js';
import { renderNotice } from '../src/modules/notifications/templates.js';

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
});
