import { Form, Select } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mailingApi } from '../../lib/sharedQueries';
import type { FieldMetaLike, FieldPath, RuleFor } from './types';

const POSTAL_PATH = '/internationalProduct/certificationInformation/postalManagement';

/**
 * Where a mailed certificate goes (issue 19): shown once "collect the certificate by mail" is ticked, it
 * offers the customer's own mailing addresses (default first) and keeps the chosen one's id; the server
 * copies the address into the application when the form is saved.
 */
export function MailingAddressPicker({
  meta,
  path,
  fullPath,
  rules,
  readOnly,
}: {
  meta: FieldMetaLike;
  path: FieldPath;
  fullPath: FieldPath;
  rules?: RuleFor;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const mailed = Form.useWatch([...fullPath.slice(0, -1), 'mail_certificate'], form) as boolean | undefined;
  const list = mailingApi.useList();
  const addresses = list.data ?? [];
  if (!mailed) return null;
  return (
    <Form.Item
      name={path}
      label={t('appExtras.mailingAddress')}
      required
      rules={[...(rules?.(fullPath, meta) ?? []), { required: true, message: t('validation.mailingAddressRequired') }]}
      className="meta-field meta-wide"
      extra={
        <Link to={POSTAL_PATH} target="_blank">
          {addresses.length ? t('appExtras.manageAddresses') : `${t('appExtras.noAddresses')} ${t('appExtras.manageAddresses')}`}
        </Link>
      }
    >
      {/* Closed until the addresses are here: a list that opened empty and then filled would grow and move
          (antd flips it above the field) under the pointer, and a click meant for an address would land
          beside it and choose nothing (issue 19). */}
      <Select
        id={fullPath.join('-')}
        disabled={readOnly || list.isPending}
        loading={list.isPending}
        placeholder={t('appExtras.pickAddress')}
        data-testid="mailing-address"
        options={addresses.map((a) => ({ value: a.id, label: [a.recipient, a.company, a.address, a.postcode, a.phone].filter(Boolean).join(' · ') }))}
      />
    </Form.Item>
  );
}
