import { lazy, Suspense, useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazySchemaRule } from '../../../lib/formRules';
import { prefetchSignedIn } from '../../../lib/prefetch';
import type { Captcha } from '../../accounts';
import { fetchCaptchaLater, lazyCaptchaField } from '../../accounts/lazy';
import { useLogin } from '../api/login';
import { afterLoginTarget } from '../lib/redirect';

interface Values {
  username: string;
  password: string;
  captcha?: string;
}

// The shared rules and the captcha load when first needed: /login's first load stays within budget (issue 16).
const loginSchema = () => import('@tic/shared/schemas/auth').then((m) => m.loginBody);
const usernameRule = lazySchemaRule(() => loginSchema().then((s) => s.pick({ username: true })), 'username');
const passwordRule = lazySchemaRule(() => loginSchema().then((s) => s.pick({ password: true })), 'password');
const CaptchaField = lazy(lazyCaptchaField);

/**
 * Account and password sign-in. The server sets the session cookies; the guard then loads the
 * menu, user and dictionaries for the page we go to.
 */
export function PasswordLoginForm({ websiteSource }: { websiteSource?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const loginMutation = useLogin();
  const [form] = Form.useForm<Values>();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);

  /** After a failure: GET /captcha says whether the next try needs the image (3 failures for the account or address). */
  const checkCaptcha = (username: string) => {
    form.setFieldValue('captcha', '');
    void fetchCaptchaLater(username).then(
      (c) => setCaptcha(c.required ? c : null),
      () => undefined,
    );
  };

  const onFinish = (values: Values) => {
    loginMutation.mutate(
      {
        username: values.username.trim(),
        password: values.password,
        ...(websiteSource ? { website_source: websiteSource } : {}),
        ...(captcha ? { captcha: values.captcha?.trim(), captcha_id: captcha.captcha_id } : {}),
      },
      {
        onSuccess: () => navigate(afterLoginTarget(params.get('redirect')), { replace: true }),
        // The HTTP client has shown the server's message; a used captcha is never good twice.
        onError: () => checkCaptcha(values.username.trim()),
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      // Typing starts loading the signed-in pages, so signing in does not wait for them.
      onValuesChange={prefetchSignedIn}
      size="large"
      className="login-form"
    >
      <Form.Item name="username" label={t('login.username')} rules={[usernameRule]} validateTrigger="onBlur">
        <Input id="username" prefix={<UserOutlined />} placeholder={t('login.usernamePlaceholder')} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[passwordRule]} validateTrigger="onBlur">
        <Input.Password id="password" prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      {captcha && (
        <Suspense fallback={null}>
          <CaptchaField captcha={captcha} onRefresh={() => checkCaptcha(form.getFieldValue('username') ?? '')} />
        </Suspense>
      )}
      <Button type="primary" htmlType="submit" block loading={loginMutation.isPending || navigation.state !== 'idle'} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
