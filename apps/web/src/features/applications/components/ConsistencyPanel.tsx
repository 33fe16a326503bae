import { Alert, Button, Form, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FORM_DEFINITIONS, findingText, pathLabel, type ApplicationForm, type Finding } from '@tic/shared';
import { currentLang } from '../../../lib/i18n';

/** A finding's field path as the form's name path ("invoices.0.amount" → ['invoices', 0, 'amount']). */
const namePath = (path: string) => path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * The findings of the consistency check on the values being typed (issue 31): each with whether it blocks the
 * submission or only warns, its message naming both fields, and a link to each of them (scrolled to and focused).
 * Nothing is shown while there is nothing to say.
 */
export function ConsistencyPanel({ form, findings }: { form: ApplicationForm; findings: readonly Finding[] }) {
  const { t } = useTranslation();
  const instance = Form.useFormInstance();
  if (!findings.length) return null;
  const lang = currentLang();
  const blocks = findings.filter((f) => f.severity === 'block').length;
  // A path the form draws (the application type is chosen before the form: no field to go to).
  const drawn = (path: string) =>
    FORM_DEFINITIONS[form].sections.some((s) => path === s.key || path.startsWith(`${s.key}.`) || s.key.startsWith(`${path.split('.')[0]}.`));
  const goTo = (path: string) => {
    instance.scrollToField(namePath(path), { block: 'center', focus: true });
  };
  return (
    <Alert
      type={blocks ? 'error' : 'warning'}
      showIcon
      className="form-alert consistency-panel"
      data-testid="consistency-panel"
      data-blocks={blocks}
      title={t('consistency.panel.title')}
      description={
        <>
          <Typography.Paragraph className="consistency-intro">
            {t('consistency.panel.intro')} {t('consistency.panel.counts', { blocks, warnings: findings.length - blocks })}
          </Typography.Paragraph>
          <List
            size="small"
            dataSource={findings as Finding[]}
            renderItem={(f, i) => (
              <List.Item key={`${f.rule}-${f.path}-${i}`} data-testid="consistency-finding" data-rule={f.rule} data-severity={f.severity} data-path={f.path}>
                <Space orientation="vertical" size={2} className="consistency-finding">
                  <span>
                    <Tag color={f.severity === 'block' ? 'red' : 'gold'}>
                      {t(f.severity === 'block' ? 'consistency.panel.block' : 'consistency.panel.warn')}
                    </Tag>
                    {findingText(f, lang)}
                  </span>
                  <Space wrap size={[8, 0]}>
                    {[f.path, ...f.against].filter(drawn).map((p) => (
                      <Button
                        key={p}
                        type="link"
                        size="small"
                        className="consistency-link"
                        onClick={() => goTo(p)}
                        data-testid="consistency-link"
                        data-path={p}
                      >
                        {t('consistency.panel.goTo', { field: pathLabel(lang, p) })}
                      </Button>
                    ))}
                  </Space>
                </Space>
              </List.Item>
            )}
          />
        </>
      }
    />
  );
}
