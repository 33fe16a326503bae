import { Checkbox, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { COMPANY_SIZES } from '@tic/shared';
import { useDictionary } from '../../reference';
import { isOtherKey } from '../lib/fileRules';
import { FileSlot } from './FileSlot';

/** Company info: name, representative, credit code, phones, website, e-mail, intro, licence; an agency adds size and qualifications. */
export function ProfileCompany({ rule, introMax, agency, disabled }: { rule: (f: string) => Rule[]; introMax: number; agency: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const qualifications = useDictionary('customer.qualification').data ?? [];
  const chosen: string[] = Form.useWatch('qualification', form) ?? [];
  const item = (name: string, node: React.ReactNode, required = false) => (
    <Form.Item name={name} label={t(`field.${name}`)} rules={rule(name)} required={required}>
      {node}
    </Form.Item>
  );
  const select = (key: string) => {
    if (!chosen.includes(key)) form.setFieldValue('qualification', [...chosen, key]);
  };
  return (
    <div className="profile-grid">
      {item('company', <Input dir="auto" data-testid="pf-company" />, true)}
      {item('company_human_name', <Input dir="auto" data-testid="pf-company_human_name" />, true)}
      {item('company_usci', <Input className="ltr-field" data-testid="pf-company_usci" />)}
      {item('telephone', <Input className="ltr-field" data-testid="pf-telephone" />, true)}
      {item('fax', <Input className="ltr-field" />)}
      {item('company_email', <Input className="ltr-field" data-testid="pf-company_email" />, true)}
      {item('website', <Input className="ltr-field" placeholder="https://" />)}
      {agency && item('company_size', <Select options={COMPANY_SIZES.map((s) => ({ value: s, label: s }))} allowClear />)}
      <div className="profile-wide">{item('intro', <Input.TextArea rows={4} showCount maxLength={introMax} />)}</div>
      <div className="profile-wide">
        <Form.Item name="license" label={t('field.license')} required rules={rule('license')}>
          <FileSlot kind="licence" testId="pf-license" disabled={disabled} />
        </Form.Item>
      </div>
      {agency && (
        <div className="profile-wide" data-testid="pf-qualifications">
          <Form.Item name="qualification" label={t('field.qualification')}>
            <Checkbox.Group className="qualification-list">
              {qualifications.map((q) => (
                <div key={q.dicKey} className="qualification-row">
                  <Checkbox value={q.dicKey} data-testid={`pf-qual-${q.dicKey}`}>
                    {q.dicValue}
                  </Checkbox>
                  {isOtherKey(q.dicKey) ? (
                    chosen.includes(q.dicKey) && (
                      <Form.Item name="qualification_others" noStyle rules={rule('qualification_others')}>
                        <Input placeholder={t('field.qualification_others')} data-testid="pf-qual-other" />
                      </Form.Item>
                    )
                  ) : (
                    // The option is chosen when its first evidence file arrives (spec section 4).
                    <Form.Item name={['qualificationPhoto', q.dicKey]} noStyle>
                      <FileSlot kind="qualification" testId={`pf-qual-files-${q.dicKey}`} onFirstFile={() => select(q.dicKey)} disabled={disabled} />
                    </Form.Item>
                  )}
                </div>
              ))}
            </Checkbox.Group>
          </Form.Item>
        </div>
      )}
    </div>
  );
}
