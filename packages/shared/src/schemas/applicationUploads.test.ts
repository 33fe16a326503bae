import { describe, expect, it } from 'vitest';
import { attachmentRefusal, fileExtension } from './applicationUploads.js';

const MB = 1024 * 1024;

describe('the rule of an application file', () => {
  it('takes the types of spec section 9 only, whatever the case', () => {
    expect(attachmentRefusal({ name: 'a.exe', size: 1 }, 'customs')).toBe('type');
    expect(attachmentRefusal({ name: 'README', size: 1 }, 'customs')).toBe('type');
    expect(attachmentRefusal({ name: 'Scan.PDF', size: 1 }, 'customs')).toBeNull();
    expect(fileExtension('archive.tar.ZIP')).toBe('zip');
  });
  it('caps each file by its form: 30 MB customs, 20 MB Saudi', () => {
    expect(attachmentRefusal({ name: 'a.pdf', size: 30 * MB }, 'customs')).toBeNull();
    expect(attachmentRefusal({ name: 'a.pdf', size: 30 * MB + 1 }, 'customs')).toBe('size');
    expect(attachmentRefusal({ name: 'a.pdf', size: 20 * MB + 1 }, 'saudi')).toBe('size');
  });
  it('holds at most 20 files', () => {
    expect(attachmentRefusal({ name: 'a.pdf', size: 1 }, 'saudi', { held: 19 })).toBeNull();
    expect(attachmentRefusal({ name: 'a.pdf', size: 1 }, 'saudi', { held: 20 })).toBe('count');
  });
  it('the Saudi merged PDF is a PDF of at most 2 MB; the customs form has no such cap', () => {
    expect(attachmentRefusal({ name: 'm.pdf', size: 2 * MB }, 'saudi', { fileType: 'merged_pdf' })).toBeNull();
    expect(attachmentRefusal({ name: 'm.pdf', size: 2 * MB + 1 }, 'saudi', { fileType: 'merged_pdf' })).toBe('mergedPdf');
    expect(attachmentRefusal({ name: 'm.zip', size: 10 }, 'saudi', { fileType: 'merged_pdf' })).toBe('mergedPdf');
    expect(attachmentRefusal({ name: 'r.pdf', size: 5 * MB }, 'saudi', { fileType: 'test_report' })).toBeNull();
    expect(attachmentRefusal({ name: 'm.pdf', size: 5 * MB }, 'customs', { fileType: 'merged_pdf' })).toBeNull();
  });
});
