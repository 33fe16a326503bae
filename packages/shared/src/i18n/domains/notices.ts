import type { DeepStrings } from '../en.js';

/**
 * The notices' texts (issue 26: they were a second three-language store in the server's notifications/templates.ts).
 * The server renders a stored notice in the reader's language from these: `event.<kind>` title and content, the
 * signing department, the system sender and the mail footer. A count is written as its counted phrase
 * (`{{itemsCounted}}`: `counted.items_<plural form>` of the stored number), a date as the reader's language writes it
 * (`{{dueDate}}`: the stored YYYY-MM-DD through formatDate). The web build leaves this section out
 * of its catalogues (apps/web/build/catalogues.ts): only the server reads it.
 */
const en = {
  noticeTexts: {
    systemSender: 'Customer Service Center',
    /** The reason recorded when a line closes an application whose request for additional information went unanswered. */
    unansweredClosed: 'The request for additional information went unanswered for {{months}} months.',
    mailFooter: '— This e-mail is a copy of a message in your customer portal; sign in to see the details.',
    department: {
      customerService: 'Customer Service Department',
      acceptance: 'Certification Acceptance Department',
      certificates: 'Certificate Issuance Department',
      finance: 'Finance Department',
      review: 'Conformity Assessment Department',
      laboratory: 'Laboratory',
      inspection: 'Inspection Department',
      customer: 'Customer',
    },
    /** Appended to a staff notice's content when the customer wrote a comment. */
    staffComment: ' Comment: “{{reason}}”.',
    counted: {
      items_one: '1 item',
      items_other: '{{n}} items',
      quantity_one: '1 sample',
      quantity_other: '{{n}} samples',
      days_one: '1 day',
      days_other: '{{n}} days',
    },
    event: {
      application_submitted: {
        title: 'Application {{no}} submitted',
        content: 'Your application “{{title}}” ({{no}}) has been submitted and is waiting for acceptance. We will ' + 'notify you again once it is accepted.',
      },
      application_returned: {
        title: 'Application {{no}} returned for changes',
        content:
          'Your application “{{title}}” ({{no}}) has been returned. Reason: {{reason}}. Please correct the ' + 'form or its attachments and submit it again.',
      },
      attachment_returned: {
        title: 'Attachment of application {{no}} returned',
        content:
          'The attachment “{{attachment}}” of application “{{title}}” ({{no}}) was returned. Reason: ' +
          '{{reason}}. Please delete it and upload a corrected file before submitting.',
      },
      draft_certificate_ready: {
        title: 'Draft certificate of application {{no}} ready for your review',
        content:
          'The draft certificate of application “{{title}}” ({{no}}) is ready. Please check it under Draft ' +
          'certificates and confirm it or tell us what to change.',
      },
      certificate_issued: {
        title: 'Certificate {{certificate}} issued',
        content: 'Certificate {{certificate}} for application “{{title}}” ({{no}}) has been issued. You can view and ' + 'download it under My certificates.',
      },
      info_requested: {
        title: 'Additional information needed for application {{no}}',
        content:
          'To continue with application “{{title}}” ({{no}}) we need {{itemsCounted}} of additional ' +
          'information. Please answer each under Additional information by {{dueDate}}.',
      },
      info_close_warning: {
        title: 'Application {{no}} will be closed on {{untilDate}} without your answer',
        content:
          'The additional information we asked for on application “{{title}}” ({{no}}) is still unanswered. Unless you ' +
          'answer it under Additional information, the application will be closed as rejected on {{untilDate}}.',
      },
      info_answered: {
        title: 'Additional information for application {{no}} received',
        content: 'We have received the additional information you sent for application “{{title}}” ({{no}}); our ' + 'review continues.',
      },
      documents_accepted: {
        title: 'Documents of application {{no}} accepted',
        content:
          'The documents of application “{{title}}” ({{no}}) passed our review. A fee notification follows, ' +
          'and we will tell you where, how many and by when to send the samples.',
      },
      sample_delivery_notice: {
        title: 'Sample delivery notice for application {{no}}',
        content:
          'Please send {{quantityCounted}} for application “{{title}}” ({{no}}) to {{lab}} by {{dueDate}}. Once ' +
          'sent, enter the courier and tracking number under Sample delivery.',
      },
      sample_shipped: {
        title: 'Samples of application {{no}} on their way',
        content:
          'We have recorded the samples of application “{{title}}” ({{no}}) as sent with {{courier}}, tracking ' +
          'number {{tracking}}. We will tell you when they arrive and how they were found.',
      },
      sample_received: {
        title: 'Samples of application {{no}} received in order',
        content:
          'The laboratory received the samples of application “{{title}}” ({{no}}) (tracking number ' +
          '{{tracking}}) in order. Testing starts with the formal acceptance once the fees are confirmed.',
      },
      sample_not_conforming: {
        title: 'Samples of application {{no}} not conforming',
        content:
          'The samples of application “{{title}}” ({{no}}) (tracking number {{tracking}}) do not conform. ' +
          'Reason: {{reason}}. Please rectify them and send {{quantityCounted}} again to {{lab}}, then enter ' +
          'the new tracking number.',
      },
      sample_accepted: {
        title: 'Acceptance notice for application {{no}}',
        content: 'Application “{{title}}” ({{no}}) is formally accepted: the fees are confirmed and the samples ' + 'received. Testing has started.',
      },
      test_data_ready: {
        title: 'Test data of application {{no}} ready for your review',
        content:
          'Testing of application “{{title}}” ({{no}}) is complete. Please read the test data under Data ' +
          'review and confirm it or dispute it with a comment.',
      },
      test_data_confirmed: {
        title: 'Test data of application {{no}} confirmed',
        content: 'You confirmed the test data of application “{{title}}” ({{no}}). We now assess conformity and ' + 'prepare the draft certificate.',
      },
      test_data_disputed: {
        title: 'Your dispute of the test data of application {{no}} received',
        content: 'You disputed the test data of application “{{title}}” ({{no}}): {{reason}}. The laboratory will ' + 'check again and send new test data.',
      },
      profile_verified: {
        title: 'Your profile has been verified',
        content: 'Your account details and identity documents have been verified. You can now submit applications.',
      },
      application_cancelled: {
        title: 'Application {{no}} cancelled',
        content:
          'Your application “{{title}}” ({{no}}) has been cancelled. Reason: {{reason}}. Cancelled ' +
          'applications stay in your application list under the Cancelled filter.',
      },
      channel_profile_approved: {
        title: 'Your channel profile has been confirmed',
        content: 'The channel profile you submitted (channel type, identity and qualifications) has been approved.',
      },
      channel_profile_returned: {
        title: 'Your channel profile needs changes',
        content: 'Your channel profile was returned. Reason: {{reason}}. Please correct it on the channel profile ' + 'page and submit it again.',
      },
      quotation_issued: {
        title: 'Quotation {{quotation}} awaits your decision',
        content: 'We have issued quotation {{quotation}} for {{amount}}. Please review it under Fee notification and ' + 'accept or reject it.',
      },
      quotation_expired: {
        title: 'Quotation {{quotation}} has expired',
        content:
          'Quotation {{quotation}} ({{amount}}) has passed its validity and can no longer be accepted. If you ' +
          'still need the service, contact us for a new quotation.',
      },
      remittance_confirmed: {
        title: 'Remittance {{remittance}} confirmed',
        content: 'Finance has confirmed your remittance {{remittance}}: {{amount}}. The payment status of its ' + 'applications has been updated.',
      },
      remittance_rejected: {
        title: 'Remittance {{remittance}} not confirmed',
        content: 'Your remittance {{remittance}} was not confirmed by finance. Reason: {{reason}}.',
      },
      refund_paid: {
        title: 'Refund {{refund}} paid',
        content: 'Finance has paid your refund {{refund}} of {{amount}} to the bank account you named; the proof of payment is on the refund.',
      },
      refund_rejected: {
        title: 'Refund {{refund}} not paid',
        content: 'Finance did not pay your refund {{refund}} of {{amount}}. Reason: {{reason}}. The amount is back in your credit.',
      },
      certificate_suspended: {
        title: 'Certificate {{certificate}} suspended',
        content: 'Certificate {{certificate}} of application “{{title}}” ({{no}}) is suspended until {{untilDate}}. {{reason}}',
      },
      certificate_withdrawn: {
        title: 'Certificate {{certificate}} withdrawn',
        content: 'Certificate {{certificate}} of application “{{title}}” ({{no}}) has been withdrawn. Reason: ' + '{{reason}}. It is no longer valid.',
      },
      certificate_reinstated: {
        title: 'Certificate {{certificate}} reinstated',
        content: 'Certificate {{certificate}} of application “{{title}}” ({{no}}) is valid again.',
      },
      certificate_superseded: {
        title: 'Certificate {{certificate}} superseded',
        content: 'Certificate {{certificate}} of application “{{title}}” ({{no}}) has been superseded by certificate ' + '{{replacement}}.',
      },
      // Staff notices (staff/notices.ts): {{sender}} is the customer; {{certificate}} the report; staffComment follows when they wrote one.
      staff_decision_release: {
        title: 'Client released the goods of {{no}}',
        content: '{{sender}} released the goods of booking “{{title}}” ({{no}}) after report {{certificate}}.',
      },
      staff_decision_reject: {
        title: 'Client rejected the goods of {{no}}',
        content: '{{sender}} rejected the goods of booking “{{title}}” ({{no}}) after report {{certificate}}.',
      },
      staff_decision_re_inspect: {
        title: 'Client asked for a re-inspection of {{no}}',
        content:
          '{{sender}} asked for a re-inspection of booking “{{title}}” ({{no}}) after report {{certificate}}; the new ' +
          'booking is a draft linked to this one until they submit it.',
      },
      staff_info_answered: {
        title: 'Additional information for {{no}} answered',
        content:
          '{{sender}} answered the request for additional information on application “{{title}}” ({{no}}): ' +
          '{{itemsCounted}}. Review the answers and accept them.',
      },
      staff_samples_shipped: {
        title: 'Samples of {{no}} sent',
        content:
          '{{sender}} sent the samples of application “{{title}}” ({{no}}) with {{courier}}, tracking number ' +
          '{{tracking}}. Record their receipt when they arrive.',
      },
      staff_documents_resubmitted: {
        title: 'Application {{no}} corrected and submitted again',
        content: '{{sender}} corrected the returned application “{{title}}” ({{no}}) and its documents and submitted it again for acceptance.',
      },
    },
  },
};

const zh_CN: DeepStrings<typeof en> = {
  noticeTexts: {
    systemSender: '客户服务中心',
    unansweredClosed: '补充资料要求 {{months}} 个月未获答复。',
    mailFooter: '—— 本邮件是您在客户门户中的消息副本，请登录门户查看详情。',
    department: {
      customerService: '客户服务部',
      acceptance: '认证受理部',
      certificates: '证书签发部',
      finance: '财务部',
      review: '合格评定部',
      laboratory: '实验室',
      inspection: '检验部',
      customer: '客户',
    },
    staffComment: '备注：“{{reason}}”。',
    counted: {
      items_other: '{{n}} 项',
      quantity_other: '{{n}} 台样品',
      days_other: '{{n}} 天',
    },
    event: {
      application_submitted: { title: '申请 {{no}} 已提交', content: '您的申请“{{title}}”（{{no}}）已提交，正在等待受理。受理后我们会再次通知您。' },
      application_returned: {
        title: '申请 {{no}} 已退回修改',
        content: '您的申请“{{title}}”（{{no}}）已退回，原因：{{reason}}。请修改申请表或附件后重新提交。',
      },
      attachment_returned: {
        title: '申请 {{no}} 的附件被退回',
        content: '申请“{{title}}”（{{no}}）的附件“{{attachment}}”审核未通过，原因：{{reason}}。请删除该附件并重新上传后再提交。',
      },
      draft_certificate_ready: {
        title: '申请 {{no}} 的证书草稿待您确认',
        content: '申请“{{title}}”（{{no}}）的证书草稿已生成。请在“证书草稿确认”中核对，确认无误或提出修改意见。',
      },
      certificate_issued: {
        title: '证书 {{certificate}} 已签发',
        content: '申请“{{title}}”（{{no}}）的证书 {{certificate}} 已签发，您可以在“我的证书”中查看和下载。',
      },
      info_requested: {
        title: '申请 {{no}} 需要补充资料',
        content: '我们在审核申请“{{title}}”（{{no}}）时需要您补充 {{itemsCounted}}资料，请于 {{dueDate}} 前在“补充资料”中逐项回复。',
      },
      info_close_warning: {
        title: '申请 {{no}} 若仍未答复将于 {{untilDate}} 关闭',
        content: '您尚未答复申请“{{title}}”（{{no}}）的补充资料要求。如在 {{untilDate}} 前仍未在“补充资料”中答复，该申请将被关闭并视为不通过。',
      },
      info_answered: { title: '已收到申请 {{no}} 的补充资料', content: '我们已收到您为申请“{{title}}”（{{no}}）提交的补充资料，审核将继续进行。' },
      documents_accepted: {
        title: '申请 {{no}} 资料审核通过',
        content: '申请“{{title}}”（{{no}}）的资料审核已通过。我们将发出费用通知，并通知您送样的地址、数量和期限。',
      },
      sample_delivery_notice: {
        title: '申请 {{no}} 送样通知',
        content: '请于 {{dueDate}} 前将申请“{{title}}”（{{no}}）的 {{quantityCounted}}寄送至：{{lab}}。寄出后请在“送样通知”中填写快递公司和运单号。',
      },
      sample_shipped: {
        title: '申请 {{no}} 的样品已寄出',
        content: '我们已记录申请“{{title}}”（{{no}}）的样品寄送信息：{{courier}}，运单号 {{tracking}}。样品到达后我们会通知您签收结果。',
      },
      sample_received: {
        title: '申请 {{no}} 的样品已签收',
        content: '实验室已签收申请“{{title}}”（{{no}}）的样品（运单号 {{tracking}}），样品完好、符合要求。费用确认后将正式受理并开始检测。',
      },
      sample_not_conforming: {
        title: '申请 {{no}} 的样品不符合要求',
        content:
          '申请“{{title}}”（{{no}}）的样品（运单号 {{tracking}}）不符合要求，原因：{{reason}}。请整改后重新寄送 {{quantityCounted}}至 {{lab}}，并填写新的运单号。',
      },
      sample_accepted: { title: '申请 {{no}} 受理通知', content: '申请“{{title}}”（{{no}}）的费用已确认、样品已签收，现正式受理，开始检测。' },
      test_data_ready: {
        title: '申请 {{no}} 的测试数据待您确认',
        content: '申请“{{title}}”（{{no}}）的测试已完成。请在“数据确认”中查看测试数据，确认无误或提出异议。',
      },
      test_data_confirmed: {
        title: '申请 {{no}} 的测试数据已确认',
        content: '您已确认申请“{{title}}”（{{no}}）的测试数据。我们将进行合格评定并出具证书草稿。',
      },
      test_data_disputed: {
        title: '已收到申请 {{no}} 测试数据的异议',
        content: '您对申请“{{title}}”（{{no}}）的测试数据提出了异议：{{reason}}。实验室将复核并发送新的测试数据。',
      },
      profile_verified: { title: '您的资料已通过认证', content: '您的账号资料与身份证明已审核通过，现在可以提交申请。' },
      application_cancelled: {
        title: '申请 {{no}} 已取消',
        content: '您的申请“{{title}}”（{{no}}）已取消，原因：{{reason}}。已取消的申请仍可在申请列表中按“已取消”筛选查看。',
      },
      channel_profile_approved: { title: '您的渠道资料已确认', content: '您提交的渠道确认资料（渠道类型、身份与资质）已审核通过。' },
      channel_profile_returned: {
        title: '您的渠道资料需要修改',
        content: '您提交的渠道确认资料已退回，原因：{{reason}}。请在“渠道确认资料”页面修改后重新提交。',
      },
      quotation_issued: {
        title: '报价单 {{quotation}} 待您确认',
        content: '我们已为您出具报价单 {{quotation}}，金额 {{amount}}。请在“费用通知”中查看，接受或拒绝。',
      },
      quotation_expired: {
        title: '报价单 {{quotation}} 已过期',
        content: '报价单 {{quotation}}（金额 {{amount}}）已过有效期，不能再接受。如仍需服务，请联系我们重新报价。',
      },
      remittance_confirmed: {
        title: '汇款 {{remittance}} 已确认',
        content: '财务已确认您的汇款 {{remittance}}，确认金额 {{amount}}。相关申请的付款状态已更新。',
      },
      remittance_rejected: { title: '汇款 {{remittance}} 未通过确认', content: '您的汇款 {{remittance}} 未通过财务确认，原因：{{reason}}。' },
      refund_paid: { title: '退款 {{refund}} 已支付', content: '财务已将您的退款 {{refund}}（{{amount}}）付至您指定的银行账户，付款凭证见该退款记录。' },
      refund_rejected: { title: '退款 {{refund}} 未支付', content: '财务未支付您的退款 {{refund}}（{{amount}}），原因：{{reason}}。该金额已退回您的余额。' },
      certificate_suspended: {
        title: '证书 {{certificate}} 已暂停',
        content: '申请“{{title}}”（{{no}}）的证书 {{certificate}} 已暂停至 {{untilDate}}。{{reason}}',
      },
      certificate_withdrawn: {
        title: '证书 {{certificate}} 已撤回',
        content: '申请“{{title}}”（{{no}}）的证书 {{certificate}} 已撤回，原因：{{reason}}。该证书不再有效。',
      },
      certificate_reinstated: { title: '证书 {{certificate}} 已恢复', content: '申请“{{title}}”（{{no}}）的证书 {{certificate}} 已恢复有效。' },
      certificate_superseded: {
        title: '证书 {{certificate}} 已被替代',
        content: '申请“{{title}}”（{{no}}）的证书 {{certificate}} 已被证书 {{replacement}} 替代。',
      },
      staff_decision_release: {
        title: '客户已放行 {{no}} 的货物',
        content: '{{sender}} 根据报告 {{certificate}} 放行了预约“{{title}}”（{{no}}）的货物。',
      },
      staff_decision_reject: {
        title: '客户已拒收 {{no}} 的货物',
        content: '{{sender}} 根据报告 {{certificate}} 拒收了预约“{{title}}”（{{no}}）的货物。',
      },
      staff_decision_re_inspect: {
        title: '客户申请复检 {{no}}',
        content: '{{sender}} 根据报告 {{certificate}} 申请对预约“{{title}}”（{{no}}）复检；新预约在客户提交前是关联本预约的草稿。',
      },
      staff_info_answered: {
        title: '{{no}} 的补充资料已回复',
        content: '{{sender}} 已回复申请“{{title}}”（{{no}}）的补充资料要求：{{itemsCounted}}。请审核回复并接受。',
      },
      staff_samples_shipped: {
        title: '{{no}} 的样品已寄出',
        content: '{{sender}} 已通过 {{courier}} 寄出申请“{{title}}”（{{no}}）的样品，运单号 {{tracking}}。样品到达后请登记收样。',
      },
      staff_documents_resubmitted: {
        title: '申请 {{no}} 已修改并重新提交',
        content: '{{sender}} 已修改被退回的申请“{{title}}”（{{no}}）及其资料，并重新提交受理。',
      },
    },
  },
};

const ar: DeepStrings<typeof en> = {
  noticeTexts: {
    systemSender: 'مركز خدمة العملاء',
    unansweredClosed: 'لم يُجَب عن طلب المعلومات الإضافية خلال {{months}} أشهر.',
    mailFooter: '— هذا البريد نسخة من رسالة في بوابة العملاء؛ سجّل الدخول للاطلاع على التفاصيل.',
    department: {
      customerService: 'قسم خدمة العملاء',
      acceptance: 'قسم قبول الاعتماد',
      certificates: 'قسم إصدار الشهادات',
      finance: 'القسم المالي',
      review: 'قسم تقييم المطابقة',
      laboratory: 'المختبر',
      inspection: 'قسم الفحص',
      customer: 'العميل',
    },
    staffComment: ' التعليق: «{{reason}}».',
    counted: {
      items_zero: '{{n}} بند',
      items_one: 'بند واحد',
      items_two: 'بندين',
      items_few: '{{n}} بنود',
      items_many: '{{n}} بندًا',
      items_other: '{{n}} بند',
      quantity_zero: '{{n}} عينة',
      quantity_one: 'عينة واحدة',
      quantity_two: 'عينتين',
      quantity_few: '{{n}} عينات',
      quantity_many: '{{n}} عينةً',
      quantity_other: '{{n}} عينة',
      days_zero: '{{n}} يوم',
      days_one: 'يوم واحد',
      days_two: 'يومين',
      days_few: '{{n}} أيام',
      days_many: '{{n}} يومًا',
      days_other: '{{n}} يوم',
    },
    event: {
      application_submitted: { title: 'تم تقديم الطلب {{no}}', content: 'تم تقديم طلبك «{{title}}» ({{no}}) وهو بانتظار القبول. سنُعلمك مجددًا عند قبوله.' },
      application_returned: {
        title: 'أُعيد الطلب {{no}} لإجراء تعديلات',
        content: 'أُعيد طلبك «{{title}}» ({{no}}). السبب: {{reason}}. يرجى تصحيح النموذج أو مرفقاته ثم إعادة تقديمه.',
      },
      attachment_returned: {
        title: 'أُعيد مرفق الطلب {{no}}',
        content: 'أُعيد المرفق «{{attachment}}» للطلب «{{title}}» ({{no}}). السبب: {{reason}}. يرجى حذفه ورفع ملف ' + 'مصحح قبل التقديم.',
      },
      draft_certificate_ready: {
        title: 'مسودة شهادة الطلب {{no}} جاهزة لمراجعتك',
        content: 'مسودة شهادة الطلب «{{title}}» ({{no}}) جاهزة. يرجى مراجعتها في «مسودات الشهادات» ثم تأكيدها أو ' + 'إخبارنا بما يجب تعديله.',
      },
      certificate_issued: {
        title: 'تم إصدار الشهادة {{certificate}}',
        content: 'صدرت الشهادة {{certificate}} للطلب «{{title}}» ({{no}}). يمكنك عرضها وتنزيلها من «شهاداتي».',
      },
      info_requested: {
        title: 'مطلوب معلومات إضافية للطلب {{no}}',
        content:
          'لمتابعة الطلب «{{title}}» ({{no}}) نحتاج إلى {{itemsCounted}} من المعلومات الإضافية. يرجى الإجابة ' +
          'عن كل بند في «المعلومات الإضافية» قبل {{dueDate}}.',
      },
      info_close_warning: {
        title: 'سيُغلق الطلب {{no}} في {{untilDate}} ما لم تُجب',
        content:
          'لم تُجب بعدُ عن المعلومات الإضافية المطلوبة للطلب «{{title}}» ({{no}}). ما لم تُجب عنها في «المعلومات الإضافية»، ' +
          'سيُغلق الطلب ويُعدّ مرفوضًا في {{untilDate}}.',
      },
      info_answered: {
        title: 'تم استلام المعلومات الإضافية للطلب {{no}}',
        content: 'استلمنا المعلومات الإضافية التي أرسلتها للطلب «{{title}}» ({{no}})؛ وتستمر مراجعتنا.',
      },
      documents_accepted: {
        title: 'قُبلت مستندات الطلب {{no}}',
        content: 'اجتازت مستندات الطلب «{{title}}» ({{no}}) المراجعة. سيصلك إشعار الرسوم، وسنخبرك بعنوان إرسال ' + 'العينات وعددها وموعدها.',
      },
      sample_delivery_notice: {
        title: 'إشعار إرسال العينات للطلب {{no}}',
        content:
          'يرجى إرسال {{quantityCounted}} للطلب «{{title}}» ({{no}}) إلى {{lab}} قبل {{dueDate}}. بعد الإرسال أدخل ' +
          'شركة الشحن ورقم التتبع في «إشعار إرسال العينات».',
      },
      sample_shipped: {
        title: 'عينات الطلب {{no}} في الطريق',
        content: 'سجّلنا إرسال عينات الطلب «{{title}}» ({{no}}) عبر {{courier}}، رقم التتبع {{tracking}}. سنُعلمك عند ' + 'وصولها وبنتيجة فحصها.',
      },
      sample_received: {
        title: 'استُلمت عينات الطلب {{no}} بحالة سليمة',
        content: 'استلم المختبر عينات الطلب «{{title}}» ({{no}}) (رقم التتبع {{tracking}}) بحالة سليمة. يبدأ الاختبار ' + 'مع القبول الرسمي بعد تأكيد الرسوم.',
      },
      sample_not_conforming: {
        title: 'عينات الطلب {{no}} غير مطابقة',
        content:
          'عينات الطلب «{{title}}» ({{no}}) (رقم التتبع {{tracking}}) غير مطابقة. السبب: {{reason}}. يرجى ' +
          'تصحيحها وإرسال {{quantityCounted}} مجددًا إلى {{lab}} ثم إدخال رقم التتبع الجديد.',
      },
      sample_accepted: { title: 'إشعار القبول للطلب {{no}}', content: 'قُبل الطلب «{{title}}» ({{no}}) رسميًا: تأكدت الرسوم واستُلمت العينات. بدأ الاختبار.' },
      test_data_ready: {
        title: 'بيانات اختبار الطلب {{no}} جاهزة لمراجعتك',
        content: 'اكتمل اختبار الطلب «{{title}}» ({{no}}). يرجى قراءة بيانات الاختبار في «مراجعة البيانات» ثم تأكيدها ' + 'أو الاعتراض عليها مع تعليق.',
      },
      test_data_confirmed: {
        title: 'تم تأكيد بيانات اختبار الطلب {{no}}',
        content: 'أكّدت بيانات اختبار الطلب «{{title}}» ({{no}}). نقوم الآن بتقييم المطابقة وإعداد مسودة الشهادة.',
      },
      test_data_disputed: {
        title: 'تم استلام اعتراضك على بيانات اختبار الطلب {{no}}',
        content: 'اعترضت على بيانات اختبار الطلب «{{title}}» ({{no}}): {{reason}}. سيعيد المختبر الفحص ويرسل بيانات ' + 'اختبار جديدة.',
      },
      profile_verified: { title: 'تم التحقق من ملفك الشخصي', content: 'تم التحقق من بيانات حسابك ووثائق هويتك. يمكنك الآن تقديم الطلبات.' },
      application_cancelled: {
        title: 'أُلغي الطلب {{no}}',
        content: 'أُلغي طلبك «{{title}}» ({{no}}). السبب: {{reason}}. تبقى الطلبات الملغاة في قائمة طلباتك ضمن عامل ' + 'التصفية «ملغى».',
      },
      channel_profile_approved: { title: 'تم تأكيد ملف القناة الخاص بك', content: 'تمت الموافقة على ملف القناة الذي قدمته (نوع القناة والهوية والمؤهلات).' },
      channel_profile_returned: {
        title: 'ملف القناة الخاص بك يحتاج إلى تعديلات',
        content: 'أُعيد ملف القناة الخاص بك. السبب: {{reason}}. يرجى تصحيحه في صفحة ملف القناة ثم إعادة تقديمه.',
      },
      quotation_issued: {
        title: 'عرض السعر {{quotation}} بانتظار قرارك',
        content: 'أصدرنا عرض السعر {{quotation}} بمبلغ {{amount}}. يرجى مراجعته في «إشعار الرسوم» ثم قبوله أو رفضه.',
      },
      quotation_expired: {
        title: 'انتهت صلاحية عرض السعر {{quotation}}',
        content:
          'انتهت صلاحية عرض السعر {{quotation}} ({{amount}}) ولم يعد بالإمكان قبوله. إذا كنت لا تزال بحاجة إلى ' + 'الخدمة، تواصل معنا للحصول على عرض جديد.',
      },
      remittance_confirmed: {
        title: 'تم تأكيد الحوالة {{remittance}}',
        content: 'أكّد القسم المالي حوالتك {{remittance}}: {{amount}}. تم تحديث حالة الدفع لطلباتها.',
      },
      remittance_rejected: { title: 'لم تُؤكَّد الحوالة {{remittance}}', content: 'لم يؤكد القسم المالي حوالتك {{remittance}}. السبب: {{reason}}.' },
      refund_paid: {
        title: 'دُفع الاسترداد {{refund}}',
        content: 'دفع القسم المالي استردادك {{refund}} بمبلغ {{amount}} إلى الحساب المصرفي الذي حددته؛ إثبات الدفع مرفق بالاسترداد.',
      },
      refund_rejected: {
        title: 'لم يُدفع الاسترداد {{refund}}',
        content: 'لم يدفع القسم المالي استردادك {{refund}} بمبلغ {{amount}}. السبب: {{reason}}. عاد المبلغ إلى رصيدك.',
      },
      certificate_suspended: {
        title: 'تم تعليق الشهادة {{certificate}}',
        content: 'عُلّقت الشهادة {{certificate}} للطلب «{{title}}» ({{no}}) حتى {{untilDate}}. {{reason}}',
      },
      certificate_withdrawn: {
        title: 'تم سحب الشهادة {{certificate}}',
        content: 'سُحبت الشهادة {{certificate}} للطلب «{{title}}» ({{no}}). السبب: {{reason}}. لم تعد سارية.',
      },
      certificate_reinstated: {
        title: 'تمت إعادة الشهادة {{certificate}}',
        content: 'أصبحت الشهادة {{certificate}} للطلب «{{title}}» ({{no}}) سارية من جديد.',
      },
      certificate_superseded: {
        title: 'تم استبدال الشهادة {{certificate}}',
        content: 'استُبدلت الشهادة {{certificate}} للطلب «{{title}}» ({{no}}) بالشهادة {{replacement}}.',
      },
      staff_decision_release: {
        title: 'أفرج العميل عن بضائع {{no}}',
        content: 'أفرج {{sender}} عن بضائع الحجز «{{title}}» ({{no}}) بعد التقرير {{certificate}}.',
      },
      staff_decision_reject: {
        title: 'رفض العميل بضائع {{no}}',
        content: 'رفض {{sender}} بضائع الحجز «{{title}}» ({{no}}) بعد التقرير {{certificate}}.',
      },
      staff_decision_re_inspect: {
        title: 'طلب العميل إعادة فحص {{no}}',
        content: 'طلب {{sender}} إعادة فحص الحجز «{{title}}» ({{no}}) بعد التقرير {{certificate}}؛ الحجز الجديد مسودة ' + 'مرتبطة بهذا الحجز إلى أن يقدّمها.',
      },
      staff_info_answered: {
        title: 'تم الرد على المعلومات الإضافية لـ {{no}}',
        content: 'ردّ {{sender}} على طلب المعلومات الإضافية للطلب «{{title}}» ({{no}}): {{itemsCounted}}. راجع الردود واقبلها.',
      },
      staff_samples_shipped: {
        title: 'أُرسلت عينات {{no}}',
        content: 'أرسل {{sender}} عينات الطلب «{{title}}» ({{no}}) مع {{courier}}، رقم التتبع {{tracking}}. سجّل استلامها عند وصولها.',
      },
      staff_documents_resubmitted: {
        title: 'صُحّح الطلب {{no}} وأُعيد تقديمه',
        content: 'صحّح {{sender}} الطلب المُعاد «{{title}}» ({{no}}) ومستنداته وأعاد تقديمه للقبول.',
      },
    },
  },
};

export const noticesMessages = { en, zh_CN, ar };
