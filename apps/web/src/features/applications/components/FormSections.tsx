import { Card, Collapse, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FORM_DEFINITIONS,
  fieldRequired,
  fieldVisible,
  sectionVisible,
  valueAt,
  watchedFields,
  type ApplicationForm,
  type SectionDefinition,
} from '@tic/shared';
import { AttachmentsUploader } from '../../../components/attachments/AttachmentsUploader';
import { ChecklistUploader } from '../../../components/attachments/ChecklistUploader';
import { ContainersInput } from '../../../components/application/ContainersInput';
import { InvoicesList } from '../../../components/application/InvoicesList';
import { LinesList } from '../../../components/application/LinesList';
import { FormNameContext, SectionFields, useFieldLabel } from '../../../components/application/MetaField';
import { PartyFields } from '../../../components/application/PartyFields';
import { ProductLines } from '../../../components/application/ProductLines';
import type { FieldMetaLike, RuleFor } from '../../../components/application/types';
import { useDictionary } from '../../reference';
import { formVault } from '../../vault';
import { downloadHref, useFileTypeOptions } from '../lib/labels';
import { SECTION_WIDGETS } from './sectionWidgets';
import { ListImport } from './ProductImport';

/**
 * The form of a business line, drawn from its shared declaration (FORM_DEFINITIONS): the basic card
 * (type and title), then each section in the declaration's order, drawn by its render kind. What is
 * shown follows the declaration's visible-when rules (packages/shared forms/interpreter.ts), the same
 * rules the server's submit schema requires by.
 */
export function FormSections({
  form,
  rules,
  readOnly,
  productActions,
  onImported,
}: {
  form: ApplicationForm;
  rules: RuleFor;
  readOnly: boolean;
  productActions?: React.ReactNode;
  /** Lines came from an Excel import (the form saves). */
  onImported?: () => void;
}) {
  return (
    <FormNameContext.Provider value={form}>
      <Sections form={form} rules={rules} readOnly={readOnly} productActions={productActions} onImported={onImported} />
    </FormNameContext.Provider>
  );
}

function Sections({
  form,
  rules,
  readOnly,
  productActions,
  onImported,
}: {
  form: ApplicationForm;
  rules: RuleFor;
  readOnly: boolean;
  productActions?: React.ReactNode;
  onImported?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const label = useFieldLabel();
  const def = FORM_DEFINITIONS[form];
  const formInstance = Form.useFormInstance();
  // The values the visible-when rules read (the sections redraw when one of them changes, not on every keystroke).
  const watched = watchedFields(def);
  const snapshot = Form.useWatch((v: Record<string, unknown>) => JSON.stringify(watched.map((p) => valueAt(v, p) ?? null)), {
    form: formInstance,
    preserve: true,
  });
  const values = ruleValues(watched, snapshot);
  const types = useDictionary('rfc').data ?? [];
  const fileTypes = useFileTypeOptions();
  const sectionTitle = (key: string) => (i18n.exists(`forms.${form}.section.${key}`) ? t(`forms.${form}.section.${key}`) : t(`applications.section.${key}`));
  const optionalParties = def.sections.filter((s) => s.render === 'parties' && s.optional && sectionVisible(def, s.key, values));

  const card = (key: string, body: React.ReactNode, title = key === 'basic' ? t('appUi.section.basic') : sectionTitle(key)) => (
    <Card key={key} title={title} className="form-section" data-testid={`section-${key}`}>
      {body}
    </Card>
  );

  const draw = (s: SectionDefinition) => {
    const metas = s.fields as FieldMetaLike[];
    switch (s.render) {
      case 'parties':
        if (!s.optional) return <PartyFields key={s.key} role={s.role!} metas={metas} rules={rules} readOnly={readOnly} />;
        // The optional parties fold together under one heading, opened when the user needs them.
        if (s !== optionalParties[0]) return null;
        return (
          <Collapse
            key="optional-parties"
            className="form-section optional-parties"
            items={[
              {
                key: 'optional',
                label: i18n.exists(`forms.${form}.section.otherParties`) ? t(`forms.${form}.section.otherParties`) : t('appUi.section.otherParties'),
                forceRender: true,
                children: optionalParties.map((p) => (
                  <PartyFields key={p.role} role={p.role!} metas={p.fields as FieldMetaLike[]} rules={rules} readOnly={readOnly} />
                )),
              },
            ]}
            data-testid="optional-parties"
          />
        );
      case 'invoices':
        return card(s.key, <InvoicesList name={s.key} metas={metas} rules={rules} readOnly={readOnly} max={s.list?.max} />);
      case 'products':
        return card(
          s.key,
          <ProductLines
            name={s.key}
            metas={metas}
            vehicleMetas={(s.sub?.[0]?.fields ?? []) as FieldMetaLike[]}
            vehicleKey={s.sub?.[0]?.key}
            rules={rules}
            readOnly={readOnly}
            extraActions={productActions}
          />,
        );
      case 'containers':
        return card(
          s.key,
          <Form.Item name={s.key} label={label(s.key)} rules={rules([s.key], { name: s.key, kind: 'list', required: false })}>
            <ContainersInput id={s.key} disabled={readOnly} max={s.list?.max} />
          </Form.Item>,
        );
      case 'attachments':
        // A checklist names each missing item in its own slot (the list's issue would repeat the first one).
        if (s.checklist)
          return card(
            s.key,
            <Form.Item name={s.key} rules={rules([s.key], { name: s.key, kind: 'list', required: false })} help="">
              <ChecklistUploader form={form} checklist={s.checklist} readOnly={readOnly} downloadHref={downloadHref} vault={formVault} />
            </Form.Item>,
          );
        return card(
          s.key,
          <Form.Item name={s.key} rules={rules([s.key], { name: s.key, kind: 'list', required: false })}>
            <AttachmentsUploader
              form={form}
              fileTypes={fileTypes.filter((o) => !s.fileTypes || s.fileTypes.includes(o.value))}
              readOnly={readOnly}
              downloadHref={downloadHref}
              vault={formVault}
            />
          </Form.Item>,
        );
      case 'lines':
        return card(
          s.key,
          <LinesList
            name={s.key}
            title={(n) => t('appUi.lines.item', { index: n })}
            metas={metas}
            rules={rules}
            readOnly={readOnly}
            min={s.list?.min ?? 0}
            max={s.list?.max ?? 1}
            extraActions={
              s.importer && !readOnly ? (
                <ListImport
                  list={s.key}
                  importPath={`/kenya/lines/${s.importer}/import`}
                  templatePath={`/kenya/lines/${s.importer}/excel`}
                  answerKey="lines"
                  onImported={() => onImported?.()}
                  testId={s.key}
                  label={{ button: t('appUi.lineImport.button'), title: t('appUi.lineImport.title') }}
                />
              ) : undefined
            }
          />,
        );
      case 'fields': {
        const Widget = s.widget ? SECTION_WIDGETS[s.widget] : undefined;
        return card(
          s.key,
          <>
            <SectionFields
              // A field a rule requires now (the lot's size when the PO lines mix units) is marked required as well.
              metas={metas.map((m) => (!m.required && fieldRequired(def, `${s.key}.${m.name}`, m, values) ? { ...m, required: true } : m))}
              prefix={[s.key]}
              rules={rules}
              readOnly={readOnly}
              only={(m) => fieldVisible(def, `${s.key}.${m.name}`, values)}
            />
            {Widget && <Widget values={values} />}
          </>,
        );
      }
    }
  };

  return (
    <>
      {card(
        'basic',
        <div className="meta-grid">
          <Form.Item
            name="application_type"
            label={label('application_type')}
            required
            rules={rules(['application_type'], { name: 'application_type', kind: 'select', required: true })}
          >
            <Select
              disabled={readOnly || def.applicationTypes.length < 2}
              options={def.applicationTypes.map((v) => ({ value: v, label: types.find((e) => e.dicKey === v)?.dicValue ?? v }))}
              data-testid="application-type"
            />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('appUi.section.title')}
            required
            rules={rules(['title'], { name: 'title', kind: 'text', required: true })}
            className="meta-wide"
          >
            <Input id="title" dir="auto" maxLength={100} disabled={readOnly} />
          </Form.Item>
        </div>,
      )}
      {def.sections.filter((s) => sectionVisible(def, s.key, values)).map(draw)}
    </>
  );
}

/** The watched values back in the payload's shape, for the shared holds() rules. */
function ruleValues(paths: string[], snapshot: string | undefined): Record<string, unknown> {
  const read = snapshot ? (JSON.parse(snapshot) as unknown[]) : [];
  const out: Record<string, unknown> = {};
  paths.forEach((p, i) => {
    const parts = p.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]!] = read[i] ?? undefined;
  });
  return out;
}
