import { describe, expect, it } from 'vitest';
import { blocksSubmit, formatSize, needsConfirmation, refusal, storedAttachments, submitCheck, type AttachmentItem } from './attachmentRules';

const MB = 1024 * 1024;

let n = 0;
const item = (over: Partial<AttachmentItem> = {}): AttachmentItem => ({
  uid: `u${++n}`,
  name: 'invoice.pdf',
  size: 1000,
  file_id: 1,
  path: '/file/1',
  file_type: 'commercial_invoice',
  upload: 'done',
  percent: 100,
  ...over,
});

describe('attachment rules: what may be added', () => {
  it('refuses a type outside the list, whatever the case of the extension', () => {
    expect(refusal({ name: 'setup.exe', size: 10 }, [], 'customs')).toBe('type');
    expect(refusal({ name: 'noextension', size: 10 }, [], 'customs')).toBe('type');
    expect(refusal({ name: 'SCAN.PDF', size: 10 }, [], 'customs')).toBeNull();
  });

  it('refuses a file over the form size limit, and accepts one exactly at it: 30 MB customs, 20 MB Saudi', () => {
    expect(refusal({ name: 'a.pdf', size: 30 * MB + 1 }, [], 'customs')).toBe('size');
    expect(refusal({ name: 'a.pdf', size: 30 * MB }, [], 'customs')).toBeNull();
    expect(refusal({ name: 'a.pdf', size: 20 * MB + 1 }, [], 'saudi')).toBe('size');
    expect(refusal({ name: 'a.pdf', size: 20 * MB }, [], 'saudi')).toBeNull();
  });

  it('refuses the 21st file, counting uploads under way but not failed ones', () => {
    const nineteen = Array.from({ length: 19 }, () => item());
    expect(refusal({ name: 'c.pdf', size: 1 }, nineteen, 'saudi')).toBeNull();
    expect(refusal({ name: 'c.pdf', size: 1 }, [...nineteen, item({ upload: 'uploading', percent: 40 })], 'saudi')).toBe('count');
    expect(refusal({ name: 'c.pdf', size: 1 }, [...nineteen, item({ upload: 'failed' })], 'customs')).toBeNull();
  });

  it('the Saudi merged PDF is a PDF of at most 2 MB; other files of the form are not held to it', () => {
    expect(refusal({ name: 'merged.pdf', size: 2 * MB + 1 }, [], 'saudi', 'merged_pdf')).toBe('mergedPdf');
    expect(refusal({ name: 'merged.jpg', size: 1000 }, [], 'saudi', 'merged_pdf')).toBe('mergedPdf');
    expect(refusal({ name: 'merged.pdf', size: 2 * MB }, [], 'saudi', 'merged_pdf')).toBeNull();
    expect(refusal({ name: 'report.pdf', size: 5 * MB }, [], 'saudi', 'test_report')).toBeNull();
    expect(refusal({ name: 'merged.pdf', size: 5 * MB }, [], 'customs', 'merged_pdf')).toBeNull();
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
