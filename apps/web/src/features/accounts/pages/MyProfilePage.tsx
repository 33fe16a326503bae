import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, ConfigProvider, Form, Input, Radio, Select, Space, Spin, Switch } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { introMaxFor, profileFormFor, type CustomerProfile } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { formSchemaRule } from '../../../lib/formRules';
import { currentLang } from '../../../lib/i18n';
import { useMe } from '../../auth';
import { useCountries } from '../../reference';
import { useCurrentOrganisation } from '../../organisations';
import { useDictionary } from '../../reference';
import { useProfile, useSaveProfile } from '../api/profile';
import { AreaCascader } from '../components/AreaCascader';
import { ChangeContactDialog } from '../components/ChangeContactDialog';
import { FileSlot, ProfileFilesContext } from '../components/FileSlot';
import { ProfileCompany } from '../components/ProfileCompany';
import { SessionsCard } from '../components/SessionsCard';
import { AccessTokensCard, WebhooksCard } from '../../trust';
import { ThirdIdentitiesCard } from '../components/ThirdIdentitiesCard';
import { profileParts } from '../lib/fileRules';
import { profileGateOf } from '../lib/profileGate';
import { rules } from '../lib/rules';

type Values = Record<string, unknown> & { area?: string[]; password?: string };

const toForm = (p: CustomerProfile): Values => ({ ...p, area: [p.province_id, p.city_id, p.district_id].filter(Boolean) as string[] });

/** /myProfile: account info, personal info, company info, identity documents, my sessions (spec sections 2, 3, 5). */
export default function MyProfilePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useMe();
  const profile = useProfile(me.id);
  const save = useSaveProfile(me.id);
  const [form] = Form.useForm<Values>();
  const [passwordEditing, setPasswordEditing] = useState(false);
  const [contact, setContact] = useState<'phone' | 'email' | null>(null);
  const lang = currentLang();
  const schema = useMemo(() => profileFormFor(lang), [lang]);
  const rule = (f: string) => [formSchemaRule(schema, f)];
  const identities = useDictionary('customer.identity').data ?? [];
  const channelTypes = useDictionary('identity_types').data ?? [];
  const idTypes = useDictionary('id_card_type').data ?? [];
  const countries = useCountries().data ?? [];
  const identity = Form.useWatch('identity', form) as string | undefined;
  const channelType = Form.useWatch('identity_type', form) as string | undefined;
  const country = Form.useWatch('country_id', form) as string | undefined;
  const idType = Number(Form.useWatch('id_type', form) ?? 0);
  const parts = profileParts(identity, channelType);
  const p = profile.data;
  const editable = !!p?.editable;
  // Issue 30: the company's fields are the organisation's, kept by its owners and administrators (the server's answer).
  const companyEditable = !!p?.company_editable;
  const organisation = useCurrentOrganisation().data;

  useEffect(() => {
    if (p) form.setFieldsValue(toForm(p));
  }, [p, form]);

  if (!p) return <div className="page">{profile.isLoading ? <Spin /> : null}</div>;

  const submit = async (v: Values) => {
    const { area, password, ...rest } = v;
    const [province_id, city_id, district_id] = country === 'CN' ? (area ?? []) : [];
    // Mobile and e-mail change only through their verified dialog; the save carries the values on file.
    const body = {
      ...rest,
      mobile_zone: p.mobile_zone,
      mobile: p.mobile,
      email: p.email,
      province_id,
      city_id,
      district_id,
      ...(passwordEditing && password ? { password } : {}),
    };
    for (const k of ['id', 'username', 'is_control', 'verified', 'editable', 'missing', 'id_card', 'files', 'organisation_id', 'company_editable'])
      delete (body as Record<string, unknown>)[k];
    await save.mutateAsync(body);
    void message.success(t('accountsWeb.modificationSuccess'));
    setPasswordEditing(false);
  };
  const item = (name: string, node: React.ReactNode, required = false) => (
    <Form.Item name={name} label={t(`field.${name}`)} rules={rule(name)} required={required}>
      {node}
    </Form.Item>
  );
  /** The company's fields: read-only for a member whose role may not keep the organisation's profile. */
  const company = (node: React.ReactNode) => <ConfigProvider componentDisabled={companyEditable ? undefined : true}>{node}</ConfigProvider>;
  // Isolated: a Latin company name inside an Arabic sentence keeps its own direction.
  const companyName = `\u2068${organisation?.name ?? ''}\u2069`;

  return (
    <div className="page profile-page" data-testid="my-profile">
      <PageHeader title={t('route.myProfile')} />
      {p.missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="profile-missing"
          title={profileGateOf(p, organisation?.actions, t).messages.map((m) => (
            <div key={m}>{m}</div>
          ))}
          data-testid="profile-missing"
        />
      )}
      {editable && !companyEditable && (
        <Alert
          type="info"
          showIcon
          className="profile-company-note"
          title={t('accountsWeb.companyReadOnly', { name: companyName })}
          data-testid="pf-company-readonly"
        />
      )}
      {editable && companyEditable && p.organisation_id !== p.id && (
        <Alert type="info" showIcon className="profile-company-note" title={t('accountsWeb.companyOf', { name: companyName })} data-testid="pf-company-of" />
      )}
      <ProfileFilesContext.Provider value={p.files}>
        <Form<Values> form={form} layout="vertical" disabled={!editable} onFinish={(v) => void submit(v).catch(() => undefined)} scrollToFirstError>
          <Card title={t('accountsWeb.accountInfo')} className="profile-card">
            <div className="profile-grid">
              <Form.Item label={t('field.username')} htmlFor="pf-username">
                <Input id="pf-username" value={p.username} disabled data-testid="pf-username" />
              </Form.Item>
              <Form.Item label={t('field.password')}>
                <Space.Compact block>
                  {/* Left empty, the password is simply not changed. */}
                  <Form.Item name="password" noStyle rules={passwordEditing ? rules.optionalPassword : []}>
                    <Input.Password disabled={!passwordEditing} autoComplete="new-password" placeholder="••••••" data-testid="pf-password" />
                  </Form.Item>
                  <Button
                    icon={<EditOutlined />}
                    onClick={() => setPasswordEditing(true)}
                    disabled={passwordEditing || !editable}
                    data-testid="pf-change-password"
                  >
                    {t('common.changePassword')}
                  </Button>
                </Space.Compact>
              </Form.Item>
              <Form.Item label={t('field.mobile')} htmlFor="pf-mobile">
                <Space.Compact block>
                  <Input id="pf-mobile" value={`${p.mobile_zone} ${p.mobile ?? ''}`} disabled className="ltr-field" data-testid="pf-mobile" />
                  <Button onClick={() => setContact('phone')} disabled={false} aria-label={t('accountsWeb.changeMobile')} data-testid="pf-change-mobile">
                    {t('accountsWeb.changeContact')}
                  </Button>
                </Space.Compact>
              </Form.Item>
              <Form.Item label={t('field.email')} htmlFor="pf-email">
                <Space.Compact block>
                  <Input id="pf-email" value={p.email ?? ''} disabled className="ltr-field" data-testid="pf-email" />
                  <Button onClick={() => setContact('email')} disabled={false} aria-label={t('accountsWeb.changeEmail')} data-testid="pf-change-email">
                    {t('accountsWeb.changeContact')}
                  </Button>
                </Space.Compact>
              </Form.Item>
              <Form.Item name="notify_by_email" label={t('field.notify_by_email')} valuePropName="checked">
                <Switch data-testid="pf-notify" />
              </Form.Item>
              <Form.Item
                name="avatar"
                label={t('field.avatar')}
                getValueProps={(v: string | null) => ({ value: v ? [v] : [] })}
                getValueFromEvent={(paths: string[]) => paths[0] ?? null}
              >
                <FileSlot kind="avatar" picture testId="pf-avatar" disabled={!editable} />
              </Form.Item>
            </div>
          </Card>
          <Card title={t('accountsWeb.personalInfo')} className="profile-card">
            <div className="profile-grid">
              {item('name', <Input data-testid="pf-name" />, true)}
              {item('sex', <Radio.Group options={[0, 1, 2].map((s) => ({ value: s, label: t(`accountsWeb.sex${s}`) }))} />)}
              {item('wechat', <Input className="ltr-field" />)}
            </div>
          </Card>
          <Card title={t('accountsWeb.customerInfo')} className="profile-card" data-testid="pf-customer-info">
            <div className="profile-grid">
              {company(
                <>
                  {item('identity', <Select options={identities.map((d) => ({ value: d.dicKey, label: d.dicValue }))} data-testid="pf-identity" />, true)}
                  {(parts.agency || identity === 'PERSONAL') &&
                    item(
                      'identity_type',
                      <Radio.Group options={channelTypes.map((d) => ({ value: d.dicKey, label: d.dicValue }))} data-testid="pf-identity_type" />,
                      parts.agency,
                    )}
                  {item(
                    'country_id',
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      options={countries.map((c) => ({ value: c.code, label: c.name }))}
                      data-testid="pf-country"
                    />,
                    true,
                  )}
                  {country === 'CN' && (
                    <Form.Item
                      name="area"
                      label={t('accountsWeb.area')}
                      required
                      rules={[{ required: true, type: 'array', len: 3, message: t('validation.area') }]}
                    >
                      <AreaCascader testId="pf-area" />
                    </Form.Item>
                  )}
                  {item('address', <Input data-testid="pf-address" />, true)}
                  {item('zipcode', <Input className="ltr-field" data-testid="pf-zipcode" />, true)}
                </>,
              )}
            </div>
          </Card>
          {parts.company && (
            <Card title={t('accountsWeb.companyInfo')} className="profile-card">
              {company(<ProfileCompany rule={rule} introMax={introMaxFor(lang)} agency={parts.agency} disabled={!editable || !companyEditable} />)}
            </Card>
          )}
          {parts.idDocuments && (
            <Card title={t('accountsWeb.idDocuments')} className="profile-card" data-testid="pf-id-documents">
              <div className="profile-grid">
                {item('id_type', <Radio.Group options={idTypes.map((d) => ({ value: Number(d.dicKey), label: d.dicValue }))} data-testid="pf-id_type" />, true)}
                {item('id_no', <Input className="ltr-field" data-testid="pf-id_no" />)}
                {idType === 1 && (
                  <>
                    {oneFile('front')}
                    {oneFile('opposite')}
                  </>
                )}
                {idType === 2 && oneFile('passport')}
              </div>
            </Card>
          )}
          {editable && (
            <div className="profile-actions">
              <Button type="primary" htmlType="submit" size="large" loading={save.isPending} data-testid="pf-submit">
                {t('common.confirm')}
              </Button>
            </div>
          )}
        </Form>
      </ProfileFilesContext.Provider>
      <ThirdIdentitiesCard />
      <SessionsCard />
      <AccessTokensCard />
      <WebhooksCard />
      {contact && <ChangeContactDialog kind={contact} open onClose={() => setContact(null)} />}
    </div>
  );

  function oneFile(name: 'front' | 'opposite' | 'passport') {
    return (
      <Form.Item
        name={name}
        label={t(`field.${name}`)}
        required
        rules={rule(name)}
        getValueProps={(v: string | null) => ({ value: v ? [v] : [] })}
        getValueFromEvent={(paths: string[]) => paths[0] ?? null}
      >
        <FileSlot kind="id_image" picture testId={`pf-${name}`} disabled={!editable} />
      </Form.Item>
    );
  }
}
