import { Alert, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTerms } from '../api/content';
import { ContentBody } from './ContentBody';

/** The general conditions of service in a dialog (the login page's register link: no session there). */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const terms = useTerms();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={onClose}
      okText={t('common.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      title={t('content.registerTitle')}
      width={760}
      className="terms-dialog"
      data-testid="terms-dialog"
    >
      <Alert type="info" showIcon className="form-alert" title={t('content.registerNote')} />
      <h3 className="terms-dialog-title">{terms.data?.title ?? t('route.terms')}</h3>
      <div className="terms-dialog-body">
        {terms.data ? <ContentBody text={terms.data.body} testId="terms-dialog-body" /> : <Skeleton active paragraph={{ rows: 10 }} />}
      </div>
    </Modal>
  );
}
