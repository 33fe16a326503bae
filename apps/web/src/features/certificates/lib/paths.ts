export const CERTIFICATE_LIST_PATH = '/customsClearance/myCertificate';
export const DRAFT_REVIEW_PATH = '/customsClearance/applicationForm/draft';

export const certificatePath = (id: number) => `${CERTIFICATE_LIST_PATH}/${id}`;
/** The draft-certificate review of one application (the spec's route has no {id}: it is a query parameter). */
export const draftReviewPath = (applicationId: number) => `${DRAFT_REVIEW_PATH}?id=${applicationId}`;
