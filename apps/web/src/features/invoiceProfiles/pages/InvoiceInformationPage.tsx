import { useTranslation } from 'react-i18next';
import type { InvoiceProfile } from '@tic/shared';
import { invoiceApi } from '../api/invoiceInfo';
import { InvoiceFields } from '../components/InvoiceFields';
import { RecordsPage } from '../components/RecordsPage';

const toFormValues = (r: InvoiceProfile) => ({ ...r });

/** internationalProduct/certificationInformation/invoiceInformation: the customer's invoice profiles. */
export default function InvoiceInformationPage() {
  const { t } = useTranslation();
  return (
    <RecordsPage<InvoiceProfile>
      api={invoiceApi}
      testId="invoice-info"
      title={t('route.internationalProduct_certificationInformation_invoiceInformation')}
      intro={t('invoiceProfiles.invoiceIntro')}
      addLabel={t('invoiceProfiles.addInvoice')}
      editLabel={t('invoiceProfiles.editInvoice')}
      initialValues={{ type: 'special_vat', is_default: false }}
      toFormValues={toFormValues}
      fields={() => <InvoiceFields />}
      columns={[
        { title: t('field.title'), dataIndex: 'title', key: 'title', ellipsis: true },
        { title: t('invoiceProfiles.invoiceType'), dataIndex: 'type', key: 'type', render: (v: string) => t(`invoiceProfiles.type_${v}`) },
        { title: t('field.taxpayer_number'), dataIndex: 'taxpayer_number', key: 'taxpayer_number' },
        { title: t('field.bank_name'), dataIndex: 'bank_name', key: 'bank_name', ellipsis: true },
        { title: t('field.contact'), dataIndex: 'contact', key: 'contact' },
      ]}
    />
  );
}
