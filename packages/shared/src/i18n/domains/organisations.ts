import type { DeepStrings } from '../en.js';

/** Issue 30: organisations, their members and roles, the switch between organisations, three languages. */
const en = {
  organisation: {
    roleRefused: 'Your role in this organisation does not allow this',
    notMember: 'You are not a member of this organisation',
    none: 'You belong to no organisation; ask one of its owners to invite you',
    title: 'Organisation',
    switch: 'Switch organisation',
    current: 'Acting for {{name}}',
    own: 'My own organisation',
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
    roleRefused: '您在该组织中的角色无权执行此操作',
    notMember: '您不是该组织的成员',
    none: '您尚未加入任何组织，请联系组织的所有者邀请您',
    title: '组织',
    switch: '切换组织',
    current: '当前代表 {{name}}',
    own: '我自己的组织',
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
    roleRefused: 'دورك في هذه المؤسسة لا يسمح بهذا الإجراء',
    notMember: 'لست عضوًا في هذه المؤسسة',
    none: 'لا تنتمي إلى أي مؤسسة؛ اطلب من أحد مالكيها دعوتك',
    title: 'المؤسسة',
    switch: 'تبديل المؤسسة',
    current: 'تعمل باسم {{name}}',
    own: 'مؤسستي',
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
