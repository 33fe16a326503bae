/**
 * The accounts screens other features load on demand (React.lazy): imported through here rather than index.ts,
 * so that they stay out of the importer's first load (issue 16: /login within 200 KB of JavaScript).
 */
export const lazyForgotPassword = () => import('./components/ForgotPassword').then((m) => ({ default: m.ForgotPassword }));
export const lazyQrLogin = () => import('./components/QrLogin').then((m) => ({ default: m.QrLogin }));
export const lazyRegisterForm = () => import('./components/RegisterForm').then((m) => ({ default: m.RegisterForm }));
export const lazySmsLoginForm = () => import('./components/SmsLoginForm').then((m) => ({ default: m.SmsLoginForm }));
export const lazyCaptchaField = () => import('./components/CaptchaField').then((m) => ({ default: m.CaptchaField }));
export const lazyThirdPartyButtons = () => import('./components/ThirdPartyButtons').then((m) => ({ default: m.ThirdPartyButtons }));
/** GET /captcha (after a failed sign-in), with its module loaded then. */
export const fetchCaptchaLater = (username?: string) => import('./api/captcha').then((m) => m.fetchCaptcha(username));
export const lazyChangePasswordDialog = () => import('./components/ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog }));
