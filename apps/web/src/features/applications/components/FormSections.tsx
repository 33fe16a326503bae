import { Card, Collapse, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORM_DEFINITIONS, OPTIONAL_PARTIES, type ApplicationForm } from '@tic/shared';
import { AttachmentsUploader } from '../../../components/attachments/AttachmentsUploader';
import { ContainersInput } from '../../../components/application/ContainersInput';
import { InvoicesList } from '../../../components/application/InvoicesList';
import { SectionFields, useFieldLabel } from '../../../components/application/MetaField';
import { PartyFields } from '../../../components/application/PartyFields';
import { ProductLines } from '../../../components/application/ProductLines';
import type { FieldMetaLike, RuleFor } from '../../../components/application/types';
import { useDictionary } from '../../reference';
import { downloadHref, useFileTypeOptions } from '../lib/labels';

/** Sections that belong to one application type only. */
const TYPE_SECTIONS: Record<string, string> = { kenya: 'kenya_pvoc', nigeria: 'nigeria_soncap', iraq: 'iraq_coc' };

/**
 * The form of a business line, drawn from its shared definition (FORM_DEFINITIONS): the basic card
 * (type and title), then each section in the definition's order; the country sections appear for their
 * application type only; Kenya's IDF number is asked when the user says there is an IDF.
 */
export function FormSections({ form, rules, readOnly, productActions }: { form: ApplicationForm; rules: RuleFor; readOnly: boolean; productActions?: React.ReactNode }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const def = FORM_DEFINITIONS[form];
  const type = Form.useWatch('application_type') as string | undefined;
  const idf = Form.useWatch(['kenya', 'idf_required']) as boolean | undefined;
  const types = useDictionary('rfc').data ?? [];
  const fileTypes = useFileTypeOptions();
  const optional: readonly string[] = OPTIONAL_PARTIES;
  const metasOf = (key: string) => (def.sections.find((s) => s.key === key)?.fields ?? []) as FieldMetaLike[];

  const card = (key: string, body: React.ReactNode, title = t(key === 'basic' ? 'appUi.section.basic' : `applications.section.${key}`)) => (
    <Card key={key} title={title} className="form-section" data-testid={`section-${key}`}>
      {body}
    </Card>
  );

  return (
    <>
      {card(
        'basic',
        <div className="meta-grid">
          <Form.Item name="application_type" label={label('application_type')} required rules={rules(['application_type'], { name: 'application_type', kind: 'select', required: true })}>
            <Select disabled={readOnly || def.applicationTypes.length < 2} options={def.applicationTypes.map((v) => ({ value: v, label: types.find((e) => e.dicKey === v)?.dicValue ?? v }))} data-testid="application-type" />
          </Form.Item>
          <Form.Item name="title" label={t('appUi.section.title')} required rules={rules(['title'], { name: 'title', kind: 'text', required: true })} className="meta-wide">
            <Input id="title" maxLength={100} disabled={readOnly} />
          </Form.Item>
        </div>,
      )}
      {def.sections.map((s) => {
        if (TYPE_SECTIONS[s.key] && TYPE_SECTIONS[s.key] !== type) return null;
        if (s.key.startsWith('parties.')) {
          const role = s.key.slice('parties.'.length);
          if (!optional.includes(role)) return <PartyFields key={s.key} role={role} metas={s.fields as FieldMetaLike[]} rules={rules} readOnly={readOnly} />;
          // The optional parties fold together under one heading, opened when the user needs them.
          if (role !== optional.find((r) => def.sections.some((x) => x.key === `parties.${r}`))) return null;
          return (
            <Collapse
              key="optional-parties"
              className="form-section optional-parties"
              items={[
                {
                  key: 'optional',
                  label: t('appUi.section.otherParties'),
                  forceRender: true,
                  children: optional.map((r) => <PartyFields key={r} role={r} metas={metasOf(`parties.${r}`)} rules={rules} readOnly={readOnly} />),
                },
              ]}
              data-testid="optional-parties"
            />
          );
        }
        switch (s.key) {
          case 'invoices':
            return card(s.key, <InvoicesList metas={metasOf('invoices')} rules={rules} readOnly={readOnly} max={s.list?.max} />);
          case 'products':
            return card(s.key, <ProductLines metas={metasOf('products')} vehicleMetas={metasOf('products.vehicle')} rules={rules} readOnly={readOnly} extraActions={productActions} />);
          case 'products.vehicle':
            return null;
          case 'containers':
            return card(
              s.key,
              <Form.Item name="containers" label={label('containers')} rules={rules(['containers'], { name: 'containers', kind: 'list', required: false })}>
                <ContainersInput id="containers" disabled={readOnly} max={s.list?.max} />
              </Form.Item>,
            );
          case 'attachments':
            return card(
              s.key,
              <Form.Item name="attachments" rules={rules(['attachments'], { name: 'attachments', kind: 'list', required: false })}>
                <AttachmentsUploader form={form} fileTypes={fileTypes} readOnly={readOnly} downloadHref={downloadHref} />
              </Form.Item>,
            );
          default:
            return card(s.key, <SectionFields metas={s.fields as FieldMetaLike[]} prefix={[s.key]} rules={rules} readOnly={readOnly} only={s.key === 'kenya' ? (m) => m.name !== 'idf_no' || idf === true : undefined} />);
        }
      })}
    </>
  );
}
