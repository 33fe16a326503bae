import { useReducer, useState } from 'react';
import { App, Button, Form, Input, Radio, Result, Space, Steps } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MOBILE_ZONE, VERIFY_TYPE } from '@tic/shared';
import { forgotCode, forgotNewPass, forgotPass, type ForgotTarget } from '../api/forgot';
import { codeFlowReducer, initialCodeFlow, needsCodeFirst, stepIndex } from '../lib/steps';
import { rules } from '../lib/rules';
import { NewPasswordFields } from './NewPasswordFields';
import { CodeField } from './CodeField';
import { MobileInput } from './MobileInput';

interface Values {
  mobile_zone: string;
  mobile: string;
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
}

/** Forgot password by SMS or e-mail: verify with a code, set the new password, done (forgot/code, forgot/pass, forgot/new/pass). */
export function ForgotPassword({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [state, dispatch] = useReducer(codeFlowReducer, initialCodeFlow('phone'));
  const [busy, setBusy] = useState(false);
  const mobile = (Form.useWatch('mobile', form) ?? '').replace(/\s+/g, '');
  const email = (Form.useWatch('email', form) ?? '').trim();
  const recipient = state.way === 'phone' ? mobile : email;

  const target = (): ForgotTarget => {
    const v = form.getFieldsValue();
    return state.way === 'phone'
      ? { verify_type: VERIFY_TYPE.phone, mobile: v.mobile.replace(/\s+/g, ''), mobile_zone: v.mobile_zone }
      : { verify_type: VERIFY_TYPE.email, email: v.email.trim() };
  };
  const send = async () => {
    await form.validateFields([state.way === 'phone' ? 'mobile' : 'email']);
    return forgotCode(target());
  };
  const verify = async () => {
    const v = await form.validateFields([state.way === 'phone' ? 'mobile' : 'email', 'code']);
    if (needsCodeFirst(state.sentTo, recipient)) return void message.warning(t('accountsWeb.codeFirst'));
    setBusy(true);
    try {
      const { ticket } = await forgotPass({ ...target(), code: String(v.code).trim() });
      dispatch({ type: 'verified', ticket });
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    const v = await form.validateFields(['password', 'password_confirmation']);
    setBusy(true);
    try {
      await forgotNewPass({ ticket: state.ticket!, password: String(v.password), password_confirmation: String(v.password_confirmation) });
      dispatch({ type: 'done' });
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="forgot" data-testid="forgot">
      <Steps
        size="small"
        current={stepIndex(state)}
        className="forgot-steps"
        items={[{ title: t('accountsWeb.forgotStepVerify') }, { title: t('accountsWeb.forgotStepPassword') }, { title: t('accountsWeb.forgotStepDone') }]}
      />
      <Form<Values> form={form} layout="vertical" requiredMark={false} className="login-form" initialValues={{ mobile_zone: DEFAULT_MOBILE_ZONE }}>
        {state.step === 'verify' && (
          <>
            <Form.Item label={t('accountsWeb.forgotWay')}>
              <Radio.Group
                optionType="button"
                value={state.way}
                onChange={(e) => dispatch({ type: 'way', way: e.target.value as 'phone' | 'email' })}
                options={[
                  { value: 'phone', label: t('accountsWeb.verifyPhone') },
                  { value: 'email', label: t('accountsWeb.verifyEmail') },
                ]}
                data-testid="forgot-way"
              />
            </Form.Item>
            {state.way === 'phone' ? (
              <MobileInput testId="forgot-mobile" rules={rules.mobile} />
            ) : (
              <Form.Item name="email" label={t('accountsWeb.email')} rules={rules.email}>
                <Input prefix={<MailOutlined />} dir="ltr" data-testid="forgot-email" />
              </Form.Item>
            )}
            <CodeField purpose="forgot" recipient={recipient} send={send} onSent={(to) => dispatch({ type: 'codeSent', to })} testIdPrefix="forgot" />
            <Button type="primary" block size="large" loading={busy} onClick={() => void verify().catch(() => undefined)} data-testid="forgot-next">
              {t('accountsWeb.next')}
            </Button>
          </>
        )}
        {state.step === 'password' && (
          <>
            <NewPasswordFields labelKey="accountsWeb.newPassword" testId="forgot-password" />
            <Space className="forgot-actions">
              <Button onClick={() => dispatch({ type: 'back' })}>{t('accountsWeb.back')}</Button>
              <Button type="primary" loading={busy} onClick={() => void save().catch(() => undefined)} data-testid="forgot-save">
                {t('common.confirm')}
              </Button>
            </Space>
          </>
        )}
        {state.step === 'done' && (
          <Result
            status="success"
            title={t('accountsWeb.modificationSuccess')}
            subTitle={t('accountsWeb.resetDone')}
            extra={
              <Button type="primary" onClick={onDone} data-testid="forgot-to-login">
                {t('accountsWeb.toLogin')}
              </Button>
            }
          />
        )}
      </Form>
    </div>
  );
}
