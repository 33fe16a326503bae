import { App, Button, Card, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MOBILE_ZONE, invitationBody, type MemberRole } from '@tic/shared';
import { formSchemaRule } from '../../../lib/formRules';
import { MobileInput } from '../../accounts';
import { useInvite } from '../api/members';
import { assignableRoles } from '../lib/memberActions';

interface Values {
  way: 'email' | 'mobile';
  email?: string;
  mobile_zone?: string;
  mobile?: string;
  role: MemberRole;
}

/** Invite a member by e-mail or by mobile (with its area code) in a role the caller may give; the shared rules check both. */
export function InviteForm({ actions }: { actions: readonly string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invite = useInvite();
  const [form] = Form.useForm<Values>();
  const way = Form.useWatch('way', form) ?? 'email';
  const roles = assignableRoles(actions);
  // The server's own body schema checks each field, the contact not chosen left out (a value typed before switching stays in the form).
  const emailRules = [formSchemaRule(invitationBody, 'email', () => ({ mobile: undefined, mobile_zone: undefined }))];
  const mobileRules = [formSchemaRule(invitationBody, 'mobile', () => ({ email: undefined }))];

  const onFinish = (v: Values) => {
    const contact = v.way === 'email' ? (v.email ?? '').trim() : `${v.mobile_zone ?? ''} ${(v.mobile ?? '').replace(/\s+/g, '')}`;
    const body =
      v.way === 'email'
        ? { email: (v.email ?? '').trim(), role: v.role }
        : { mobile_zone: v.mobile_zone, mobile: (v.mobile ?? '').replace(/\s+/g, ''), role: v.role };
    invite.mutate(body, {
      onSuccess: () => {
        void message.success(t('organisation.web.invited', { contact }));
        form.resetFields(['email', 'mobile']);
      },
    });
  };

  return (
    <Card title={t('organisation.web.invite')} className="profile-card" data-testid="invite-card">
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ way: 'email', mobile_zone: DEFAULT_MOBILE_ZONE, role: roles.includes('applicant') ? 'applicant' : roles[0] }}
        onFinish={onFinish}
        className="invite-form"
      >
        <Form.Item name="way" label={t('organisation.web.inviteBy')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'email', label: t('organisation.web.byEmail') },
              { value: 'mobile', label: t('organisation.web.byMobile') },
            ]}
            data-testid="invite-way"
          />
        </Form.Item>
        {way === 'email' ? (
          <Form.Item name="email" label={t('organisation.web.byEmail')} rules={emailRules} validateTrigger="onBlur">
            <Input autoComplete="off" dir="ltr" inputMode="email" data-testid="invite-email" />
          </Form.Item>
        ) : (
          <MobileInput label={t('organisation.web.byMobile')} rules={mobileRules} testId="invite-mobile" />
        )}
        <Form.Item name="role" label={t('organisation.web.colRole')}>
          <Select options={roles.map((r) => ({ value: r, label: t(`organisation.role.${r}`) }))} popupMatchSelectWidth={false} data-testid="invite-role" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={invite.isPending} data-testid="invite-submit">
          {t('organisation.web.inviteSend')}
        </Button>
      </Form>
    </Card>
  );
}
