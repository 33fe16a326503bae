import { useState } from 'react';
import { Button } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NoticeSummary } from '@tic/shared';
import { targetLabelKey, targetPath } from '../lib/target';
import { ltr } from '../../../lib/i18n';

interface Props {
  notice: Pick<NoticeSummary, 'target' | 'application_id' | 'batch_code'>;
  /** Before leaving (the drawer marks the notice read and closes). */
  onOpen?: () => Promise<void> | void;
  primary?: boolean;
}

/** The link of a notice to what it is about: the quotation, the remittance, the certificate, the request, the application. */
export function NoticeTargetLink({ notice, onOpen, primary }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const label = targetLabelKey(notice);
  if (!label) return null;
  return (
    <Button
      type={primary ? 'primary' : 'link'}
      size={primary ? 'middle' : 'small'}
      className={primary ? undefined : 'notice-target-link'}
      icon={<ArrowRightOutlined />}
      iconPlacement="end"
      loading={busy}
      data-testid="notice-target"
      data-target={notice.target?.type}
      onClick={async (e) => {
        // Inside a clickable notice row: this opens the object, not the notice.
        e.stopPropagation();
        setBusy(true);
        try {
          const to = await targetPath(notice, pathname);
          await onOpen?.();
          if (to) navigate(to);
        } finally {
          setBusy(false);
        }
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {t(label.key, { ref: label.ref ? ltr(label.ref) : '' })}
    </Button>
  );
}
