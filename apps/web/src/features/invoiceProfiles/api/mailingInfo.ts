/** The mailing addresses' calls: shared with the application form's mailing picker (lib/sharedQueries.ts). */
export { mailingApi } from '../../../lib/sharedQueries';
