import { Button, Spin } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GUEST_APPLICATIONS_PATH } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { ResponsiveTable } from '../../../components/ResponsiveTable';
import { useGuestApplications, type GuestApplicationItem } from '../api/guests';

/** /guestApplications (issue 30): the applications the person helps with as a guest, each opening its guest page. */
export default function GuestApplicationsPage() {
  const { t } = useTranslation();
  const list = useGuestApplications();
  const columns: ColumnsType<GuestApplicationItem> = [
    { title: t('appUi.list.rfcNo'), key: 'no', render: (_, a) => <bdi dir="ltr">{a.rfc_no ?? `#${a.id}`}</bdi> },
    { title: t('organisation.title'), dataIndex: 'organisation', render: (v: string) => <bdi>{v}</bdi> },
    {
      title: t('organisation.web.colActions'),
      key: 'open',
      render: (_, a) => (
        <Link to={`${GUEST_APPLICATIONS_PATH}/${a.id}`} data-testid={`guest-open-${a.id}`}>
          <Button size="small">{t('guest.web.open')}</Button>
        </Link>
      ),
    },
  ];
  return (
    <div className="page guest-applications-page" data-testid="guest-applications-page">
      <PageHeader title={t('route.guestApplications')} />
      {list.isLoading ? (
        <Spin />
      ) : (
        <ResponsiveTable<GuestApplicationItem>
          rowKey="id"
          columns={columns}
          dataSource={list.data ?? []}
          pagination={false}
          locale={{ emptyText: t('guest.web.none') }}
          data-testid="guest-applications-table"
        />
      )}
    </div>
  );
}
