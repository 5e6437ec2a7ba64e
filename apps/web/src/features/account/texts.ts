/** Texts of the account dialogs; their rule messages are the contract's `AccountMessages`. */
export const AccountText = {
  changePassword: {
    title: '修改密码',
    forcedHint: '为了账号安全，首次登录请先修改初始密码',
    oldPwd: '原密码',
    oldPwdPlaceholder: '请输入原密码',
    submit: '修改',
    reset: '重置',
    success: '密码修改成功，请使用新密码重新登录',
  },
  profile: {
    title: '个人中心',
    accountInfo: '账号信息',
    personalInfo: '个人信息',
    loginAccount: '登录账号',
    supplierCode: '供应商编码',
    supplierName: '供应商名称',
    createTime: '创建时间',
    lastModifyTime: '密码修改时间',
    personName: '用户昵称',
    personEmail: '邮箱地址',
    personTel: '手机号码',
  },
} as const;
