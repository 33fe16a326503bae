import { useState } from 'react';
import { App, Button, Checkbox, Form, Input, Radio } from 'antd';
import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHANNEL_TYPES, DEFAULT_MOBILE_ZONE, VERIFY_TYPE } from '@tic/shared';
import { afterLoginTarget } from '../../auth';
import { rules } from '../lib/rules';
import { NewPasswordFields } from './NewPasswordFields';
import { register, registerChannel } from '../api/register';
import { sendCode } from '../api/sendCode';
import { needsCodeFirst } from '../lib/steps';
import { CodeField } from './CodeField';
import { MobileInput } from './MobileInput';

interface Values {
  username: string;
  password: string;
  password_confirmation: string;
  name: string;
  mobile_zone: string;
  mobile: string;
  email: string;
  way: 'phone' | 'email';
  code: string;
  agree: boolean;
  identity_type?: 'company' | 'personal';
}

/**
 * Registration (spec section 2): account, password twice, real name, mobile with area code, e-mail,
 * the way to verify (a code to the mobile or to the e-mail, obtained first) and the terms.
 */
export function RegisterForm({ channel, onTerms }: { channel?: boolean; onTerms: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  // Back to where registering was asked for (an invitation's page, issue 30), else the workbench.
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const way = Form.useWatch('way', form) ?? 'phone';
  const mobile = (Form.useWatch('mobile', form) ?? '').replace(/\s+/g, '');
  const email = (Form.useWatch('email', form) ?? '').trim();
  const recipient = way === 'phone' ? mobile : email;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof register>[0] & { identity_type?: 'company' | 'personal' }) =>
      channel ? registerChannel({ ...body, identity_type: body.identity_type ?? 'company' }) : register(body),
  });

  const send = async () => {
    await form.validateFields([way === 'phone' ? 'mobile' : 'email']);
    const v = form.getFieldsValue();
    return sendCode(
      way === 'phone'
        ? { verify_type: VERIFY_TYPE.phone, purpose: 'register', mobile: v.mobile.replace(/\s+/g, ''), mobile_zone: v.mobile_zone }
        : { verify_type: VERIFY_TYPE.email, purpose: 'register', email: v.email.trim() },
    );
  };

  const onFinish = (v: Values) => {
    // "Please obtain the verification code first" (spec section 5): no code was sent to this recipient.
    if (needsCodeFirst(sentTo, recipient)) return void message.warning(t('accountsWeb.codeFirst'));
    save.mutate(
      {
        username: v.username.trim(),
        password: v.password,
        password_confirmation: v.password_confirmation,
        name: v.name.trim(),
        mobile_zone: v.mobile_zone,
        mobile: v.mobile.replace(/\s+/g, ''),
        email: v.email.trim(),
        agree: true,
        verify_type: v.way === 'phone' ? VERIFY_TYPE.phone : VERIFY_TYPE.email,
        code: v.code.trim(),
        ...(channel ? { identity_type: v.identity_type } : {}),
      },
      {
        onSuccess: () => {
          void message.success(t('accountsWeb.registered'));
          navigate(afterLoginTarget(params.get('redirect')), { replace: true });
        },
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      className="login-form register-form"
      initialValues={{ mobile_zone: DEFAULT_MOBILE_ZONE, way: 'phone', agree: false, identity_type: 'company' }}
      onFinish={onFinish}
      data-testid="register-form"
    >
      {channel && (
        <Form.Item name="identity_type" label={t('accountsWeb.channelType')}>
          <Radio.Group
            optionType="button"
            options={CHANNEL_TYPES.map((c) => ({ value: c, label: t(`accountsWeb.channel_${c}`) }))}
            data-testid="reg-channel-type"
          />
        </Form.Item>
      )}
      <Form.Item name="username" label={t('accountsWeb.username')} rules={rules.username} validateTrigger="onBlur">
        <Input prefix={<UserOutlined />} autoComplete="username" placeholder={t('accountsWeb.usernamePlaceholder')} data-testid="reg-username" />
      </Form.Item>
      <div className="form-pair">
        <NewPasswordFields labelKey="accountsWeb.password" testId="reg-password" />
      </div>
      <Form.Item name="name" label={t('accountsWeb.realName')} rules={rules.name}>
        <Input autoComplete="name" placeholder={t('accountsWeb.realNamePlaceholder')} data-testid="reg-name" />
      </Form.Item>
      <MobileInput testId="reg-mobile" rules={rules.mobile} />
      <Form.Item name="email" label={t('accountsWeb.email')} rules={rules.email}>
        <Input prefix={<MailOutlined />} autoComplete="email" dir="ltr" placeholder={t('accountsWeb.emailPlaceholder')} data-testid="reg-email" />
      </Form.Item>
      <Form.Item name="way" label={t('accountsWeb.verifyBy')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'phone', label: t('accountsWeb.verifyPhone') },
            { value: 'email', label: t('accountsWeb.verifyEmail') },
          ]}
          data-testid="reg-way"
        />
      </Form.Item>
      <CodeField purpose="register" recipient={recipient} send={send} onSent={setSentTo} testIdPrefix="reg" />
      <Form.Item name="agree" valuePropName="checked" rules={rules.agree}>
        <Checkbox data-testid="reg-agree">
          {t('accountsWeb.agree')}{' '}
          <Button type="link" size="small" className="inline-link" onClick={onTerms} data-testid="reg-terms">
            {t('accountsWeb.terms')}
          </Button>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={save.isPending} data-testid="reg-submit">
        {t('accountsWeb.registerSubmit')}
      </Button>
    </Form>
  );
}
