import { App, Button, Popconfirm, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { MemberRole } from '@tic/shared';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { formatDateTime } from '../../accounts';
import { useChangeRole, useRemoveMember } from '../api/members';
import type { Member } from '../api/types';
import { assignableRoles, contactOf, mayChangeMember, mayManageMembers } from '../lib/memberActions';

/** The organisation's members: name, contact, role, since; the role's select and the removal where `actions` allow them. */
export function MembersTable({ members, actions, loading }: { members: Member[]; actions: readonly string[]; loading: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const roles = assignableRoles(actions);
  const nameOf = (m: Member) => m.name?.trim() || m.username;

  const columns: ColumnsType<Member> = [
    {
      title: t('organisation.web.colName'),
      key: 'name',
      render: (_, m) => (
        <span>
          <bdi>{nameOf(m)}</bdi> {m.you && <Tag data-testid="member-you">{t('organisation.web.you')}</Tag>}
        </span>
      ),
    },
    { title: t('organisation.web.colContact'), key: 'contact', render: (_, m) => <bdi dir="ltr">{contactOf(m)}</bdi> },
    {
      title: t('organisation.web.colRole'),
      key: 'role',
      render: (_, m) =>
        mayChangeMember(actions, m.role) ? (
          <Select<MemberRole>
            size="small"
            value={m.role}
            className="member-role-select"
            popupMatchSelectWidth={false}
            aria-label={t('organisation.web.roleOf', { name: nameOf(m) })}
            options={roles.map((r) => ({ value: r, label: t(`organisation.role.${r}`) }))}
            loading={changeRole.isPending && changeRole.variables?.userId === m.user_id}
            onChange={(role) => changeRole.mutate({ userId: m.user_id, role }, { onSuccess: () => void message.success(t('organisation.web.roleChanged')) })}
            data-testid={`member-role-${m.user_id}`}
          />
        ) : (
          <span data-testid={`member-role-${m.user_id}`}>{t(`organisation.role.${m.role}`)}</span>
        ),
    },
    { title: t('organisation.web.colSince'), dataIndex: 'added_at', render: (v: string) => <bdi>{formatDateTime(v)}</bdi> },
    // A column of actions only for those who may take some (an empty one told a finance member nothing).
    ...(mayManageMembers(actions)
      ? ([
          {
            title: t('organisation.web.colActions'),
            key: 'actions',
            render: (_, m) =>
              mayChangeMember(actions, m.role) ? (
                <Popconfirm
                  title={t('organisation.web.removeConfirm', { name: nameOf(m) })}
                  okText={t('common.confirm')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true, 'data-testid': `member-remove-confirm-${m.user_id}` }}
                  onConfirm={() => remove.mutate(m.user_id, { onSuccess: () => void message.success(t('organisation.web.removed')) })}
                >
                  <Button size="small" danger data-testid={`member-remove-${m.user_id}`}>
                    {t('organisation.web.remove')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ] as ColumnsType<Member>)
      : []),
  ];
  return (
    <ResponsiveTable<Member>
      rowKey="user_id"
      columns={columns}
      dataSource={members}
      loading={loading}
      pagination={false}
      size="middle"
      data-testid="members-table"
    />
  );
}
