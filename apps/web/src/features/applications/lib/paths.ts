import type { ApplicationSummary } from '@tic/shared';
import { FORM_SCREENS } from './areas';

export const CUSTOMS_FORM_PATH = FORM_SCREENS.customs;
export const SAUDI_FORM_PATH = FORM_SCREENS.saudi;

/** Where an application opens: its form's route with its id (view-only when it cannot be edited). */
export const detailPath = (a: Pick<ApplicationSummary, 'id' | 'form'>) => `${FORM_SCREENS[a.form]}/${a.id}`;
