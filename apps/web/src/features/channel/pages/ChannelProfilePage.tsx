import { useEffect, useMemo } from 'react';
import { Alert, App, Button, Card, Checkbox, Form, Input, Radio, Result, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNEL_EDITABLE, CHANNEL_QUALIFICATION_OTHER, channelProfileBody, issueMessage, type ChannelProfile, type ChannelProfileStatus } from '@tic/shared';
import { PageHeader } from '../../../components/PageHeader';
import { StatusPage } from '../../../components/StatusPage';
import { formSchemaRule } from '../../../lib/formRules';
import { currentLang } from '../../../lib/i18n';
import { FileSlot, ProfileFilesContext } from '../../accounts';
import { useDictionary } from '../../reference';
import { useChannelProfile, useSubmitChannelProfile } from '../api/channelProfile';
import './channelProfile.css';

type Values = Record<string, unknown> & { channel_type?: string; qualification?: string[] };
const STATUS_COLOR: Record<ChannelProfileStatus, string> = { none: 'default', submitted: 'processing', approved: 'success', returned: 'warning' };
const one = { getValueProps: (v: string | null) => ({ value: v ? [v] : [] }), getValueFromEvent: (paths: string[]) => paths[0] ?? null };

/**
 * /myProfileInfo (spec section 2): a channel partner confirms its channel type, its company or personal
 * identity and its qualification checklist with evidence; staff approve it or return it with a reason.
 */
export default function ChannelProfilePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const profile = useChannelProfile();
  const submit = useSubmitChannelProfile();
  const [form] = Form.useForm<Values>();
  const qualifications = useDictionary('customer.qualification').data ?? [];
  const channelType = Form.useWatch('channel_type', form) as string | undefined;
  const chosen = (Form.useWatch('qualification', form) as string[] | undefined) ?? [];
  const idType = Number(Form.useWatch(['personal', 'id_type'], form) ?? 0);
  const p = profile.data;
  const editable = !!p && CHANNEL_EDITABLE.includes(p.status);
  const rule = (field: string) => [formSchemaRule(channelProfileBody as never, field, () => ({ version: p?.version ?? 0 }))];
  // The schema reports nested paths (company.name): a rule per nested field.
  const nested = (path: [string, string]) => [
    ({ getFieldsValue }: { getFieldsValue: (all: true) => Values }) => ({
      validator: async () => {
        const r = channelProfileBody.safeParse({ ...getFieldsValue(true), version: p?.version ?? 0 });
        const issue = r.success ? undefined : r.error.issues.find((i) => i.path[0] === path[0] && i.path[1] === path[1]);
        if (issue) throw new Error(issueMessage(issue as never, currentLang()));
      },
    }),
  ];
  const files = useMemo(
    () => Object.fromEntries(Object.entries(p?.files ?? {}).map(([path, f]) => [path, { ...f, id: Number(path.slice(6)), path }])),
    [p?.files],
  );

  useEffect(() => {
    if (p) form.setFieldsValue({ ...p, channel_type: p.channel_type ?? undefined } as Values);
  }, [p, form]);

  const onFinish = async (values: Values) => {
    try {
      await submit.mutateAsync({ ...(values as object), version: p!.version } as never);
      void message.success(t('channel.submitted'));
    } catch (e) {
      if ((e as { status?: number }).status === 409) void message.warning(t('channel.stale'));
    }
  };

  // Not a channel account (the API answers 403): the denied page, never an endless spinner; other failures say so.
  if (profile.isError) {
    const denied = (profile.error as { status?: number } | null)?.status === 403;
    return denied ? (
      <StatusPage status="403" title={t('denied.title')} desc={t('denied.desc')} testId="denied" />
    ) : (
      <Result status="warning" title={t('common.pageLoadFailed')} data-testid="channel-profile-failed" />
    );
  }
  if (!p) return <Spin />;
  return (
    <div className="channel-profile-page" data-testid="channel-profile">
      <PageHeader
        title={t('channel.title')}
        subtitle={t('channel.intro')}
        extra={
          <Tag color={STATUS_COLOR[p.status]} data-testid="channel-status">
            {t(`channel.status.${p.status}`)}
          </Tag>
        }
      />
      {p.status === 'returned' && p.reason && (
        <Alert type="warning" showIcon message={t('channel.returned', { reason: p.reason })} data-testid="channel-returned" style={{ marginBottom: 16 }} />
      )}
      {p.status === 'approved' && <Alert type="success" showIcon message={t('channel.locked')} style={{ marginBottom: 16 }} />}
      <ProfileFilesContext.Provider value={files}>
        <Form form={form} layout="vertical" onFinish={onFinish} disabled={!editable}>
          <Card title={t('channel.channelType')} className="form-section">
            <Form.Item name="channel_type" label={t('channel.channelType')} required rules={rule('channel_type')}>
              <Radio.Group data-testid="channel-type" options={['company', 'personal'].map((v) => ({ value: v, label: t(`channel.type.${v}`) }))} />
            </Form.Item>
          </Card>
          {channelType === 'personal' ? (
            <Card title={t('channel.personalSection')} className="form-section">
              <div className="meta-grid">
                <Form.Item name={['personal', 'name']} label={t('channel.personName')} required rules={nested(['personal', 'name'])}>
                  <Input maxLength={100} data-testid="ch-person-name" />
                </Form.Item>
                <Form.Item name={['personal', 'id_type']} label={t('channel.idType')} required rules={nested(['personal', 'id_type'])}>
                  <Radio.Group
                    options={[
                      { value: 1, label: t('channel.idCard') },
                      { value: 2, label: t('channel.passport') },
                    ]}
                    data-testid="ch-id-type"
                  />
                </Form.Item>
                <Form.Item name={['personal', 'id_no']} label={t('channel.idNo')} required rules={nested(['personal', 'id_no'])}>
                  <Input maxLength={30} data-testid="ch-id-no" />
                </Form.Item>
              </div>
              <div className="meta-grid">
                {idType === 1 && (
                  <>
                    <Form.Item name={['personal', 'front']} label={t('channel.front')} required rules={nested(['personal', 'front'])} {...one}>
                      <FileSlot kind="id_image" testId="ch-front" picture />
                    </Form.Item>
                    <Form.Item name={['personal', 'opposite']} label={t('channel.opposite')} required rules={nested(['personal', 'opposite'])} {...one}>
                      <FileSlot kind="id_image" testId="ch-opposite" picture />
                    </Form.Item>
                  </>
                )}
                {idType === 2 && (
                  <Form.Item name={['personal', 'passport']} label={t('channel.passportImage')} required rules={nested(['personal', 'passport'])} {...one}>
                    <FileSlot kind="id_image" testId="ch-passport" picture />
                  </Form.Item>
                )}
              </div>
            </Card>
          ) : channelType === 'company' ? (
            <Card title={t('channel.companySection')} className="form-section">
              <div className="meta-grid">
                <Form.Item name={['company', 'name']} label={t('channel.companyName')} required rules={nested(['company', 'name'])}>
                  <Input maxLength={100} data-testid="ch-company-name" />
                </Form.Item>
                <Form.Item name={['company', 'usci']} label={t('channel.usci')} required rules={nested(['company', 'usci'])}>
                  <Input maxLength={30} className="ltr-value" data-testid="ch-usci" />
                </Form.Item>
                <Form.Item
                  name={['company', 'legal_representative']}
                  label={t('channel.legalRep')}
                  required
                  rules={nested(['company', 'legal_representative'])}
                >
                  <Input maxLength={50} data-testid="ch-legal-rep" />
                </Form.Item>
              </div>
              <Form.Item name={['company', 'licence']} label={t('channel.licence')} required rules={nested(['company', 'licence'])}>
                <FileSlot kind="licence" testId="ch-licence" />
              </Form.Item>
            </Card>
          ) : null}
          <Card title={t('channel.qualifications')} className="form-section">
            <p className="muted">{t('channel.qualificationsHint')}</p>
            <Form.Item name="qualification" rules={rule('qualification')}>
              <Checkbox.Group className="qualification-list" data-testid="ch-qualifications">
                {qualifications.map((q) => (
                  <div key={q.dicKey} className="qualification-row">
                    <Checkbox value={q.dicKey} data-testid={`ch-qual-${q.dicKey}`}>
                      {q.dicValue}
                    </Checkbox>
                    {chosen.includes(q.dicKey) &&
                      (q.dicKey.toLowerCase() === CHANNEL_QUALIFICATION_OTHER ? (
                        <Form.Item name="qualification_others" noStyle rules={rule('qualification_others')}>
                          <Input placeholder={t('channel.others')} maxLength={500} data-testid="ch-qual-other" />
                        </Form.Item>
                      ) : (
                        <Form.Item name={['qualification_files', q.dicKey]} noStyle rules={nested(['qualification_files', q.dicKey])}>
                          <FileSlot kind="qualification" testId={`ch-qual-files-${q.dicKey}`} />
                        </Form.Item>
                      ))}
                  </div>
                ))}
              </Checkbox.Group>
            </Form.Item>
          </Card>
          {editable && (
            <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="channel-submit">
              {t(p.status === 'none' ? 'channel.submit' : 'channel.resubmit')}
            </Button>
          )}
        </Form>
      </ProfileFilesContext.Provider>
    </div>
  );
}

export type { ChannelProfile };
