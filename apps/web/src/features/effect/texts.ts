/** Texts of 特殊效果管理 (the list kit's own texts are the shell's `AppText.list`). */
export const EffectText = {
  table: '特殊效果列表',
  effectName: '特殊效果',
  effectNamePlaceholder: '请输入要搜索的特殊效果',
  effectPrice: '价格(¥)',
  sort: '排序',
} as const;
