import type { DeepStrings } from '../en.js';

/** Issue 30: organisations, their members and roles, the switch between organisations, three languages. */
const en = {
  organisation: {
    badRole: 'Choose a role: owner, administrator, applicant, finance or viewer',
    contactRequired: 'Enter the e-mail address or the mobile number to invite',
    oneContact: 'Invite by e-mail or by mobile, not both',
    alreadyMember: 'This person is already a member of the organisation',
    alreadyInvited: 'An invitation to this address is still open; re-send it instead',
    lastOwner: 'The organisation must keep at least one owner; make someone else owner first',
    ownersOnly: 'Only an owner may make, change or remove an owner',
    invitationExpired: 'This invitation has expired; ask for a new one',
    invitationUsed: 'This invitation has already been used or withdrawn',
    inviteSubject: 'Invitation to join {{organisation}}',
    inviteText: '{{inviter}} invites you to join {{organisation}} as {{role}} on the customer portal. Open {{link}} within {{days}} days to accept.',
    roleRefused: 'Your role in this organisation does not allow this',
    notMember: 'You are not a member of this organisation',
    none: 'You belong to no organisation; ask one of its owners to invite you',
    title: 'Organisation',
    switch: 'Switch organisation',
    current: 'Acting for {{name}}',
    own: 'My own organisation',
    audit: { at: 'Time', actor: 'Member', action: 'Action', comment: 'Details' },
    role: {
      owner: 'Owner',
      administrator: 'Administrator',
      applicant: 'Applicant',
      finance: 'Finance',
      viewer: 'Viewer',
    },
  },
};

const zh_CN: DeepStrings<typeof en> = {
  organisation: {
    badRole: '请选择角色：所有者、管理员、申请人、财务或只读成员',
    contactRequired: '请输入要邀请的电子邮箱或手机号码',
    oneContact: '请通过邮箱或手机其中一种方式邀请',
    alreadyMember: '此人已是该组织的成员',
    alreadyInvited: '对该地址的邀请仍然有效，请改为重新发送',
    lastOwner: '组织必须至少保留一名所有者，请先指定其他所有者',
    ownersOnly: '只有所有者可以设置、变更或移除所有者',
    invitationExpired: '该邀请已过期，请索取新的邀请',
    invitationUsed: '该邀请已被使用或已撤回',
    inviteSubject: '邀请您加入 {{organisation}}',
    inviteText: '{{inviter}} 邀请您以“{{role}}”身份加入客户门户中的 {{organisation}}。请在 {{days}} 天内打开 {{link}} 接受邀请。',
    roleRefused: '您在该组织中的角色无权执行此操作',
    notMember: '您不是该组织的成员',
    none: '您尚未加入任何组织，请联系组织的所有者邀请您',
    title: '组织',
    switch: '切换组织',
    current: '当前代表 {{name}}',
    own: '我自己的组织',
    audit: { at: '时间', actor: '成员', action: '操作', comment: '详情' },
    role: {
      owner: '所有者',
      administrator: '管理员',
      applicant: '申请人',
      finance: '财务',
      viewer: '只读成员',
    },
  },
};

const ar: DeepStrings<typeof en> = {
  organisation: {
    badRole: 'اختر دورًا: المالك أو المسؤول أو مقدّم الطلبات أو المالية أو المطّلع',
    contactRequired: 'أدخل البريد الإلكتروني أو رقم الجوال المراد دعوته',
    oneContact: 'ادعُ عبر البريد الإلكتروني أو الجوال، لا كليهما',
    alreadyMember: 'هذا الشخص عضو في المؤسسة بالفعل',
    alreadyInvited: 'ما زالت هناك دعوة مفتوحة لهذا العنوان؛ أعد إرسالها بدلًا من ذلك',
    lastOwner: 'يجب أن يبقى للمؤسسة مالك واحد على الأقل؛ اجعل شخصًا آخر مالكًا أولًا',
    ownersOnly: 'لا يمكن إلا للمالك تعيين مالك أو تغييره أو إزالته',
    invitationExpired: 'انتهت صلاحية هذه الدعوة؛ اطلب دعوة جديدة',
    invitationUsed: 'استُخدمت هذه الدعوة أو سُحبت بالفعل',
    inviteSubject: 'دعوة للانضمام إلى {{organisation}}',
    inviteText: 'يدعوك {{inviter}} للانضمام إلى {{organisation}} بدور {{role}} في بوابة العملاء. افتح {{link}} خلال {{days}} أيام للقبول.',
    roleRefused: 'دورك في هذه المؤسسة لا يسمح بهذا الإجراء',
    notMember: 'لست عضوًا في هذه المؤسسة',
    none: 'لا تنتمي إلى أي مؤسسة؛ اطلب من أحد مالكيها دعوتك',
    title: 'المؤسسة',
    switch: 'تبديل المؤسسة',
    current: 'تعمل باسم {{name}}',
    own: 'مؤسستي',
    audit: { at: 'الوقت', actor: 'العضو', action: 'الإجراء', comment: 'التفاصيل' },
    role: {
      owner: 'المالك',
      administrator: 'المسؤول',
      applicant: 'مقدّم الطلبات',
      finance: 'المالية',
      viewer: 'مطّلع',
    },
  },
};

export const organisationsMessages = { en, zh_CN, ar } as const;
