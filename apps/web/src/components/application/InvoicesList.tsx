import { Button, Card, Form, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_INVOICES } from '@tic/shared';
import { SectionFields } from './MetaField';
import type { FieldMetaLike, RuleFor } from './types';

/**
 * The invoices of an application: one to three (spec sections 3 and 5), each with number, date,
 * currency, amount and incoterm from the shared definition. Adding stops at the maximum; the last one
 * cannot be removed. The list's own rule (at least one, at most three) is the shared schema's.
 */
export function InvoicesList({
  metas,
  rules,
  readOnly,
  name = 'invoices',
  max = MAX_INVOICES,
}: {
  metas: readonly FieldMetaLike[];
  rules?: RuleFor;
  readOnly?: boolean;
  name?: string;
  max?: number;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }, { errors }) => (
        <div className="repeat-list" data-testid="invoices">
          {fields.map((f, index) => (
            <Card
              key={f.key}
              size="small"
              className="repeat-card"
              title={t('appUi.invoices.item', { index: index + 1 })}
              extra={
                !readOnly && fields.length > 1 ? (
                  <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={() => remove(f.name)} data-testid={`invoice-remove-${index}`}>
                    {t('appUi.remove')}
                  </Button>
                ) : null
              }
              data-testid={`invoice-${index}`}
            >
              <SectionFields metas={metas} prefix={[f.name]} listPath={[name]} rules={rules} readOnly={readOnly} />
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          {!readOnly && (
            <div className="repeat-actions">
              <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={fields.length >= max} data-testid="invoice-add">
                {t('appUi.invoices.add')}
              </Button>
              <Typography.Text type="secondary">{t('appUi.invoices.count', { filled: fields.length, max })}</Typography.Text>
            </div>
          )}
        </div>
      )}
    </Form.List>
  );
}
