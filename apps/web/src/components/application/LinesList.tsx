import { useEffect } from 'react';
import { Button, Card, Form, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SectionFields } from './MetaField';
import type { FieldMetaLike, RuleFor } from './types';

/**
 * A repeating section of a form declaration (render kind `lines`: PO product lines, standards applied ...):
 * each line the declared fields, between the declared least and most lines. The list's own rule is the
 * shared schema's.
 */
export function LinesList({
  name,
  title,
  metas,
  rules,
  readOnly,
  min,
  max,
  extraActions,
}: {
  name: string;
  title: (n: number) => string;
  metas: readonly FieldMetaLike[];
  rules?: RuleFor;
  readOnly?: boolean;
  min: number;
  max: number;
  /** Beside the add button (an Excel import of the lines). */
  extraActions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  // The list's own message (a composition adding up ...) follows its lines as they are edited, once shown.
  const form = Form.useFormInstance();
  const lines = JSON.stringify(Form.useWatch(name, { form, preserve: true }) ?? []);
  useEffect(() => {
    if (form.getFieldError(name).length > 0) form.validateFields([name]).catch(() => undefined);
  }, [form, name, lines]);
  return (
    <Form.List name={name} rules={rules?.([name], { name, kind: 'list', required: min > 0 }) as never}>
      {(fields, { add, remove }, { errors }) => (
        <div className="repeat-list" data-testid={`lines-${name}`}>
          {fields.map((f, index) => (
            <Card
              key={f.key}
              size="small"
              className="repeat-card"
              title={title(index + 1)}
              extra={
                !readOnly && fields.length > Math.max(min, 0) ? (
                  <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={() => remove(f.name)} data-testid={`${name}-remove-${index}`}>
                    {t('appUi.remove')}
                  </Button>
                ) : null
              }
              data-testid={`${name}-${index}`}
            >
              <SectionFields metas={metas} prefix={[f.name]} listPath={[name]} rules={rules} readOnly={readOnly} />
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          {!readOnly && (
            <div className="repeat-actions">
              <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={fields.length >= max} data-testid={`${name}-add`}>
                {t('appUi.lines.add')}
              </Button>
              {extraActions}
              <Typography.Text type="secondary">{t('appUi.lines.count', { filled: fields.length, max })}</Typography.Text>
            </div>
          )}
        </div>
      )}
    </Form.List>
  );
}
