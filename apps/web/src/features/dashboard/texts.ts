/** Texts of the home page (/dashboard). */
export const DashboardText = {
  welcome: '欢迎',
  supplier: '供应商',
  supplierCode: '供应商编码',
  account: '账号',
  overview: '业务概览',
  quickEntries: '常用功能',
  view: '查看',
  figures: {
    deliveryWarningCount: { label: '交付提醒', hint: '临近或超过交期、尚未交付完的采购单' },
    openPurchaseCount: { label: '进行中的采购单', hint: '待确认、已确认与部分发货的采购单' },
    inquiryNoticeCount: { label: '待报价询价通知', hint: '等待您报价的询价通知' },
    borrowedShoeTreeCount: { label: '借用中的鞋楦', hint: '尚未归还的鞋楦' },
  },
} as const;
