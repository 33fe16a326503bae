import { App, Button, Dropdown } from 'antd';
import { BranchesOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PARENT_STATUSES, REAPPLY_RELATIONS, type ApplicationDetail, type ApplicationStatus } from '@tic/shared';
import { http } from '../../../lib/api';
import { detailPath } from '../lib/paths';
import { reapplyValues } from '../lib/payload';

/**
 * Starts a re-inspection, extension or re-assessment of a processing or issued application (issue 19): a new
 * draft with the parent's form data (not its title or files) and the link to its parent (POST /kenya/create).
 */
export function FollowUpButton({ parent }: { parent: Pick<ApplicationDetail, 'id' | 'status' | 'data' | 'application_type'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  if (!(PARENT_STATUSES as readonly ApplicationStatus[]).includes(parent.status)) return null;
  const start = async (relation: string) => {
    const created = await http
      .post<ApplicationDetail>('/kenya/create', { ...reapplyValues(parent.data), application_type: parent.application_type, parent_id: parent.id, relation })
      .catch(() => null);
    if (!created) return;
    void message.success(t(`appExtras.relation.${relation}`));
    navigate(detailPath(created));
  };
  return (
    <Dropdown
      menu={{
        items: REAPPLY_RELATIONS.map((r) => ({ key: r, label: <span data-testid={`follow-up-${r}`}>{t(`appExtras.relation.${r}`)}</span> })),
        onClick: ({ key }) => void start(key),
      }}
      trigger={['click']}
    >
      <Button icon={<BranchesOutlined />} data-testid="follow-up">
        {t('appExtras.followUp')}
      </Button>
    </Dropdown>
  );
}
