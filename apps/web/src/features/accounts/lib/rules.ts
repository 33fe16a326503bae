/**
 * antd rules of the accounts forms, all from the shared schemas of @tic/shared (spec section 5 lives
 * there once); only the two-field comparisons are written here, with the shared messages.
 */
import type { Rule } from 'antd/es/form';
import { codeSchema, emailSchema, loginNameSchema, passwordSchema, realNameSchema, smsCodeBody } from '@tic/shared';
import { formSchemaRule, valueRule } from '../../../lib/formRules';
import { t } from '../../../lib/i18n';

export const rules = {
  username: [valueRule(loginNameSchema, 'username')],
  password: [valueRule(passwordSchema, 'password')],
  /** The profile's password: checked only when something was typed. */
  optionalPassword: [
    {
      validator: async (rule, value: unknown) => {
        const check = valueRule(passwordSchema, 'password');
        if (value && typeof check === 'object' && check.validator) await check.validator(rule, value, () => undefined);
      },
    },
  ] as Rule[],
  name: [valueRule(realNameSchema, 'name')],
  email: [valueRule(emailSchema, 'email')],
  code: [valueRule(codeSchema, 'code')],
  /** The mobile's rule depends on its area code (+86: 11 digits from 13 to 19; else libphonenumber-js); fields mobile_zone and mobile. */
  mobile: [formSchemaRule(smsCodeBody, 'mobile')],
  /** Equal to the password field (message: inconsistent). */
  confirmation: (passwordField = 'password'): Rule[] => [
    { required: true, message: t('validation.required', { field: t('field.password_confirmation') }) },
    ({ getFieldValue }) => ({
      validator: async (_r, value: string) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error(t('validation.inconsistent'));
      },
    }),
  ],
  agree: [
    {
      validator: async (_r: unknown, v: boolean) => {
        if (!v) throw new Error(t('validation.agreeTerms'));
      },
    },
  ] as Rule[],
};
