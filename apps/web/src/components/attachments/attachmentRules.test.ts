import { describe, expect, it } from 'vitest';
import { blocksSubmit, formatSize, needsConfirmation, refusal, storedAttachments, submitCheck, type AttachmentItem, type AttachmentLimits } from './attachmentRules';

const MB = 1024 * 1024;
const limits: AttachmentLimits = { maxBytes: 30 * MB, maxFiles: 3, allowed: ['pdf', 'jpg', 'xlsx'] };
const saudi: AttachmentLimits = { maxBytes: 20 * MB, maxFiles: 20, allowed: ['pdf', 'jpg'], pdfTotalMaxBytes: 2 * MB };

let n = 0;
const item = (over: Partial<AttachmentItem> = {}): AttachmentItem => ({ uid: `u${++n}`, name: 'invoice.pdf', size: 1000, file_id: 1, path: '/file/1', file_type: 'commercial_invoice', upload: 'done', percent: 100, ...over });

describe('attachment rules: what may be added', () => {
  it('refuses a type outside the list, whatever the case of the extension', () => {
    expect(refusal({ name: 'setup.exe', size: 10 }, [], limits)).toBe('type');
    expect(refusal({ name: 'noextension', size: 10 }, [], limits)).toBe('type');
    expect(refusal({ name: 'SCAN.PDF', size: 10 }, [], limits)).toBeNull();
  });

  it('refuses a file over the form size limit, and accepts one exactly at it', () => {
    expect(refusal({ name: 'a.pdf', size: 30 * MB + 1 }, [], limits)).toBe('size');
    expect(refusal({ name: 'a.pdf', size: 30 * MB }, [], limits)).toBeNull();
  });

  it('refuses a file beyond the count limit, counting files chosen together, but not failed uploads', () => {
    const two = [item(), item()];
    expect(refusal({ name: 'c.pdf', size: 1 }, two, limits)).toBeNull();
    expect(refusal({ name: 'c.pdf', size: 1 }, two, limits, [{ name: 'b.pdf', size: 1 }])).toBe('count');
    expect(refusal({ name: 'c.pdf', size: 1 }, [...two, item({ upload: 'failed' })], limits)).toBeNull();
    expect(refusal({ name: 'c.pdf', size: 1 }, [...two, item({ upload: 'uploading', percent: 40 })], limits)).toBe('count');
  });

  it('the Saudi form keeps its PDFs together within 2 MB (its merged PDF)', () => {
    const pdf = item({ name: 'a.pdf', size: 1.5 * MB });
    expect(refusal({ name: 'b.pdf', size: 0.6 * MB }, [pdf], saudi)).toBe('pdfTotal');
    expect(refusal({ name: 'b.pdf', size: 0.5 * MB }, [pdf], saudi)).toBeNull();
    expect(refusal({ name: 'photo.jpg', size: 5 * MB }, [pdf], saudi)).toBeNull();
  });
});

describe('attachment rules: what blocks submission', () => {
  it('a returned attachment blocks until it is deleted', () => {
    const returned = item({ review_status: 'returned' });
    const c = submitCheck([item(), returned]);
    expect(c.returned).toEqual([returned]);
    expect(blocksSubmit(c)).toBe(true);
    expect(blocksSubmit(submitCheck([item(), item({ name: 'new.pdf' })]))).toBe(false);
  });

  it('an attachment being edited blocks until saved or deleted; one without a file type blocks too', () => {
    expect(blocksSubmit(submitCheck([item({ editing: true })]))).toBe(true);
    expect(submitCheck([item({ file_type: null })]).missingType).toHaveLength(1);
    expect(blocksSubmit(submitCheck([item({ file_type: 'packing_list', editing: false })]))).toBe(false);
  });

  it('uploads still running or failed ask for confirmation but do not block', () => {
    const c = submitCheck([item(), item({ upload: 'uploading', percent: 30 }), item({ upload: 'failed', percent: 0 })]);
    expect(blocksSubmit(c)).toBe(false);
    expect(needsConfirmation(c)).toBe(true);
    expect(c.uploading).toHaveLength(1);
    expect(c.failed).toHaveLength(1);
    expect(needsConfirmation(submitCheck([item()]))).toBe(false);
  });

  it('a save carries only the stored files', () => {
    const stored = item();
    expect(storedAttachments([stored, item({ upload: 'uploading', file_id: undefined, path: undefined }), item({ upload: 'failed' })])).toEqual([stored]);
  });

  it('words sizes for people', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(350 * 1024)).toBe('350 KB');
    expect(formatSize(1.25 * MB)).toBe('1.3 MB');
  });
});
