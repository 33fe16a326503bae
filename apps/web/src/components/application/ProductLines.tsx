import { Button, Card, Collapse, Form, Switch, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SectionFields } from './MetaField';
import type { FieldMetaLike, RuleFor } from './types';

/**
 * The product lines of an application (spec section 3, Product item): HS code (look-up), brand, model,
 * quantity, unit price, unit, description, manufacturer, origin, condition, assembly, standard,
 * licence number; for vehicles and excavators a vehicle-data section (VIN, engine, masses, mileage,
 * working hours, first registration) opens under the line. At least one line (the shared rule).
 * Lines can be copied, because consecutive lines often differ in a model number only.
 */
export function ProductLines({
  metas,
  vehicleMetas,
  rules,
  readOnly,
  name = 'products',
  vehicleKey = 'vehicle',
  extraActions,
}: {
  metas: readonly FieldMetaLike[];
  vehicleMetas: readonly FieldMetaLike[];
  rules?: RuleFor;
  readOnly?: boolean;
  name?: string;
  vehicleKey?: string;
  extraActions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }, { errors }) => (
        <div className="repeat-list" data-testid="product-lines">
          {fields.map((f, index) => (
            <Card
              key={f.key}
              size="small"
              className="repeat-card"
              title={<ProductTitle index={index} name={name} field={f.name} />}
              extra={
                readOnly ? null : (
                  <>
                    <Button
                      type="text"
                      size="small"
                      icon={<CopyOutlined />}
                      onClick={() => add(structuredClone(form.getFieldValue([name, f.name]) ?? {}), index + 1)}
                      data-testid={`product-copy-${index}`}
                    >
                      {t('appUi.products.copy')}
                    </Button>
                    {fields.length > 1 && (
                      <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={() => remove(f.name)} data-testid={`product-remove-${index}`}>
                        {t('appUi.remove')}
                      </Button>
                    )}
                  </>
                )
              }
              data-testid={`product-${index}`}
            >
              <SectionFields metas={metas} prefix={[f.name]} listPath={[name]} rules={rules} readOnly={readOnly} />
              <VehicleSection listName={name} field={f.name} metas={vehicleMetas} vehicleKey={vehicleKey} rules={rules} readOnly={readOnly} index={index} />
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          {!readOnly && (
            <div className="repeat-actions">
              <Button icon={<PlusOutlined />} onClick={() => add({})} data-testid="product-add">
                {t('appUi.products.add')}
              </Button>
              {extraActions}
              <Typography.Text type="secondary">{t('appUi.products.count', { count: fields.length })}</Typography.Text>
            </div>
          )}
        </div>
      )}
    </Form.List>
  );
}

function ProductTitle({ index, name, field }: { index: number; name: string; field: number }) {
  const { t } = useTranslation();
  const line = Form.useWatch([name, field]) as { brand?: string; model?: string } | undefined;
  const summary = [line?.brand, line?.model].filter(Boolean).join(' · ');
  return (
    <span>
      {t('appUi.products.item', { index: index + 1 })}
      {summary && <Typography.Text type="secondary"> — {summary}</Typography.Text>}
    </span>
  );
}

/** The vehicle data of a line: shown once the user says the goods are a vehicle or an excavator. */
function VehicleSection({
  listName,
  field,
  metas,
  vehicleKey,
  rules,
  readOnly,
  index,
}: {
  listName: string;
  field: number;
  metas: readonly FieldMetaLike[];
  vehicleKey: string;
  rules?: RuleFor;
  readOnly?: boolean;
  index: number;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const value = Form.useWatch([listName, field, vehicleKey]) as Record<string, unknown> | undefined | null;
  const open = value !== undefined && value !== null;
  if (metas.length === 0) return null;
  return (
    <div className="vehicle-section">
      <Switch
        checked={open}
        disabled={readOnly}
        onChange={(on) => form.setFieldValue([listName, field, vehicleKey], on ? {} : undefined)}
        data-testid={`product-vehicle-${index}`}
        aria-label={t('appUi.products.vehicle')}
      />{' '}
      <Typography.Text>{t('appUi.products.vehicle')}</Typography.Text>
      {open && (
        <Collapse
          className="vehicle-collapse"
          defaultActiveKey={['v']}
          items={[
            {
              key: 'v',
              label: t('appUi.products.vehicleData'),
              children: <SectionFields metas={metas} prefix={[field, vehicleKey]} listPath={[listName]} rules={rules} readOnly={readOnly} />,
            },
          ]}
        />
      )}
    </div>
  );
}
