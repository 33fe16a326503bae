/**
 * Heavy libraries loaded at their first use rather than at start-up (issue 18: importing them cost seconds of every
 * start, while most starts never write a spreadsheet or a PDF). Node caches the module after the first call.
 */
export const loadExcelJs = async () => (await import('exceljs')).default;
export const loadPdfKit = async () => (await import('pdfkit')).default;
/** The certificate's QR code (PDFs only) and the sign-in captcha's image (only after failed sign-ins or on request). */
export const loadQrCode = async () => (await import('qrcode')).default;
export const loadSvgCaptcha = async () => (await import('svg-captcha')).default;
/** OpenID Connect sign-in (only with OIDC_* configured, at its first sign-in). */
export const loadOpenIdClient = () => import('openid-client');
