import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlainField } from '../../../components/plain/PlainField';
import { isApiError } from '../../../lib/http';
import { lazySchemaCheck } from '../../../lib/formRules';
import { prefetchSignedIn } from '../../../lib/prefetch';
import type { Captcha } from '../../accounts';
import { fetchCaptchaLater, lazyCaptchaField } from '../../accounts/lazy';
import { useLogin } from '../api/login';
import { afterLoginTarget } from '../lib/redirect';

type Field = 'username' | 'password' | 'captcha';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string | null>>;

// The shared rules and the captcha load when first needed: /login's first load stays within budget (issue 16).
const loginSchema = () => import('@tic/shared/schemas/auth').then((m) => m.loginBody);
const CHECKS: Record<'username' | 'password', (value: unknown) => Promise<string | null>> = {
  username: lazySchemaCheck(() => loginSchema().then((s) => s.pick({ username: true })), 'username'),
  password: lazySchemaCheck(() => loginSchema().then((s) => s.pick({ password: true })), 'password'),
};
const CaptchaField = lazy(lazyCaptchaField);

/**
 * Account and password sign-in, in plain React (no antd: it is /login's first view, issue 16). Each field is checked
 * by the shared rule when it loses focus after typing and all of them on submit; the first wrong field takes the focus, and the
 * server's answer (wrong password, locked account…) is shown above the button in the user's language and announced.
 * The server sets the session cookies; the guard then loads the menu, user and dictionaries for the page we go to.
 */
export function PasswordLoginForm({ websiteSource }: { websiteSource?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const loginMutation = useLogin();
  const [values, setValues] = useState<Values>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Fields typed in: leaving one of them checks it; leaving an untouched field does not (a click on the other
  // sign-in tabs is not a wrong answer), the submit checks all.
  const typed = useRef(new Set<Field>());

  const check = async (field: Field, value: string): Promise<string | null> => {
    if (field === 'captcha') return value.trim() ? null : t('validation.required', { field: t('accountsWeb.captcha') });
    return CHECKS[field](value);
  };
  const validate = async (field: Field, value: string) => {
    const message = await check(field, value);
    setErrors((e) => ({ ...e, [field]: message }));
    return message;
  };
  const change = (field: Field, value: string) => {
    typed.current.add(field);
    setValues((v) => ({ ...v, [field]: value }));
    // Typing starts loading the signed-in pages, so signing in does not wait for them.
    prefetchSignedIn();
    // A shown error is re-checked while the value is corrected (as antd's forms do after a first check).
    if (errors[field]) void validate(field, value);
  };

  const leave = (field: Field, value: string) => {
    if (typed.current.has(field)) void validate(field, value);
  };

  /** After a failure: GET /captcha says whether the next try needs the image (3 failures for the account or address). */
  const checkCaptcha = (username: string) => {
    setValues((v) => ({ ...v, captcha: '' }));
    void fetchCaptchaLater(username).then(
      (c) => setCaptcha(c.required ? c : null),
      () => undefined,
    );
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (loginMutation.isPending) return;
    const fields: Field[] = captcha ? ['username', 'password', 'captcha'] : ['username', 'password'];
    const found = await Promise.all(fields.map((f) => check(f, values[f])));
    setErrors(Object.fromEntries(fields.map((f, i) => [f, found[i]])));
    const wrong = fields.find((_, i) => found[i] !== null);
    if (wrong) {
      form.current?.querySelector<HTMLInputElement>(`#${wrong}`)?.focus();
      return;
    }
    setFailure(null);
    const username = values.username.trim();
    loginMutation.mutate(
      {
        username,
        password: values.password,
        ...(websiteSource ? { website_source: websiteSource } : {}),
        ...(captcha ? { captcha: values.captcha.trim(), captcha_id: captcha.captcha_id } : {}),
      },
      {
        onSuccess: () => navigate(afterLoginTarget(params.get('redirect')), { replace: true }),
        // The server's message in the user's language (langId); a used captcha is never good twice.
        onError: (error) => {
          setFailure(isApiError(error) ? error.msg : t('error.unknown'));
          checkCaptcha(username);
        },
      },
    );
  };

  const busy = loginMutation.isPending || navigation.state !== 'idle';
  return (
    <form ref={form} className="login-form plain-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <PlainField
        id="username"
        name="username"
        label={t('login.username')}
        icon="user"
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        autoFocus
        aria-required
        value={values.username}
        onChange={(e) => change('username', e.target.value)}
        onBlur={(e) => leave('username', e.target.value)}
        error={errors.username}
      />
      <PlainField
        id="password"
        name="password"
        type="password"
        label={t('login.password')}
        icon="lock"
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        aria-required
        value={values.password}
        onChange={(e) => change('password', e.target.value)}
        onBlur={(e) => leave('password', e.target.value)}
        error={errors.password}
      />
      {captcha && (
        <Suspense fallback={null}>
          <CaptchaField
            captcha={captcha}
            value={values.captcha}
            onChange={(v) => change('captcha', v)}
            error={errors.captcha}
            onRefresh={() => checkCaptcha(values.username.trim())}
          />
        </Suspense>
      )}
      {failure && (
        <div className="plain-alert plain-alert-error" role="alert" data-testid="login-error">
          {failure}
        </div>
      )}
      <button type="submit" className="plain-button plain-button-primary plain-button-block" aria-busy={busy} data-testid="login-submit">
        {busy && <span className="plain-spinner" aria-hidden="true" />}
        <span>{t('login.submit')}</span>
      </button>
    </form>
  );
}
