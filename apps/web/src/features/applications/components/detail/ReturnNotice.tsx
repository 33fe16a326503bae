import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '@tic/shared';
import { API_FRONTEND } from '@tic/shared';
import { latestReturn, returnedAttachments } from './waitingOn';

/**
 * Why the application came back: the latest return's reason and every returned attachment with its
 * own reason, highlighted at the top of the returned form and of the detail view.
 */
export function ReturnNotice({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation();
  const ret = latestReturn(detail);
  const files = returnedAttachments(detail);
  if (!ret && files.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="return-notice"
      data-testid="return-notice"
      title={ret ? t('appDetail.returnedTitle', { date: ret.at }) : t('appDetail.returnedFiles')}
      description={
        <>
          {ret?.reason && (
            <p className="return-reason" data-testid="return-reason">
              <span dir="auto">{t('appDetail.returnedReason', { reason: ret.reason })}</span>
            </p>
          )}
          {files.length > 0 && (
            <>
              {ret && <p className="return-files-title">{t('appDetail.returnedFiles')}</p>}
              <ul className="return-files" data-testid="returned-attachments">
                {files.map((f) => (
                  <li key={f.id}>
                    <a href={`${API_FRONTEND}${f.path}`} dir="auto">
                      {f.name}
                    </a>
                    {f.return_reason && (
                      <>
                        {': '}
                        <span dir="auto">{f.return_reason}</span>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      }
    />
  );
}
