import { Button, Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MOBILE_ZONE } from '@tic/shared';
import { afterLoginTarget } from '../../auth';
import { sendSmsLoginCode, smsLogin } from '../api/smsLogin';
import { rules } from '../lib/rules';
import { CodeField } from './CodeField';
import { MobileInput } from './MobileInput';

interface Values {
  mobile_zone: string;
  mobile: string;
  code: string;
}

/** Sign-in by mobile and SMS code (POST sms/code, POST sms/login). */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mobile = (Form.useWatch('mobile', form) ?? '').replace(/\s+/g, '');
  const login = useMutation({ mutationFn: smsLogin });

  const send = async () => {
    await form.validateFields(['mobile']);
    const v = form.getFieldsValue();
    return sendSmsLoginCode({ mobile: v.mobile.replace(/\s+/g, ''), mobile_zone: v.mobile_zone });
  };
  const onFinish = (v: Values) =>
    login.mutate(
      { mobile: v.mobile.replace(/\s+/g, ''), mobile_zone: v.mobile_zone, code: v.code.trim() },
      { onSuccess: () => navigate(afterLoginTarget(params.get('redirect')), { replace: true }) },
    );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      className="login-form"
      initialValues={{ mobile_zone: DEFAULT_MOBILE_ZONE }}
      onFinish={onFinish}
    >
      <MobileInput testId="sms-mobile" rules={rules.mobile} />
      <CodeField purpose="login" recipient={mobile} send={send} testIdPrefix="sms" />
      <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="sms-submit">
        {t('accountsWeb.smsSubmit')}
      </Button>
    </Form>
  );
}
