/** The record-list calls are shared with the application form's mailing picker: lib/records.ts. */
export { recordsApi, type OwnedRecord } from '../../../lib/records';
