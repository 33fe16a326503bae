import { useTranslation } from 'react-i18next';
import type { MailingAddress } from '@tic/shared';
import { mailingApi } from '../api/mailingInfo';
import { MailingFields } from '../components/MailingFields';
import { RecordsPage } from '../components/RecordsPage';

const toFormValues = (r: MailingAddress) => ({ ...r });

/** internationalProduct/certificationInformation/postalManagement: the customer's mailing addresses. */
export default function PostalManagementPage() {
  const { t } = useTranslation();
  return (
    <RecordsPage<MailingAddress>
      api={mailingApi}
      testId="mailing-info"
      title={t('route.internationalProduct_certificationInformation_postalManagement')}
      intro={t('invoiceProfiles.mailingIntro')}
      addLabel={t('invoiceProfiles.addAddress')}
      editLabel={t('invoiceProfiles.editAddress')}
      initialValues={{ is_default: false }}
      toFormValues={toFormValues}
      fields={() => <MailingFields />}
      columns={[
        { title: t('field.recipient'), dataIndex: 'recipient', key: 'recipient' },
        { title: t('field.company'), dataIndex: 'company', key: 'company', ellipsis: true },
        { title: t('field.address'), dataIndex: 'address', key: 'address', ellipsis: true, width: 300 },
        { title: t('field.phone'), dataIndex: 'phone', key: 'phone', render: (v: string) => <span dir="ltr">{v}</span> },
        { title: t('field.postcode'), dataIndex: 'postcode', key: 'postcode' },
      ]}
    />
  );
}
