import type { DeepStrings } from '../en.js';

/**
 * Issue 32, renewals and follow-ons: what an issued certificate leads to (renew, extend, next shipment, registration),
 * the draft's origin banner, the refusals, and the reminder before a certificate expires.
 */
const en = {
  renewals: {
    action: {
      renew: 'Renew',
      extend: 'Extend',
      next_shipment: 'Next shipment',
      registration: 'Apply for registration',
    },
    hint: {
      renew: 'A new application for this certificate, its data prefilled',
      extend: 'Add models or standards to this certificate',
      next_shipment: 'The same goods and parties again; only the shipment is new',
      registration: 'Register this product (Route B) after your Route A shipments of it',
    },
    title: 'What comes next',
    expiresOn: 'This certificate expires on {{dateDate}}.',
    creating: 'Preparing the draft…',
    refused: {
      notOffered: 'This certificate does not offer that: choose one of the actions shown on it',
      withdrawn: 'A withdrawn certificate cannot be renewed or followed on; apply anew instead',
      suspended: 'A suspended certificate cannot be renewed or followed on until it is reinstated',
      superseded: 'This certificate has been replaced: renew or follow on from the certificate that replaced it',
      noExpiry: 'This certificate does not expire, so it is not renewed',
      notValid: 'Only a certificate in force can be extended; renew an expired one',
      fewShipments: 'Registration is offered after two Route A shipments of the same product',
    },
    banner: {
      renew: 'Renewal of certificate {{certificate}}',
      extend: 'Extension of certificate {{certificate}}',
      next_shipment: 'Next shipment under certificate {{certificate}}',
      registration: 'Registration after certificate {{certificate}}',
      copied: 'Copied from it',
      toProvide: 'To give anew',
      openOrigin: 'Open the certificate',
      nothing: 'nothing',
    },
    title_field: 'Application title',
    section: { parties: 'Parties' },
  },
  noticeTarget: { open: { renewal: 'Renew certificate {{ref}}' } },
  noticeTexts: {
    event: {
      certificate_expiring: {
        title: 'Certificate {{certificate}} expires on {{untilDate}}',
        content:
          'Certificate {{certificate}} of application “{{title}}” ({{no}}) expires on {{untilDate}}. Renew it in one click from the certificate: ' +
          'the new application is prefilled with its data.',
      },
    },
  },
};

const zh_CN: DeepStrings<typeof en> = {
  renewals: {
    action: { renew: '续证', extend: '扩展', next_shipment: '下一批货', registration: '申请注册' },
    hint: {
      renew: '为此证书新建申请，数据已预填',
      extend: '为此证书增加型号或标准',
      next_shipment: '相同货物和相关方，只需填写新的货运信息',
      registration: '在该产品的 Route A 出货之后，将其注册（Route B）',
    },
    title: '后续操作',
    expiresOn: '此证书将于 {{dateDate}} 到期。',
    creating: '正在准备草稿…',
    refused: {
      notOffered: '此证书不提供该操作：请选择证书上显示的操作之一',
      withdrawn: '已撤回的证书不能续证或办理后续申请，请重新申请',
      suspended: '暂停中的证书在恢复之前不能续证或办理后续申请',
      superseded: '此证书已被替代：请从替代它的证书续证或办理后续申请',
      noExpiry: '此证书没有到期日，无需续证',
      notValid: '只有有效的证书才能扩展；已到期的证书请续证',
      fewShipments: '同一产品经两次 Route A 出货后方可申请注册',
    },
    banner: {
      renew: '证书 {{certificate}} 的续证',
      extend: '证书 {{certificate}} 的扩展',
      next_shipment: '证书 {{certificate}} 下的下一批货',
      registration: '证书 {{certificate}} 之后的注册',
      copied: '已从原证书复制',
      toProvide: '需重新填写',
      openOrigin: '打开证书',
      nothing: '无',
    },
    title_field: '申请标题',
    section: { parties: '相关方' },
  },
  noticeTarget: { open: { renewal: '续证 {{ref}}' } },
  noticeTexts: {
    event: {
      certificate_expiring: {
        title: '证书 {{certificate}} 将于 {{untilDate}} 到期',
        content: '申请“{{title}}”（{{no}}）的证书 {{certificate}} 将于 {{untilDate}} 到期。可在证书页面一键续证，新申请会预填其数据。',
      },
    },
  },
};

const ar: DeepStrings<typeof en> = {
  renewals: {
    action: { renew: 'تجديد', extend: 'توسيع', next_shipment: 'الشحنة التالية', registration: 'طلب التسجيل' },
    hint: {
      renew: 'طلب جديد لهذه الشهادة ببياناتها معبأة مسبقًا',
      extend: 'إضافة طرازات أو معايير إلى هذه الشهادة',
      next_shipment: 'البضائع والأطراف نفسها؛ بيانات الشحنة وحدها جديدة',
      registration: 'سجّل هذا المنتج (المسار B) بعد شحناته عبر المسار A',
    },
    title: 'الخطوة التالية',
    expiresOn: 'تنتهي صلاحية هذه الشهادة في {{dateDate}}.',
    creating: 'جارٍ إعداد المسودة…',
    refused: {
      notOffered: 'لا تتيح هذه الشهادة ذلك: اختر أحد الإجراءات المعروضة عليها',
      withdrawn: 'لا يمكن تجديد شهادة مسحوبة أو البناء عليها؛ قدّم طلبًا جديدًا',
      suspended: 'لا يمكن تجديد شهادة موقوفة أو البناء عليها حتى تُعاد',
      superseded: 'استُبدلت هذه الشهادة: جدّد أو ابنِ على الشهادة التي حلّت محلها',
      noExpiry: 'هذه الشهادة لا تنتهي صلاحيتها، فلا تُجدَّد',
      notValid: 'لا تُوسَّع إلا شهادة سارية؛ جدّد الشهادة المنتهية',
      fewShipments: 'يُتاح التسجيل بعد شحنتين عبر المسار A للمنتج نفسه',
    },
    banner: {
      renew: 'تجديد الشهادة {{certificate}}',
      extend: 'توسيع الشهادة {{certificate}}',
      next_shipment: 'الشحنة التالية بموجب الشهادة {{certificate}}',
      registration: 'التسجيل بعد الشهادة {{certificate}}',
      copied: 'منسوخ منها',
      toProvide: 'يُقدَّم من جديد',
      openOrigin: 'فتح الشهادة',
      nothing: 'لا شيء',
    },
    title_field: 'عنوان الطلب',
    section: { parties: 'الأطراف' },
  },
  noticeTarget: { open: { renewal: 'تجديد الشهادة {{ref}}' } },
  noticeTexts: {
    event: {
      certificate_expiring: {
        title: 'تنتهي صلاحية الشهادة {{certificate}} في {{untilDate}}',
        content:
          'تنتهي صلاحية الشهادة {{certificate}} للطلب «{{title}}» ({{no}}) في {{untilDate}}. ' +
          'جدّدها بنقرة واحدة من صفحة الشهادة: يُعبّأ الطلب الجديد ببياناتها.',
      },
    },
  },
};

export const renewalsMessages = { en, zh_CN, ar } as const;
