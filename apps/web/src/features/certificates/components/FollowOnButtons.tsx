import { useRef } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { CopyOutlined, PlusSquareOutlined, RedoOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Certificate, FollowOnKind } from '@tic/shared';
import { detailPath } from '../../applications';
import { useStartFollowOn } from '../api/followOn';

const ICONS: Record<FollowOnKind, React.ReactNode> = {
  renew: <RedoOutlined />,
  extend: <PlusSquareOutlined />,
  next_shipment: <CopyOutlined />,
  registration: <SafetyCertificateOutlined />,
};

/**
 * What a certificate leads to (issue 32), as its line offers it: one button per follow-on; a click makes the draft
 * linked to the certificate and opens its form. `primary`: the follow-on to stress (the reminder's renewal link).
 */
export function FollowOnButtons({
  cert,
  size = 'middle',
  primary,
}: {
  cert: Pick<Certificate, 'id' | 'follow_ons'>;
  size?: 'small' | 'middle';
  primary?: FollowOnKind;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartFollowOn();
  // One key per kind while the page is open: a double click or a retry answers the first draft.
  const keys = useRef(new Map<FollowOnKind, string>());
  const kinds = cert.follow_ons ?? [];
  if (kinds.length === 0) return null;
  const go = async (kind: FollowOnKind) => {
    if (!keys.current.has(kind)) keys.current.set(kind, crypto.randomUUID());
    try {
      const draft = await start.mutateAsync({ id: cert.id, kind, key: keys.current.get(kind)! });
      await navigate(detailPath(draft));
    } catch {
      // The HTTP client has shown the refusal in the user's language.
    }
  };
  return (
    <Space wrap size={size === 'small' ? 0 : 8} className="follow-on-buttons" data-testid={`follow-ons-${cert.id}`}>
      {kinds.map((k) => (
        <Tooltip key={k} title={t(`renewals.hint.${k}`)}>
          <Button
            size={size}
            type={size === 'small' ? 'link' : k === (primary ?? kinds[0]) ? 'primary' : 'default'}
            icon={ICONS[k]}
            loading={start.isPending && start.variables?.kind === k}
            disabled={start.isPending && start.variables?.kind !== k}
            onClick={() => void go(k)}
            data-testid={`follow-on-${k}`}
          >
            {t(`renewals.action.${k}`)}
          </Button>
        </Tooltip>
      ))}
    </Space>
  );
}
