import { useLocation, useSearchParams } from 'react-router';
import { routeTitleKey } from '../../applications';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { DraftReview } from '../components/DraftReview';
import { DraftWaitingList } from '../components/DraftWaitingList';

/**
 * Draft certificates (customsClearance/applicationForm/draft): without ?id= the applications whose draft
 * waits for my review; with ?id= the review of that application's draft (GET and POST kenya/cert/draft/{id}).
 */
export default function DraftReviewPage() {
  const { t } = useTranslation();
  const raw = Number(useSearchParams()[0].get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <div className="page" data-testid="draft-page">
      <PageHeader title={t(routeTitleKey(useLocation().pathname))} subtitle={t('certUi.draft.intro')} />
      {id === null ? <DraftWaitingList /> : <DraftReview key={id} id={id} />}
    </div>
  );
}
