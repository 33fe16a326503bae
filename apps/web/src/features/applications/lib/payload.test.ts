import { describe, expect, it } from 'vitest';
import type { ApplicationAttachment } from '@tic/shared';
import { toItems, toPayload } from './payload';

/** Issue 31: a file taken from (or saved to) the vault travels as vault_document_id, and comes back with its version. */
describe('attachments between the form and the payload', () => {
  it('sends the vault document a row references, and nothing for a plain upload or one still uploading', () => {
    const payload = toPayload({
      title: 'T',
      attachments: [
        { uid: 'a', name: 'licence.pdf', size: 10, file_id: 7, file_type: 'business_licence', upload: 'done', percent: 100, vault_document_id: 3 },
        { uid: 'b', name: 'invoice.pdf', size: 10, file_id: 8, file_type: 'invoice', upload: 'done', percent: 100 },
        { uid: 'c', name: 'late.pdf', size: 10, upload: 'uploading', percent: 40 },
      ],
    });
    expect(JSON.parse(JSON.stringify(payload.attachments))).toEqual([
      { file_id: 7, file_type: 'business_licence', vault_document_id: 3 },
      { file_id: 8, file_type: 'invoice' },
    ]);
  });

  it('reads the document and the version an attachment keeps', () => {
    const stored = {
      id: 5,
      file_id: 7,
      file_type: 'business_licence',
      name: 'licence.pdf',
      size: 10,
      path: '/attachment/7',
      remarks: null,
      status: 'pending',
      return_reason: null,
      vault: { document_id: 3, version_id: 11, version_no: 2, valid_until: '2027-01-01' },
    } as unknown as ApplicationAttachment;
    expect(toItems([stored])[0]).toMatchObject({ file_id: 7, vault_document_id: 3, vault_version_no: 2 });
    expect(toItems([{ ...stored, vault: null }])[0]!.vault_document_id).toBeUndefined();
  });
});
