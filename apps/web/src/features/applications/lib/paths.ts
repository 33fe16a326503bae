import type { ApplicationSummary } from '@tic/shared';

export const CUSTOMS_FORM_PATH = '/customsClearance/applicationForm/myApplicationForm';
export const SAUDI_FORM_PATH = `${CUSTOMS_FORM_PATH}/SAApplicationForm`;

/** Where an application opens: its form's route with its id (view-only when it cannot be edited). */
export const detailPath = (a: Pick<ApplicationSummary, 'id' | 'form'>) => `${a.form === 'saudi' ? SAUDI_FORM_PATH : CUSTOMS_FORM_PATH}/${a.id}`;
